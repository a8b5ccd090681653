import { describe, expect, it } from 'vitest';
import type { ChatTranscriptStore } from '../../src/application/ports/chat-transcript-store';
import { appendMessage, newConversation } from '../../src/domain/support/chat-message';

/** What every ChatTranscriptStore adapter must do; `create()` gives a store with nothing kept yet. */
export function chatTranscriptStoreContract(name: string, create: () => ChatTranscriptStore) {
  describe(`${name} — ChatTranscriptStore contract`, () => {
    it('answers an empty conversation before anything is kept', async () => {
      expect(await create().load()).toEqual([]);
    });

    it('answers what was kept last, in order', async () => {
      const store = create();
      const first = appendMessage(newConversation(1), 'user', 'Where is my order?', 2);
      await store.save(first);
      const second = appendMessage(first, 'bot', 'In My Orders.\n\nOr the email.', 3);
      await store.save(second);
      expect(await store.load()).toEqual(second);
    });

    it('keeps a copy: changing the array afterwards changes nothing kept', async () => {
      const store = create();
      const conversation = newConversation(1);
      await store.save(conversation);
      conversation.push({ id: 'x', content: 'later', sender: 'user', timestamp: 9 });
      expect(await store.load()).toEqual(newConversation(1));
    });
  });
}
