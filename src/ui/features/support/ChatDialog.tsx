import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { ChatPanel } from './ChatPanel';
import { CHAT_DESCRIPTION, CHAT_TITLE } from './chat-texts';
import type { ChatWidgetProps } from './chat-widget-props';

/** The support chat on screens 768 px and wider: a dialog. Its content (and the chat's timers) ends when it closes. */
export default function ChatDialog({ open, onOpenChange, returnFocusTo }: ChatWidgetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="440px"
        className="chat-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <Flex justify="between" align="start" gap="3" mb="3">
          <div>
            <Dialog.Title mb="1">{CHAT_TITLE}</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              {CHAT_DESCRIPTION}
            </Dialog.Description>
          </div>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close chat">
              <Cross2Icon aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <div className="chat-dialog__body">
          <ChatPanel />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
