import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { CHAT_TRANSCRIPT_KEY, SessionChatTranscriptStore } from '../../src/adapters/local/session-chat-transcript-store';
import { MemoryChatTranscriptStore } from '../../src/adapters/memory/memory-chat-transcript-store';
import { newConversation } from '../../src/domain/support/chat-message';
import { RecordingLogger } from '../support/recording-logger';
import { chatTranscriptStoreContract } from './chat-transcript-store.contract';

chatTranscriptStoreContract('MemoryChatTranscriptStore', () => new MemoryChatTranscriptStore());
chatTranscriptStoreContract('SessionChatTranscriptStore', () => {
  sessionStorage.clear();
  return new SessionChatTranscriptStore(sessionStorage, new RecordingLogger());
});

describe('SessionChatTranscriptStore', () => {
  it('keeps the conversation in sessionStorage: another page (a new adapter) reads it', async () => {
    sessionStorage.clear();
    await new SessionChatTranscriptStore(sessionStorage, new RecordingLogger()).save(newConversation(7));
    expect(JSON.parse(sessionStorage.getItem(CHAT_TRANSCRIPT_KEY)!)).toEqual(newConversation(7));
    expect(await new SessionChatTranscriptStore(sessionStorage, new RecordingLogger()).load()).toEqual(newConversation(7));
  });

  it.each([
    ['not JSON', '[{"id"'],
    ['not a list', JSON.stringify({ id: 'greeting' })],
    ['null', 'null'],
  ])('reads a tampered conversation (%s) as none, with a warning', async (_what, raw) => {
    sessionStorage.setItem(CHAT_TRANSCRIPT_KEY, raw);
    const logger = new RecordingLogger();
    expect(await new SessionChatTranscriptStore(sessionStorage, logger).load()).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });

  it('leaves out the messages of a wrong shape and keeps the others', async () => {
    const good = newConversation(1)[0]!;
    sessionStorage.setItem(
      CHAT_TRANSCRIPT_KEY,
      JSON.stringify([good, { ...good, id: 'b', sender: 'admin' }, { ...good, id: 'c', content: 42 }, { ...good, id: 'd', timestamp: 'now' }, 'text', null]),
    );
    const logger = new RecordingLogger();
    expect(await new SessionChatTranscriptStore(sessionStorage, logger).load()).toEqual([good]);
    expect(logger.warnings).toHaveLength(1);
  });

  it('reports a write the storage refuses', async () => {
    const full: Storage = Object.create(sessionStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    await expect(new SessionChatTranscriptStore(full, new RecordingLogger()).save(newConversation(1))).rejects.toBeInstanceOf(StorageWriteError);
  });
});
