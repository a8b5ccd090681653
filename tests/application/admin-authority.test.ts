/*
 * Who the admin use cases act for: AdminAuthority, asked by the gate and by every admin use case.
 * The attack of issue 20: `isLoggedIn` and a `currentUser` named admin written into localStorage by
 * hand opened the admin panel and saved products. Here the local session store runs over a Map (the
 * Web Storage interface in node) with the local user repository, as the browser's local backend does.
 */
import { describe, expect, it } from 'vitest';
import { LoginService } from '../../src/application/sign-in/login-service';
import { PasswordAccounts } from '../../src/application/sign-in/password-accounts';
import { TotpSecondFactor } from '../../src/application/sign-in/totp-second-factor';
import { AccessLogService } from '../../src/application/admin/access-log-service';
import { AdminAuthority } from '../../src/application/admin/admin-authority';
import { AdminProductsService } from '../../src/application/admin/admin-products-service';
import { DashboardService } from '../../src/application/admin/dashboard-service';
import { MigrationService } from '../../src/application/admin/migration-service';
import { StoreSettingsService } from '../../src/application/admin/store-settings-service';
import { SECOND_FACTOR, type SecondFactor } from '../../src/application/ports/second-factor';
import { SESSION_STORE, type SessionStore } from '../../src/application/ports/session-store';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import { CURRENT_USER_KEY, IS_LOGGED_IN_KEY, LocalSessionStore } from '../../src/adapters/local/local-session-store';
import { LocalUserRepository, USERS_KEY } from '../../src/adapters/local/local-user-repository';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import { MemoryTwoFactorSecretStore } from '../../src/adapters/memory/memory-two-factor-secret-store';
import { NEW_PRODUCT_VALUES, type ProductFormValues } from '../../src/domain/admin/product-form';
import { ADMIN_SECRET, REGISTERED_AT } from '../support/accounts';
import { ADMIN_HOLDER } from '../support/admin-session';
import { MapStorage } from '../support/map-storage';
import { aProduct } from '../support/products';
import { RecordingLogger } from '../support/recording-logger';
import { createTestContainer, type TestContainer } from '../support/test-container';

const filled: ProductFormValues = { ...NEW_PRODUCT_VALUES, title: 'Forged Shirt', price: '800', originalPrice: '1600', image: '/images/products/11.svg' };
const ASHA = { phone: '9876543210', name: 'Asha' };

/** The local backend's session and accounts over one storage; the admin and Asha registered (hashed passwords). */
async function localBackend() {
  const test = createTestContainer({ products: [aProduct({ id: 1, title: 'Existing' })] });
  const storage = new MapStorage();
  const logger = new RecordingLogger();
  const users = new LocalUserRepository(storage, logger);
  for (const [holder, password] of [[ADMIN_HOLDER, 'adminpass'], [ASHA, 'secret1']] as const) {
    await users.add({ ...holder, registeredAt: REGISTERED_AT, password: { kind: 'hash', encoded: await test.hasher.hash(password) } });
  }
  const session = new LocalSessionStore(storage, logger);
  test.container.rebind<SessionStore>(SESSION_STORE).toConstantValue(session);
  test.container.rebind<UserAccounts>(USER_ACCOUNTS).toConstantValue(new PasswordAccounts(users, test.hasher));
  const stored = () => JSON.parse(storage.getItem(CURRENT_USER_KEY)!) as { phone: string; name: string; session: string };
  const writeKeys = (currentUser: object) => {
    storage.setItem(CURRENT_USER_KEY, JSON.stringify(currentUser));
    storage.setItem(IS_LOGGED_IN_KEY, 'true');
  };
  return { ...test, storage, session, stored, writeKeys };
}

type LocalBackend = Awaited<ReturnType<typeof localBackend>>;

/** Every admin use case, each asked once; what each answered. */
async function everyAdminUseCase(t: Omit<TestContainer, 'session'>) {
  const products = t.container.get(AdminProductsService);
  const existing = aProduct({ id: 1, title: 'Existing' });
  return {
    table: await products.table('', 1),
    add: await products.add(filled),
    update: await products.update(existing, filled),
    remove: await products.remove(existing),
    figures: await t.container.get(DashboardService).figures(),
    activity: await t.container.get(DashboardService).recentActivity(),
    settings: await t.container.get(StoreSettingsService).save({ storeName: 'Forged Zone' }),
    migration: await t.container.get(MigrationService).start(),
    accessLogs: await t.container.get(AccessLogService).recent(),
    endSignIn: await t.container.get(AccessLogService).signOut({ id: 'any', time: 0, userAgent: 'x', current: false }),
  };
}

