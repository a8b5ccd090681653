import type { ChatTranscriptStore } from '../../application/ports/chat-transcript-store';
import type { ChatMessage } from '../../domain/support/chat-message';

export class MemoryChatTranscriptStore implements ChatTranscriptStore {
  private messages: ChatMessage[] = [];

  async load(): Promise<ChatMessage[]> {
    return [...this.messages];
  }

  async save(messages: readonly ChatMessage[]): Promise<void> {
    this.messages = [...messages];
  }
}
