import type { ReactNode } from 'react';
import type { LateDialogState } from '../../hooks/use-late-component';

/** Wide screens get a dialog, narrower ones a bottom drawer (spec: 768 px). */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';

/** What the button that opens a sheet hands it (useLateDialog). */
export type SheetState = LateDialogState;

/** A sheet's heading, its close button and what it holds, the same in the dialog and the drawer. */
export interface SheetProps extends SheetState {
  title: ReactNode;
  description: ReactNode;
  /** The close button's accessible name ('Close chat'). */
  closeLabel: string;
  /** The dialog's width on a wide screen. */
  maxWidth: string;
  /** The dialog's own class (a fixed height, say). */
  dialogClassName?: string;
  /** The body's class, in the dialog and in the drawer. */
  bodyClassName?: string;
  /** Whether vaul lifts the drawer above a phone's keyboard when an input is focused (its default). */
  repositionInputs?: boolean;
  children: ReactNode;
}
