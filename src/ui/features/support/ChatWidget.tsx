import { lateComponent, useLateComponent } from '../../hooks/use-late-component';
import ChatDialog from './ChatDialog';
import type { ChatWidgetProps } from './chat-widget-props';

// vaul is fetched only for a narrow screen.
const chatDrawerCode = lateComponent<ChatWidgetProps>(() => import('./ChatDrawer').then((module) => module.default));

/**
 * The support chat the floating button opens: a dialog on screens 768 px and wider, a bottom
 * drawer below (which takes over when the screen narrows while it is open, once its code is here).
 */
export default function ChatWidget({ wide, ...props }: ChatWidgetProps & { wide: boolean }) {
  const ChatDrawer = useLateComponent(chatDrawerCode, !wide);
  if (wide) return <ChatDialog {...props} />;
  return ChatDrawer ? <ChatDrawer {...props} /> : null;
}
