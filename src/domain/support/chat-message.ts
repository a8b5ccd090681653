/** Who wrote a message of the support chat. */
export type ChatSender = 'bot' | 'user';

/** One message of the support chat (spec: id, content, sender, timestamp in ms since the epoch). */
export interface ChatMessage {
  readonly id: string;
  readonly content: string;
  readonly sender: ChatSender;
  readonly timestamp: number;
}

export const CHAT_GREETING = 'Hello! Welcome to Fashion Zone customer support. How can I help you today?';

/** The bot's reply comes this long after the shopper's message, with a typing indicator meanwhile. */
export const CHAT_REPLY_DELAY_MS = 1500;

/** A conversation starts with the greeting. */
export function newConversation(now: number): ChatMessage[] {
  return [{ id: 'greeting', content: CHAT_GREETING, sender: 'bot', timestamp: now }];
}

/** Empty or whitespace-only text is not a message (spec): nothing is sent. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * A new message at the end of `conversation`. Its id is its place in the conversation, which only
 * grows, so ids stay unique within it (and need no random source).
 */
export function appendMessage(conversation: readonly ChatMessage[], sender: ChatSender, content: string, now: number): ChatMessage[] {
  return [...conversation, { id: `${sender}-${conversation.length}`, content, sender, timestamp: now }];
}

/** The shopper's messages still waiting for a reply: those after the bot's last message. */
export function unansweredMessages(conversation: readonly ChatMessage[]): ChatMessage[] {
  let lastBot = -1;
  conversation.forEach((message, index) => {
    if (message.sender === 'bot') lastBot = index;
  });
  return conversation.slice(lastBot + 1).filter((message) => message.sender === 'user');
}