const REFUSED_EVERYWHERE = {
  table: { kind: 'admin-only' },
  add: { kind: 'admin-only' },
  update: { kind: 'admin-only' },
  remove: { kind: 'admin-only' },
  figures: { kind: 'admin-only' },
  activity: { kind: 'admin-only' },
  settings: { kind: 'admin-only' },
  migration: { kind: 'admin-only' },
  accessLogs: { kind: 'admin-only' },
  endSignIn: { kind: 'admin-only' },
};

/** Nothing of the admin's changed; `signIns`: the sign-ins the log held before (a login records one). */
async function nothingChanged(t: Omit<TestContainer, 'session'>, signIns: unknown[] = []) {
  expect((await t.products.catalogue({ order: 'catalogue' })).items.map((p) => p.title)).toEqual(['Existing']);
  expect(t.storeSettings.read().storeName).toBe('Fashion Zone');
  expect(await t.activity.recent(5)).toEqual([]);
  expect(await t.signIns.recent(5)).toEqual(signIns);
  expect(t.migrationTarget.writes).toBe(0);
}

const forgeries: [string, (t: LocalBackend) => Promise<void>][] = [
  ['isLoggedIn and a currentUser named admin written by hand (the attack)', async (t) => {
    t.writeKeys({ phone: ADMIN_HOLDER.phone, name: 'admin' });
  }],
  ['a currentUser naming a session id the account does not hold', async (t) => {
    await t.container.get(LoginService).logIn('admin', 'adminpass');
    t.writeKeys({ ...t.stored(), session: 'f'.repeat(32) });
  }],
  ["the admin's name over a shopper's own session (the id another account holds)", async (t) => {
    await t.container.get(LoginService).logIn('Asha', 'secret1');
    t.writeKeys({ ...t.stored(), phone: ADMIN_HOLDER.phone, name: 'admin' });
  }],
  ["the admin's own session id, under another phone than the account's", async (t) => {
    await t.container.get(LoginService).logIn('admin', 'adminpass');
    t.writeKeys({ ...t.stored(), phone: ASHA.phone });
  }],
  ['the keys of an admin session that was logged out, written back', async (t) => {
    await t.container.get(LoginService).logIn('admin', 'adminpass');
    const ended = t.stored();
    t.session.logOut();
    t.writeKeys(ended);
  }],
];

describe('a forged local session is no session: AdminAuthority and every admin use case refuse it', () => {
  for (const [name, forge] of forgeries) {
    it(name, async () => {
      const t = await localBackend();
      await forge(t);
      const signIns = await t.signIns.recent(5);
      // The pages may show the name (the header reads the keys), but nothing of the admin's opens.
      expect(t.session.currentUser()?.name).toBe('admin');
      expect(await t.container.get(AdminAuthority).requireAdmin()).toEqual({ kind: 'login-required' });
      expect(await everyAdminUseCase(t)).toEqual(REFUSED_EVERYWHERE);
      await nothingChanged(t, signIns);
    });
  }

  it("AdminProductsService.add refuses the attack's keys, and saves for the admin's session the login made", async () => {
    const t = await localBackend();
    t.writeKeys({ phone: ADMIN_HOLDER.phone, name: 'admin' });
    const products = t.container.get(AdminProductsService);
    expect(await products.add(filled)).toEqual({ kind: 'admin-only' });
    expect((await t.products.catalogue({ order: 'catalogue' })).total).toBe(1);

    expect(await t.container.get(LoginService).logIn('admin', 'adminpass')).toMatchObject({ kind: 'ok', name: 'admin' });
    expect(await products.add(filled)).toMatchObject({ kind: 'ok', product: { title: 'Forged Shirt' } });
    expect((await t.products.catalogue({ order: 'catalogue' })).total).toBe(2);
  });

  it('a shopper logged in through the login is no admin', async () => {
    const t = await localBackend();
    await t.container.get(LoginService).logIn('Asha', 'secret1');
    expect(await t.session.verify()).toEqual({ user: ASHA, assurance: 'password' });
    expect(await t.container.get(AdminAuthority).requireAdmin()).toEqual({ kind: 'login-required' });
    expect(await everyAdminUseCase(t)).toEqual(REFUSED_EVERYWHERE);
  });
});

