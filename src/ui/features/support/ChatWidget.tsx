import { ResponsiveSheet } from '../../components/sheet/ResponsiveSheet';
import type { SheetState } from '../../components/sheet/sheet-props';
import { ChatPanel } from './ChatPanel';
import { CHAT_DESCRIPTION, CHAT_TITLE } from './chat-texts';

/**
 * The support chat the floating button opens: a dialog on screens 768 px and wider, a bottom drawer
 * below. Its content (and the chat's timers) ends when it closes. The chat keeps its input in view
 * itself: vaul does not move the drawer for the keyboard.
 */
export default function ChatWidget(props: SheetState & { wide: boolean }) {
  return (
    <ResponsiveSheet {...props} title={CHAT_TITLE} description={CHAT_DESCRIPTION} closeLabel="Close chat" maxWidth="440px" dialogClassName="chat-dialog" repositionInputs={false}>
      <ChatPanel />
    </ResponsiveSheet>
  );
}
