import type { ChatTranscriptStore } from '../../application/ports/chat-transcript-store';
import type { Logger } from '../../application/ports/logger';
import type { ChatMessage } from '../../domain/support/chat-message';
import { readItem, writeItem } from './guarded-storage';

/** The support chat's conversation in sessionStorage: kept between pages, gone with the tab. */
export const CHAT_TRANSCRIPT_KEY = 'supportChat';

// Four fields are checked by hand: this adapter loads with the location prompt too (one module of
// adapters), and a hand check keeps the validation library out of that small request.
function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { id, content, sender, timestamp } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    typeof content === 'string' &&
    (sender === 'bot' || sender === 'user') &&
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp)
  );
}

/**
 * Reads and writes the conversation, checking what it reads: unreadable JSON or a wrong shape
 * (tampered, or written by an older version) answers an empty conversation, with a warning; a
 * conversation with one bad message keeps the others.
 */
export class SessionChatTranscriptStore implements ChatTranscriptStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async load(): Promise<ChatMessage[]> {
    const raw = readItem(this.storage, CHAT_TRANSCRIPT_KEY, this.logger);
    if (raw === null) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return this.unreadable();
    }
    if (!Array.isArray(parsed)) return this.unreadable();
    const messages = parsed.filter(isChatMessage).map(({ id, content, sender, timestamp }) => ({ id, content, sender, timestamp }));
    if (messages.length < parsed.length) this.logger.warn(`Some messages of the support chat under "${CHAT_TRANSCRIPT_KEY}" are unreadable and were left out.`);
    return messages;
  }

  async save(messages: readonly ChatMessage[]): Promise<void> {
    writeItem(this.storage, CHAT_TRANSCRIPT_KEY, JSON.stringify(messages), 'The support chat');
  }

  private unreadable(): ChatMessage[] {
    this.logger.warn(`The support chat under "${CHAT_TRANSCRIPT_KEY}" is unreadable; starting a new conversation.`);
    return [];
  }
}
