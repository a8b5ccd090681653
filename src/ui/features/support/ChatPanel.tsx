import { Flex, IconButton, Link as RadixLink, Text, TextArea } from '@radix-ui/themes';
import { PaperPlaneIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { FURTHER_HELP_LINKS } from '../../app/further-help';
import { useViewModel } from '../../app/container-context';
import { CHAT_NOT_KEPT } from './chat-texts';
import { SupportChatViewModel } from './support-chat-view-model';
import './chat.css';

/**
 * The conversation and the message box, in the widget and on /customer-care. Enter sends, Shift+Enter
 * starts a new line. The messages are a log: a screen reader reads each new one as it arrives.
 */
export const ChatPanel = observer(function ChatPanel() {
  const vm = useViewModel(SupportChatViewModel);
  const scroller = useRef<HTMLDivElement>(null);
  const count = vm.messages.length;
  const typing = vm.typing;
  // The newest message (or the typing indicator) in view; only the panel scrolls, never the page.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, typing]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (its Enter picks the character).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      vm.send();
    }
  };

  return (
    <Flex direction="column" className="chat-panel">
      <div ref={scroller} className="chat-panel__scroller" tabIndex={0} role="region" aria-label="Conversation">
        <div role="log" aria-label="Messages" className="chat-panel__messages">
          {vm.messages.map((message) => (
            <div key={message.id} className={`chat-message chat-message--${message.sender}`}>
              <span className="visually-hidden">{message.sender === 'bot' ? 'Support: ' : 'You: '}</span>
              <Text as="p" size="2" className="chat-message__text">
                {message.content}
              </Text>
              {vm.furtherHelp.get(message.id)?.map((help) => (
                <Text as="p" size="2" key={help} className="chat-message__link">
                  <RadixLink asChild>
                    <Link to={FURTHER_HELP_LINKS[help].to}>{FURTHER_HELP_LINKS[help].label}</Link>
                  </RadixLink>
                </Text>
              ))}
            </div>
          ))}
        </div>
        {typing && (
          <div className="chat-message chat-message--bot chat-typing" data-testid="chat-typing">
            <span className="visually-hidden">Support is typing</span>
            <span className="chat-typing__dot" aria-hidden />
            <span className="chat-typing__dot" aria-hidden />
            <span className="chat-typing__dot" aria-hidden />
          </div>
        )}
      </div>
      {vm.notKept && (
        <Text as="p" size="1" color="gray" role="status" className="chat-panel__notice">
          {CHAT_NOT_KEPT}
        </Text>
      )}
      <form
        className="chat-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          vm.send();
        }}
      >
        <TextArea
          className="chat-panel__input"
          aria-label="Type your message"
          placeholder="Type your message..."
          rows={1}
          resize="none"
          value={vm.draft}
          onChange={(event) => vm.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <IconButton type="submit" size="3" aria-label="Send message" disabled={!vm.canSend}>
          <PaperPlaneIcon aria-hidden />
        </IconButton>
      </form>
    </Flex>
  );
});
