import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { SupportChatService } from '../../../application/support/support-chat-service';
import { CLOCK, type Clock, type TimerHandle } from '../../../application/ports/clock';
import { appendMessage, CHAT_REPLY_DELAY_MS, isSendable, unansweredMessages, type ChatMessage } from '../../../domain/support/chat-message';
import type { FurtherHelp } from '../../../domain/policies/question-and-answer';
import { furtherHelpIn } from '../../../domain/support/support-replies';
import { makeViewModel } from '../../lib/view-model';

/**
 * One view of the support chat (the widget's dialog or drawer, or the panel on /customer-care).
 * The conversation is the tab's: it is read when the view opens and kept after every message, so
 * every view shows the same one. A reply comes CHAT_REPLY_DELAY_MS after each message, with a
 * typing indicator meanwhile. Closing the view cancels the replies still to come; a message left
 * unanswered so is answered when a chat view opens again.
 */
@injectable()
export class SupportChatViewModel {
  messages: ChatMessage[] = [];
  draft = '';
  /** The conversation has been read: sending is possible. */
  ready = false;
  /** How many replies are on their way. */
  private waiting = 0;
  private readonly timers = new Map<string, TimerHandle>();
  /** The conversation could not be kept for the next page (storage full or blocked): the view says so. */
  notKept = false;
  /** Which start() is current: a read that resolves after dispose (or a later start) is dropped. */
  private run = 0;

  constructor(
    @inject(SupportChatService) private readonly chat: SupportChatService,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    makeViewModel<this, 'timers' | 'run'>(this, arguments, { timers: false, run: false });
  }

  /** The bot is typing: at least one reply is on its way. */
  /** The pages each bot message points to (the size guide for a size reply), by the message's id. */
  get furtherHelp(): ReadonlyMap<string, readonly FurtherHelp[]> {
    return new Map(this.messages.filter((message) => message.sender === 'bot').map((message) => [message.id, furtherHelpIn(message.content)]));
  }

  get typing(): boolean {
    return this.waiting > 0;
  }

  get canSend(): boolean {
    return this.ready && isSendable(this.draft);
  }

  async start(): Promise<void> {
    const run = ++this.run;
    const conversation = await this.chat.conversation();
    if (run !== this.run) return;
    runInAction(() => {
      this.messages = conversation;
      this.ready = true;
    });
    void this.keep(conversation);
    unansweredMessages(conversation).forEach(this.replyLater);
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  /** Sends the draft; empty or whitespace-only text is ignored (and stays in the box). */
  send(): void {
    if (!this.canSend) return;
    this.messages = appendMessage(this.messages, 'user', this.draft.trim(), this.clock.now());
    this.draft = '';
    void this.keep(this.messages);
    this.replyLater(this.messages[this.messages.length - 1]!);
  }

  dispose(): void {
    this.run += 1;
    this.timers.forEach((handle) => this.clock.clearTimeout(handle));
    this.timers.clear();
    this.waiting = 0;
  }

  private async keep(messages: readonly ChatMessage[]): Promise<void> {
    const answer = await this.chat.keep(messages);
    runInAction(() => (this.notKept = answer === 'not-kept'));
  }

  private replyLater(message: ChatMessage): void {
    if (this.timers.has(message.id)) return;
    this.timers.set(
      message.id,
      this.clock.setTimeout(() => this.reply(message), CHAT_REPLY_DELAY_MS),
    );
    this.waiting = this.timers.size;
  }

  private reply(message: ChatMessage): void {
    this.timers.delete(message.id);
    this.waiting = this.timers.size;
    this.messages = appendMessage(this.messages, 'bot', this.chat.replyTo(message.content), this.clock.now());
    void this.keep(this.messages);
  }
}
