import type { ChatTranscriptStore } from '../application/ports/chat-transcript-store';
import type { Geolocation } from '../application/ports/geolocation';
import type { LocationStore } from '../application/ports/location-store';
import type { Logger } from '../application/ports/logger';
import { BrowserGeolocation } from './browser/browser-geolocation';
import { LocalLocationStore } from './local/local-location-store';
import { SessionChatTranscriptStore } from './local/session-chat-transcript-store';
import { MemoryChatTranscriptStore } from './memory/memory-chat-transcript-store';
import { MemoryLocationStore } from './memory/memory-location-store';

/**
 * The support chat's and the location prompt's adapters, in one module that the composition root
 * loads at the first use of any of them (the chat or the prompt, both fetched on demand): one
 * small request, and nothing in the storefront's first load.
 */
export interface SupportAdapters {
  transcript: ChatTranscriptStore;
  location: LocationStore;
  geolocation: Geolocation;
}

export function localSupportAdapters(window: Window, logger: Logger): SupportAdapters {
  return {
    transcript: new SessionChatTranscriptStore(window.sessionStorage, logger),
    location: new LocalLocationStore(window.localStorage, logger),
    geolocation: new BrowserGeolocation(window.navigator),
  };
}

export function memorySupportAdapters(window: Window): SupportAdapters {
  return { transcript: new MemoryChatTranscriptStore(), location: new MemoryLocationStore(), geolocation: new BrowserGeolocation(window.navigator) };
}
