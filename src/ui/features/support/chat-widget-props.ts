import type { RefObject } from 'react';

/** What the floating button hands the dialog or the drawer it opens. */
export interface ChatWidgetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The floating button: the focus goes back to it when the chat closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** Wide screens get a dialog, narrower ones a bottom drawer (spec: 768 px). */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';
