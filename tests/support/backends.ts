import { identityRules } from './identity-rules';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BrowserClock } from '../../src/adapters/browser/browser-clock';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import { MemoryStoreSettings } from '../../src/adapters/memory/memory-store-settings';
import type { StorageKind } from '../../src/composition/app-config';
import type { Backend } from '../../src/composition/backend';
import { RecordingLogger } from './recording-logger';
import { RecordingNotifier } from './recording-notifier';

/**
 * A backend of each kind over this (happy-dom) window, with recorded toasts and logs. The Supabase
 * one has a client that answers nothing: enough to bind its ports, whose adapters load at first call.
 */
export function testBackend(kind: StorageKind, notifier = new RecordingNotifier()): Backend {
  const platform = { window, logger: new RecordingLogger(), clock: new BrowserClock(), notifier };
  if (kind !== 'supabase') return { ...platform, kind };
  return { ...platform, kind, client: {} as SupabaseClient, session: new MemorySessionStore(), settings: new MemoryStoreSettings(identityRules) };
}
