import type { Bind } from 'inversify';
import { CHAT_TRANSCRIPT_STORE, type ChatTranscriptStore } from '../../application/ports/chat-transcript-store';
import { GEOLOCATION, type Geolocation } from '../../application/ports/geolocation';
import { LOCATION_STORE, type LocationStore } from '../../application/ports/location-store';
import type { Backend } from '../backend';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';

const code = () => import('./support.adapters');

// The chat's transcript and the shopper's location stay in this browser, whatever keeps the catalogue.
const bindInBrowser = (bind: Bind, { window, logger }: Backend) => {
  bind<ChatTranscriptStore>(CHAT_TRANSCRIPT_STORE).toConstantValue(deferred(async () => new (await code()).SessionChatTranscriptStore(window.sessionStorage, logger)));
  bind<LocationStore>(LOCATION_STORE).toConstantValue(deferred(async () => new (await code()).LocalLocationStore(window.localStorage, logger)));
  bind<Geolocation>(GEOLOCATION).toConstantValue(deferred(async () => new (await code()).BrowserGeolocation(window.navigator)));
};

/** The support chat and the location prompt. */
export const supportModule = featureModule({
  memory: (bind, { window }) => {
    bind<ChatTranscriptStore>(CHAT_TRANSCRIPT_STORE).toConstantValue(deferred(async () => new (await code()).MemoryChatTranscriptStore()));
    bind<LocationStore>(LOCATION_STORE).toConstantValue(deferred(async () => new (await code()).MemoryLocationStore()));
    bind<Geolocation>(GEOLOCATION).toConstantValue(deferred(async () => new (await code()).BrowserGeolocation(window.navigator)));
  },
  local: bindInBrowser,
  supabase: bindInBrowser,
});
