import { inject, injectable } from 'inversify';
import { newConversation, type ChatMessage } from '../../domain/support/chat-message';
import { supportReply } from '../../domain/support/support-replies';
import { CHAT_TRANSCRIPT_STORE, type ChatTranscriptStore } from '../ports/chat-transcript-store';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';

/** The support chat: the conversation so far, kept between pages, and the bot's fixed replies. */
@injectable()
export class SupportChatService {
  constructor(
    @inject(CHAT_TRANSCRIPT_STORE) private readonly transcript: ChatTranscriptStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The conversation kept for this tab, or a new one that starts with the greeting. */
  async conversation(): Promise<ChatMessage[]> {
    try {
      const kept = await this.transcript.load();
      if (kept.length > 0) return kept;
    } catch (error) {
      this.logger.warn('The support chat could not be read; starting a new conversation.', error);
    }
    return newConversation(this.clock.now());
  }

  /**
   * Keeps the conversation for the tab's next page. When it cannot be kept the chat goes on, and
   * the answer says so ('not-kept'), for the view to tell the shopper.
   */
  async keep(messages: readonly ChatMessage[]): Promise<'kept' | 'not-kept'> {
    try {
      await this.transcript.save(messages);
      return 'kept';
    } catch (error) {
      this.logger.warn('The support chat could not be kept for the next page.', error);
      return 'not-kept';
    }
  }

  replyTo(message: string): string {
    return supportReply(message);
  }
}
