import { describe, expect, it } from 'vitest';
import { LoginService } from '../../src/application/sign-in/login-service';
import { SignUpService } from '../../src/application/sign-in/sign-up-service';
import { DashboardService } from '../../src/application/admin/dashboard-service';
import { logInAdmin } from '../support/admin-session';
import { addUser, currentCode, enableAdminSecret } from '../support/accounts';
import { OFFICE } from '../support/addresses';
import { aProduct } from '../support/products';
import { reportOrder } from '../support/report-orders';
import { createTestContainer, type TestContainer } from '../support/test-container';

// Active Users: the login and the sign-up note a shopper's login (ShopperSignInLog); the dashboard
// joins those of the last 30 days with the owners of the orders of the last 30 days.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ASHA = '9876543210';
const RAVI = '9123456789';
const line = { productId: 1, unitPrice: 99_900 };

async function shopWithAccounts(): Promise<TestContainer> {
  const t = createTestContainer({ products: [aProduct({ id: 1, stock: 50 })] });
  await addUser(t, 'Asha', 'secret1', ASHA);
  await addUser(t, 'admin', 'adminpass', '9000000001');
  return t;
}

const signedInSince = (t: TestContainer, since = 0) => t.shopperSignIns.signedInSince(since);

describe("the shoppers' logins, noted", () => {
  it("a shopper's login notes it at the clock's time, under the account's phone", async () => {
    const t = await shopWithAccounts();
    expect(await t.container.get(LoginService).logIn('asha', 'secret1')).toMatchObject({ kind: 'ok' });
    expect(await signedInSince(t, t.clock.now())).toEqual([ASHA]);
    expect(await signedInSince(t, t.clock.now() + 1)).toEqual([]);
  });

  it('a login that fails notes nothing', async () => {
    const t = await shopWithAccounts();
    expect(await t.container.get(LoginService).logIn('asha', 'wrong-password')).toEqual({ kind: 'wrong-password' });
    expect(await signedInSince(t)).toEqual([]);
  });

  it("the admin's login is no shopper's: with the password alone or past the code, nothing is noted", async () => {
    const t = await shopWithAccounts();
    const login = t.container.get(LoginService);
    expect(await login.logIn('admin', 'adminpass')).toMatchObject({ kind: 'ok' });
    enableAdminSecret(t);
    const step = await login.logIn('admin', 'adminpass');
    if (step.kind !== 'second-factor') throw new Error(step.kind);
    expect(await login.verifySecondFactor(step.challenge, currentCode(t))).toMatchObject({ kind: 'ok' });
    expect(await signedInSince(t)).toEqual([]);
    expect(await t.signIns.recent(5)).toHaveLength(2);
  });

  it('a note that cannot be written leaves the shopper logged in, with a warning', async () => {
    const t = await shopWithAccounts();
    t.shopperSignIns.record = () => Promise.reject(new Error('storage full'));
    expect(await t.container.get(LoginService).logIn('asha', 'secret1')).toEqual({ kind: 'ok', name: 'Asha', returnPath: '/' });
    expect(t.session.currentUser()).toEqual({ phone: ASHA, name: 'Asha' });
    expect(t.logger.warnings).toEqual(["The shopper's login could not be noted for the dashboard's Active Users; they are logged in all the same."]);
  });

  it('signing up logs the new shopper in, and notes it; a note that fails does not undo the sign-up', async () => {
    const t = await shopWithAccounts();
    const signUp = t.container.get(SignUpService);
    expect(await signUp.createAccount(RAVI, 'Ravi', 'secret12')).toMatchObject({ kind: 'ok', name: 'Ravi' });
    expect(await signedInSince(t)).toEqual([RAVI]);

    t.shopperSignIns.record = () => Promise.reject(new Error('offline'));
    expect(await signUp.createAccount('9988776655', 'Meera', 'secret12')).toMatchObject({ kind: 'ok', name: 'Meera' });
    expect(t.session.currentUser()).toEqual({ phone: '9988776655', name: 'Meera' });
    expect(t.logger.warnings).toHaveLength(1);
  });
});

describe('DashboardService: Active Users', () => {
  async function dashboardOf(t: TestContainer) {
    const outcome = await t.container.get(DashboardService).overview();
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    return outcome.figures.activeUsers;
  }

  it('counts the shoppers who ordered in the last 30 days and those who logged in, each once', async () => {
    const t = await shopWithAccounts();
    const now = t.clock.now();
    t.orders.everyOrder = async () => [
      // Asha ordered, delivering to another's number: she is one shopper.
      reportOrder({ sequence: 1, placedAt: now - DAY, lines: [line], owner: ASHA, address: OFFICE }),
      // Long ago: counts only if they logged in lately.
      reportOrder({ sequence: 2, placedAt: now - 45 * DAY, lines: [line], owner: '9000000009' }),
    ];
    await t.shopperSignIns.record(ASHA, now - HOUR);
    await t.shopperSignIns.record(RAVI, now - 2 * DAY);
    // Logged in 31 days ago: no longer active.
    await t.shopperSignIns.record('9000000008', now - 31 * DAY);
    logInAdmin(t);
    expect(await dashboardOf(t)).toBe(2);
    expect(await t.container.get(DashboardService).figures()).toMatchObject({ kind: 'ok', figures: { activeUsers: 2 } });
  });

  it("answers 'unavailable' when the logins cannot be read, never a number without them", async () => {
    const t = await shopWithAccounts();
    t.orders.everyOrder = async () => [reportOrder({ sequence: 1, placedAt: t.clock.now() - DAY, lines: [line], owner: ASHA })];
    t.shopperSignIns.signedInSince = () => Promise.reject(new Error('offline'));
    logInAdmin(t);
    const service = t.container.get(DashboardService);
    expect(await service.overview()).toEqual({ kind: 'unavailable' });
    expect(await service.figures()).toEqual({ kind: 'unavailable' });
    expect(t.logger.warnings).toContain("The orders or the shoppers' logins could not be read: the dashboard's figures are not shown.");
    // Recent Activity needs no logins.
    expect(await service.recentActivity()).toMatchObject({ kind: 'ok' });
  });

  it('reads no logins for anyone but the admin', async () => {
    const t = await shopWithAccounts();
    let reads = 0;
    t.shopperSignIns.signedInSince = async () => ((reads += 1), []);
    t.session.logIn({ phone: ASHA, name: 'Asha' });
    expect(await t.container.get(DashboardService).overview()).toEqual({ kind: 'admin-only' });
    expect(reads).toBe(0);
  });
});
