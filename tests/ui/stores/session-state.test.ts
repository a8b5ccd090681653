import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ShopperSessionViewModel } from '../../../src/ui/stores/shopper-session-view-model';
import { SessionState } from '../../../src/ui/stores/session-state';
import { AccountMenuViewModel } from '../../../src/ui/shell/account-menu-view-model';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };

describe('SessionState', () => {
  it('is one store per container, shared by every view model that shows who is logged in', () => {
    const t = createTestContainer();
    const menu = t.container.get(AccountMenuViewModel);
    const cart = t.container.get(ShopperSessionViewModel);
    expect(t.container.get(SessionState)).toBe(t.container.get(SessionState));
    expect(menu.user).toBeUndefined();
    expect(cart.loggedIn).toBe(false);

    // Both see a login and a logout in the same reaction: never one screen ahead of the other.
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${menu.user?.name ?? 'nobody'} / ${cart.loggedIn ? 'cart' : 'login prompt'}`));
    t.session.logIn(ASHA);
    expect(menu.user?.name).toBe('Asha');
    expect(cart.user).toBe(menu.user);
    t.session.logOut();
    stop();
    expect(seen).toEqual(['nobody / login prompt', 'Asha / cart', 'nobody / login prompt']);
  });

  it('subscribes to the session once, however many view models read it', () => {
    const t = createTestContainer();
    let subscriptions = 0;
    const subscribe = t.session.subscribe.bind(t.session);
    t.session.subscribe = (listener) => {
      subscriptions += 1;
      return subscribe(listener);
    };
    for (let i = 0; i < 3; i += 1) {
      t.container.get(AccountMenuViewModel);
      t.container.get(ShopperSessionViewModel);
    }
    expect(subscriptions).toBe(1);
  });

  it('reads who is logged in when it is made, for the first paint', () => {
    const t = createTestContainer();
    t.session.logIn(ASHA);
    expect(t.container.get(SessionState).user).toEqual(ASHA);
  });
});

describe('AccountMenuViewModel when the session cannot be ended (issue 20, item 3)', () => {
  it("says 'Logout Failed', never 'Logged out'", () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    t.session.logOut = () => {
      throw new Error('storage refused');
    };
    t.container.get(AccountMenuViewModel).logOut();
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Logout Failed', description: 'This browser could not end your session (its storage refused the change). Please try again.' },
    ]);
  });
});
