import { inject, injectable } from 'inversify';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../../domain/notifications/notification-preferences';
import { LOGGER, type Logger } from '../ports/logger';
import { NOTIFICATION_PREFERENCES_STORE, type NotificationPreferencesStore } from '../ports/notification-preferences-store';
import { SESSION_STORE, type CurrentUser, type SessionStore } from '../ports/session-store';
import { LOGIN_REQUIRED, NOT_SAVED, type LoginRequired, type NotSaved } from '../outcomes';

export type PreferencesView = LoginRequired | { kind: 'ready'; user: CurrentUser; preferences: NotificationPreferences };

/** What saving the switches came to. */
export type PreferencesSaveOutcome =
  | { readonly kind: 'ok' }
  /** Someone else is logged in now (or nobody): nothing saved for `user`. */
  | { readonly kind: 'not-current-user' }
  /** The store refused the write: nothing changed. */
  | NotSaved;

/** The logged-in shopper's notification switches: the defaults until they change one. */
@injectable()
export class NotificationPreferencesService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(NOTIFICATION_PREFERENCES_STORE) private readonly store: NotificationPreferencesStore,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The current shopper's switches, or login-required. */
  async load(): Promise<PreferencesView> {
    const user = this.session.currentUser();
    if (!user) return LOGIN_REQUIRED;
    try {
      return { kind: 'ready', user, preferences: (await this.store.read(user.phone)) ?? DEFAULT_NOTIFICATION_PREFERENCES };
    } catch (error) {
      // A store that cannot answer (a server down) still shows the page, with the defaults.
      this.logger.warn('The notification preferences could not be read; showing the defaults.', error);
      return { kind: 'ready', user, preferences: DEFAULT_NOTIFICATION_PREFERENCES };
    }
  }

  /** Saves the switches for `user`, while they are still the one logged in. */
  async save(user: CurrentUser, preferences: NotificationPreferences): Promise<PreferencesSaveOutcome> {
    if (this.session.currentUser()?.phone !== user.phone) return { kind: 'not-current-user' };
    try {
      await this.store.save(user.phone, preferences);
      return { kind: 'ok' };
    } catch (error) {
      this.logger.warn('The notification preferences could not be saved.', error);
      return NOT_SAVED;
    }
  }
}
