// The notification preferences adapters in the browser backends, one chunk (./notifications.module.ts defers them).
export { LocalNotificationPreferencesStore } from '../../adapters/local/local-notification-preferences-store';
export { MemoryNotificationPreferencesStore } from '../../adapters/memory/memory-notification-preferences-store';
