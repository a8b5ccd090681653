/**
 * Where the support chat's button sits on a phone: a place in the header's search row, beside the
 * search box. Floating over the page there, it covered the controls at the screen's bottom right
 * (a size, a total, a step's button); the header is always in view and covers nothing.
 */
export const CHAT_BUTTON_SLOT_ID = 'header-chat-slot';
