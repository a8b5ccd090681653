import { NOTIFICATION_PREFERENCES_STORE, type NotificationPreferencesStore } from '../../application/ports/notification-preferences-store';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

const code = () => import('./notifications.adapters');

/** The shopper's own pages (notification preferences): their adapters load with the page that asks. */
export const notificationsModule = featureModule({
  memory: (bind) => {
    bind<NotificationPreferencesStore>(NOTIFICATION_PREFERENCES_STORE).toConstantValue(deferred(async () => new (await code()).MemoryNotificationPreferencesStore()));
  },
  local: (bind, { window, logger }) => {
    bind<NotificationPreferencesStore>(NOTIFICATION_PREFERENCES_STORE).toConstantValue(
      deferred(async () => new (await code()).LocalNotificationPreferencesStore(window.localStorage, logger)),
    );
  },
  supabase: (bind, { client }) => {
    bind<NotificationPreferencesStore>(NOTIFICATION_PREFERENCES_STORE).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseNotificationPreferencesStore(client)));
  },
});
