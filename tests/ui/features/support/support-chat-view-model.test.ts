import { describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING } from '../../../../src/domain/support/chat-message';
import { CHAT_FALLBACK_REPLY, supportReply } from '../../../../src/domain/support/support-replies';
import { SupportChatViewModel } from '../../../../src/ui/features/support/support-chat-view-model';
import { createTestContainer, type TestContainer } from '../../../support/test-container';

async function openChat(test: TestContainer = createTestContainer()) {
  const vm = test.container.get(SupportChatViewModel);
  await vm.start();
  return { vm, ...test };
}

const contents = (vm: SupportChatViewModel) => vm.messages.map((m) => `${m.sender}: ${m.content}`);

describe('SupportChatViewModel', () => {
  it('opens on the greeting', async () => {
    const { vm } = await openChat();
    expect(contents(vm)).toEqual([`bot: ${CHAT_GREETING}`]);
    expect(vm.typing).toBe(false);
  });

  it('shows the message at once, types for 1500 ms, then replies', async () => {
    const { vm, clock } = await openChat();
    vm.setDraft('  How long is delivery?  ');
    vm.send();
    expect(contents(vm)).toEqual([`bot: ${CHAT_GREETING}`, 'user: How long is delivery?']);
    expect(vm.draft).toBe('');
    expect(vm.typing).toBe(true);
    clock.advance(1499);
    expect(vm.messages).toHaveLength(2);
    expect(vm.typing).toBe(true);
    clock.advance(1);
    expect(contents(vm)[2]).toBe(`bot: ${supportReply('delivery')}`);
    expect(vm.typing).toBe(false);
    expect(vm.messages[2]!.timestamp).toBe(vm.messages[1]!.timestamp + 1500);
  });

  it('ignores an empty or whitespace-only message, and keeps it in the box', async () => {
    const { vm, clock } = await openChat();
    for (const draft of ['', '   ', '\n\t']) {
      vm.setDraft(draft);
      expect(vm.canSend).toBe(false);
      vm.send();
      expect(vm.draft).toBe(draft);
    }
    clock.advance(5000);
    expect(vm.messages).toHaveLength(1);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('answers each of two quick messages, each 1500 ms after it', async () => {
    const { vm, clock } = await openChat();
    vm.setDraft('refund');
    vm.send();
    clock.advance(500);
    vm.setDraft('hello');
    vm.send();
    clock.advance(1000);
    expect(contents(vm).slice(1)).toEqual(['user: refund', 'user: hello', `bot: ${supportReply('refund')}`]);
    expect(vm.typing).toBe(true);
    clock.advance(500);
    expect(contents(vm)[4]).toBe(`bot: ${CHAT_FALLBACK_REPLY}`);
    expect(vm.typing).toBe(false);
  });

  it('closing cancels the pending reply cleanly: no timer left, nothing changes afterwards', async () => {
    const { vm, clock } = await openChat();
    vm.setDraft('Can I pay by UPI?');
    vm.send();
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
    expect(vm.typing).toBe(false);
    clock.advance(10_000);
    expect(vm.messages).toHaveLength(2);
  });

  it('keeps the conversation for the next view, which answers a question left unanswered', async () => {
    const test = createTestContainer();
    const { vm, clock } = await openChat(test);
    vm.setDraft('size?');
    vm.send();
    vm.dispose();
    await Promise.resolve();

    const next = (await openChat(test)).vm;
    expect(contents(next)).toEqual([`bot: ${CHAT_GREETING}`, 'user: size?']);
    expect(next.typing).toBe(true);
    clock.advance(1500);
    expect(contents(next)[2]).toBe(`bot: ${supportReply('size')}`);
    await Promise.resolve();
    expect((await test.chatTranscript.load()).map((m) => m.content)).toEqual([CHAT_GREETING, 'size?', supportReply('size')]);
  });

  it('a conversation read after the view closed is dropped (no late update, no timer)', async () => {
    const test = createTestContainer();
    await test.chatTranscript.save([{ id: 'user-0', content: 'track', sender: 'user', timestamp: 1 }]);
    const vm = test.container.get(SupportChatViewModel);
    const started = vm.start();
    vm.dispose();
    await started;
    expect(vm.messages).toEqual([]);
    expect(test.clock.pendingTimers()).toBe(0);
  });

  it('starts a new conversation when the kept one cannot be read', async () => {
    const test = createTestContainer();
    test.chatTranscript.load = () => Promise.reject(new Error('unavailable'));
    const { vm, logger } = await openChat(test);
    expect(contents(vm)).toEqual([`bot: ${CHAT_GREETING}`]);
    expect(logger.warnings).toEqual(['The support chat could not be read; starting a new conversation.']);
  });

  // Issue 20, item 3: a write that fails is said, not only logged.
  it('says when the conversation cannot be kept for the next page, and stops saying it once it can', async () => {
    const test = createTestContainer();
    const save = test.chatTranscript.save.bind(test.chatTranscript);
    test.chatTranscript.save = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    const { vm } = await openChat(test);
    await vi.waitFor(() => expect(vm.notKept).toBe(true));
    test.chatTranscript.save = save;
    vm.setDraft('size?');
    vm.send();
    await vi.waitFor(() => expect(vm.notKept).toBe(false));
  });
});