describe('AdminAuthority', () => {
  it("answers 'login-required' to a visitor and a shopper, 'ok' with the admin to the admin", async () => {
    const t = createTestContainer();
    const authority = t.container.get(AdminAuthority);
    expect(await authority.requireAdmin()).toEqual({ kind: 'login-required' });
    t.session.logIn(ASHA);
    expect(await authority.requireAdmin()).toEqual({ kind: 'login-required' });
    t.session.logIn(ADMIN_HOLDER);
    expect(await authority.requireAdmin()).toEqual({ kind: 'ok', admin: ADMIN_HOLDER });
  });

  it("with two-factor on: 'code-required' to a session that passed the password alone, 'ok' to the password and the code", async () => {
    const t = createTestContainer({ products: [aProduct({ id: 1, title: 'Existing' })] });
    t.twoFactorSecrets.write({ secret: ADMIN_SECRET });
    t.session.logIn(ADMIN_HOLDER, 'password');
    expect(await t.container.get(AdminAuthority).requireAdmin()).toEqual({ kind: 'code-required' });
    expect(await everyAdminUseCase(t)).toEqual(REFUSED_EVERYWHERE);
    await nothingChanged(t);
    t.session.logIn(ADMIN_HOLDER, 'password-and-code');
    expect(await t.container.get(AdminAuthority).requireAdmin()).toEqual({ kind: 'ok', admin: ADMIN_HOLDER });
  });

  it("an unreadable two-factor record refuses even the password and the code ('second-factor-unreadable'): never taken for off", async () => {
    const t = createTestContainer();
    t.container.rebind<SecondFactor>(SECOND_FACTOR).toConstantValue(new TotpSecondFactor(new MemoryTwoFactorSecretStore('unreadable'), t.clock, t.random));
    for (const assurance of ['password', 'password-and-code'] as const) {
      t.session.logIn(ADMIN_HOLDER, assurance);
      expect(await t.container.get(AdminAuthority).requireAdmin()).toEqual({ kind: 'second-factor-unreadable' });
    }
    expect((await t.container.get(AdminProductsService).add(filled)).kind).toBe('admin-only');
  });

  it("a session or a factor that cannot be checked refuses ('unavailable'), with a warning", async () => {
    const t = createTestContainer();
    const unreachable = new MemorySessionStore(ADMIN_HOLDER);
    unreachable.verify = () => Promise.reject(new Error('offline'));
    t.container.rebind<SessionStore>(SESSION_STORE).toConstantValue(unreachable);
    expect(await t.container.get(AdminAuthority).requireAdmin()).toEqual({ kind: 'unavailable' });
    t.container.rebind<SessionStore>(SESSION_STORE).toConstantValue(new MemorySessionStore(ADMIN_HOLDER));
    t.container.rebind<SecondFactor>(SECOND_FACTOR).toConstantValue({ status: () => Promise.reject(new Error('offline')) } as unknown as SecondFactor);
    expect(await t.container.get(AdminAuthority).requireAdmin()).toEqual({ kind: 'unavailable' });
    expect(t.logger.warnings).toEqual(['The admin session could not be checked: refused.', 'The admin session could not be checked: refused.']);
  });

  it('the session the login made in the local backend is recorded with the account, with its assurance', async () => {
    const t = await localBackend();
    await t.container.get(LoginService).logIn('admin', 'adminpass');
    const users = JSON.parse(t.storage.getItem(USERS_KEY)!) as Record<string, { session?: { id: string; assurance: string } }>;
    expect(users[ADMIN_HOLDER.phone]!.session).toEqual({ id: t.stored().session, assurance: 'password' });
    expect(t.stored().session).toMatch(/^[0-9a-f]{32}$/);
    expect(await t.container.get(AdminAuthority).requireAdmin()).toEqual({ kind: 'ok', admin: ADMIN_HOLDER });
  });
});
