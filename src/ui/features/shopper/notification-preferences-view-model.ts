import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { NotificationPreferencesService } from '../../../application/shopper/notification-preferences-service';
import type { CurrentUser } from '../../../application/ports/session-store';
import { SessionGateService } from '../../../application/session/session-gate-service';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  withSwitch,
  type ChannelId,
  type NotificationPreferences,
  type SwitchId,
} from '../../../domain/shopper/notification-preferences';

export type PreferencesStatus = 'loading' | 'logged-out' | 'ready';

export const PREFERENCES_NOT_SAVED = {
  title: 'Preferences Not Saved',
  description: 'Your notification preferences could not be saved. Please try again.',
} as const;

/**
 * The notification preferences page: the logged-in shopper's switches, saved at each change and
 * read again when someone else logs in (or out) in this tab or another.
 */
@injectable()
export class NotificationPreferencesViewModel {
  status: PreferencesStatus = 'loading';
  preferences: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES;
  user: CurrentUser | undefined = undefined;
  private unsubscribe: (() => void) | undefined;
  /** Only the latest load may land: a slow answer for a previous user is dropped. */
  private loads = 0;

  constructor(
    @inject(NotificationPreferencesService) private readonly service: NotificationPreferencesService,
    @inject(SessionGateService) private readonly gate: SessionGateService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'service' | 'gate' | 'notifier' | 'unsubscribe' | 'loads'>(
      this,
      { service: false, gate: false, notifier: false, unsubscribe: false, loads: false },
      { autoBind: true, deep: false },
    );
  }

  start(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = this.service.subscribe(() => void this.load());
    return this.load();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  async load(): Promise<void> {
    const load = ++this.loads;
    const view = await this.service.load();
    if (load !== this.loads) return;
    runInAction(() => {
      if (view.kind === 'logged-out') {
        this.status = 'logged-out';
        this.user = undefined;
        this.preferences = DEFAULT_NOTIFICATION_PREFERENCES;
      } else {
        this.status = 'ready';
        this.user = view.user;
        this.preferences = view.preferences;
      }
    });
  }

  /**
   * Turns one switch on or off and saves; a save that fails puts the switch back (and a refused
   * write says so).
   */
  async setSwitch<C extends ChannelId>(channel: C, id: SwitchId<C>, on: boolean): Promise<void> {
    const user = this.user;
    if (this.status !== 'ready' || !user) return;
    const next = withSwitch(this.preferences, channel, id, on);
    this.preferences = next;
    const outcome = await this.service.save(user, next);
    if (outcome.kind === 'ok') return;
    if (outcome.kind === 'not-saved') this.notifier.error(PREFERENCES_NOT_SAVED);
    // Put back only if nothing changed since: a later switch's own save carries the latest state.
    if (this.preferences === next) runInAction(() => (this.preferences = withSwitch(next, channel, id, !on)));
  }

  /** The visitor follows the Login link from `path`: once logged in, they come back to it. */
  keepReturnPath(path: string): void {
    this.gate.keepReturnPath(path);
  }
}
