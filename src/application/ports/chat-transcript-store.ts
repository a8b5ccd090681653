import type { ChatMessage } from '../../domain/support/chat-message';

/**
 * The support chat's conversation, kept while the shopper moves between pages (session storage in
 * the browser: it ends with the tab). The widget and /customer-care read and write the same one.
 */
export interface ChatTranscriptStore {
  /** The conversation so far; empty when there is none (or what was kept is unreadable). */
  load(): Promise<ChatMessage[]>;
  save(messages: readonly ChatMessage[]): Promise<void>;
}

export const CHAT_TRANSCRIPT_STORE = Symbol('ChatTranscriptStore');
