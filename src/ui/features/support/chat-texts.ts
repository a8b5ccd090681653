/** The widget's heading (dialog and drawer alike). Apart from the launcher, which does not need them in the first load. */
export const CHAT_TITLE = 'Customer Support';
export const CHAT_DESCRIPTION = 'Ask about shipping, returns, sizes, payments, tracking, cancellations or exchanges.';
/** Ours: the conversation cannot be kept for the next page (storage full or blocked). */
export const CHAT_NOT_KEPT = 'This browser cannot keep this conversation: it ends when you leave this page.';
