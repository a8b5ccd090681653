import { IconButton } from '@radix-ui/themes';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { CUSTOMER_CARE_PATH } from '../../app/paths';
import { CHAT_BUTTON_SLOT_ID } from '../../lib/chat-button-slot';
import { lateComponent, useLateDialog } from '../../hooks/use-late-component';
import type { SheetState } from '../../components/sheet/sheet-props';

// The chat (its view model, the dialog, and vaul for the drawer) is not part of any page's first load.
const chatWidgetCode = lateComponent<SheetState & { wide: boolean }>(() => import('./ChatWidget').then((module) => module.default));

/**
 * A speech bubble drawn in Radix's 15 px grid and stroke. Radix's own ChatBubbleIcon is a filled
 * outline of some 600 characters: about a quarter of the button's code, which every page fetches.
 */
function BubbleIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 15 15" fill="none" aria-hidden>
      <path d="M2.5 2.5h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2v3l-3-3h-5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1z" stroke="currentColor" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's place for the button on a phone, if the page has one (the storefront's header); on a
 * wider screen, none: the button floats.
 */
function useChatButtonSlot(wide: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setSlot(wide ? null : document.getElementById(CHAT_BUTTON_SLOT_ID)), [wide]);
  return slot;
}

/**
 * The support chat's button on every storefront page: round and floating at the bottom right of a
 * wide screen; on a phone, in the header beside the search box, where it covers nothing.
 * /customer-care has the chat in the page itself (the same conversation), so the button stays away
 * from it. `wide`: a screen of the dialog's width (else the chat is a bottom drawer).
 */
export function SupportChatLauncher({ wide }: { wide: boolean }) {
  const { Dialog: Sheet, state: sheet, trigger } = useLateDialog(chatWidgetCode);
  const slot = useChatButtonSlot(wide);
  const { pathname } = useLocation();
  if (pathname === CUSTOMER_CARE_PATH) return null;
  const launcher = (
    <IconButton
      size={slot ? '3' : '4'}
      radius="full"
      variant={slot ? 'soft' : 'solid'}
      className={slot ? 'support-chat-button--docked' : 'support-chat-button'}
      aria-label="Chat with customer support"
      {...trigger}
    >
      <BubbleIcon />
    </IconButton>
  );
  return (
    <>
      {slot ? createPortal(launcher, slot) : launcher}
      {Sheet && <Sheet {...sheet} wide={wide} />}
    </>
  );
}
