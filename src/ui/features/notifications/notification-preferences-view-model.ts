import { inject, injectable } from 'inversify';
import { Reaction, runInAction } from 'mobx';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { NotificationPreferencesService, type PreferencesView } from '../../../application/notifications/notification-preferences-service';
import type { CurrentUser } from '../../../application/ports/session-store';
import { SessionGateService } from '../../../application/session/session-gate-service';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  withSwitch,
  type ChannelId,
  type NotificationPreferences,
  type SwitchId,
} from '../../../domain/notifications/notification-preferences';
import { Loadable } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { SessionState } from '../../stores/session-state';

export type PreferencesStatus = 'loading' | 'login-required' | 'ready';

export const PREFERENCES_NOT_SAVED = {
  title: 'Preferences Not Saved',
  description: 'Your notification preferences could not be saved. Please try again.',
} as const;

/**
 * The notification preferences page: the logged-in shopper's switches, saved at each change and
 * read again when someone else logs in (or out) in this tab or another (the one session state).
 */
@injectable()
export class NotificationPreferencesViewModel {
  /** The switches shown: as read, and as switched since (before the save has answered). */
  preferences: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES;
  /** Only the latest load lands: a slow answer for a previous user is dropped. */
  private readonly view = new Loadable<PreferencesView>();
  private following: Reaction | undefined;

  constructor(
    @inject(NotificationPreferencesService) private readonly service: NotificationPreferencesService,
    @inject(SessionState) private readonly session: SessionState,
    @inject(SessionGateService) private readonly gate: SessionGateService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'following'>(this, arguments, { following: false }, { deep: false });
  }

  get status(): PreferencesStatus {
    const view = this.view.value;
    if (!view) return 'loading';
    return view.kind;
  }

  get user(): CurrentUser | undefined {
    const view = this.view.value;
    return view?.kind === 'ready' ? view.user : undefined;
  }

  start(): Promise<void> {
    this.following?.dispose();
    // Read again at every login or logout, until dispose. MobX's Reaction (which observer()
    // already brings) rather than reaction(), which would add its code to every first load.
    const following = new Reaction('NotificationPreferencesViewModel.session', () => {
      follow();
      void this.load();
    });
    const follow = () => following.track(() => this.session.user);
    follow();
    this.following = following;
    return this.load();
  }

  dispose(): void {
    this.following?.dispose();
    this.following = undefined;
    this.view.cancel();
  }

  load(): Promise<void> {
    return this.view.load(() => this.service.load(), {
      apply: (view) => {
        this.preferences = view.kind === 'ready' ? view.preferences : DEFAULT_NOTIFICATION_PREFERENCES;
      },
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
