import { CHAT_TRANSCRIPT_STORE, type ChatTranscriptStore } from '../../application/ports/chat-transcript-store';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';

const code = () => import('./floating-widgets.adapters');

/** The support chat: its transcript stays in this tab, whatever keeps the catalogue. */
export const supportModule = featureModule({
  memory: (bind) => {
    bind<ChatTranscriptStore>(CHAT_TRANSCRIPT_STORE).toConstantValue(deferred(async () => new (await code()).MemoryChatTranscriptStore()));
  },
  local: (bind, { window, logger }) => {
    bind<ChatTranscriptStore>(CHAT_TRANSCRIPT_STORE).toConstantValue(deferred(async () => new (await code()).SessionChatTranscriptStore(window.sessionStorage, logger)));
  },
  supabase: (bind, { window, logger }) => {
    bind<ChatTranscriptStore>(CHAT_TRANSCRIPT_STORE).toConstantValue(deferred(async () => new (await code()).SessionChatTranscriptStore(window.sessionStorage, logger)));
  },
});
