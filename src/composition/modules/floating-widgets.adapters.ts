// The support chat's and the location prompt's adapters, one chunk fetched with the chat or the
// prompt (both load after the page has rendered): ./support.module.ts and ./location.module.ts
// defer them.
export { BrowserGeolocation } from '../../adapters/browser/browser-geolocation';
export { LocalLocationStore } from '../../adapters/local/local-location-store';
export { SessionChatTranscriptStore } from '../../adapters/local/session-chat-transcript-store';
export { MemoryChatTranscriptStore } from '../../adapters/memory/memory-chat-transcript-store';
export { MemoryLocationStore } from '../../adapters/memory/memory-location-store';
