import { describe, expect, it } from 'vitest';
import { LocalUserRepository, UNREADABLE_USERS_BACKUP_KEY, USERS_KEY } from '../../src/adapters/local/local-user-repository';
import { MemoryUserRepository } from '../../src/adapters/memory/memory-user-repository';
import { RecordingLogger } from '../support/recording-logger';
import { userRepositoryContract } from './user-repository.contract';

const HASH = 'pbkdf2-sha256$600$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
const NEW_HASH = 'pbkdf2-sha256$600$AQEBAQEBAQEBAQEBAQEBAQ==$AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=';
const AT = '2026-01-02T03:04:05.000Z';

userRepositoryContract('MemoryUserRepository', () => new MemoryUserRepository());
userRepositoryContract('LocalUserRepository', () => new LocalUserRepository(localStorage, new RecordingLogger()));

function repository() {
  const logger = new RecordingLogger();
  return { repo: new LocalUserRepository(localStorage, logger), logger };
}

const stored = (): Record<string, unknown> => JSON.parse(localStorage.getItem(USERS_KEY) ?? 'null');
const store = (map: unknown) => localStorage.setItem(USERS_KEY, JSON.stringify(map));

describe('LocalUserRepository: the users map in localStorage', () => {
  it("keeps the spec's map keyed by phone, with the hash in passwordHash and no password field", async () => {
    const { repo } = repository();
    await repo.add({ name: 'Asha', phone: '9876543210', registeredAt: AT, password: { kind: 'hash', encoded: HASH } });
    expect(stored()).toEqual({ '9876543210': { name: 'Asha', phone: '9876543210', registeredAt: AT, passwordHash: HASH } });
  });

  it('never stores a plain password', async () => {
    const { repo } = repository();
    await expect(repo.add({ name: 'Asha', phone: '9876543210', registeredAt: AT, password: { kind: 'legacy-plain', password: 'secret1' } })).rejects.toThrow();
    expect(localStorage.getItem(USERS_KEY)).toBeNull();
  });

  it("reads the spec's plain-text records as legacy, and rehashing drops the password field", async () => {
    store({ '9876543210': { name: 'Asha', password: 'secret1', phone: '9876543210', registeredAt: AT } });
    const { repo } = repository();
    expect(await repo.findByName('asha')).toEqual({
      name: 'Asha',
      phone: '9876543210',
      registeredAt: AT,
      password: { kind: 'legacy-plain', password: 'secret1' },
    });
    expect(await repo.setPassword('Asha', { kind: 'hash', encoded: NEW_HASH })).toBe(true);
    expect(stored()).toEqual({ '9876543210': { name: 'Asha', phone: '9876543210', registeredAt: AT, passwordHash: NEW_HASH } });
  });

  it('reads the oldest records, keyed by username without a phone, and rehashes them in place', async () => {
    store({ asha: { name: 'Asha', registeredAt: AT, password: 'secret1' } });
    const { repo } = repository();
    expect(await repo.findByName('Asha')).toEqual({ name: 'Asha', phone: '', registeredAt: AT, password: { kind: 'legacy-plain', password: 'secret1' } });
    await repo.setPassword('asha', { kind: 'hash', encoded: NEW_HASH });
    expect(stored()).toEqual({ asha: { name: 'Asha', registeredAt: AT, passwordHash: NEW_HASH } });
  });

  it('keeps the name of an old record without a password taken, though nobody can log in with it', async () => {
    store({ ravi: { name: 'Ravi', registeredAt: AT } });
    const { repo } = repository();
    expect(await repo.findByName('Ravi')).toBeUndefined();
    expect(await repo.add({ name: 'RAVI', phone: '9123456780', registeredAt: AT, password: { kind: 'hash', encoded: HASH } })).toBe('name-taken');
  });

  it('skips unreadable records with a warning, but keeps them: the map never shrinks', async () => {
    const tampered = {
      '9000000001': { name: 42 },
      '9000000002': 'not a record',
      '9000000003': { name: 'Mallory', phone: '9000000003', registeredAt: AT, passwordHash: 'not-a-hash' },
      '9876543210': { name: 'Asha', phone: '9876543210', registeredAt: AT, passwordHash: HASH },
    };
    store(tampered);
    const { repo, logger } = repository();
    expect(await repo.findByName('Asha')).toMatchObject({ name: 'Asha' });
    expect(await repo.findByName('Mallory')).toBeUndefined();
    expect(logger.warnings.length).toBeGreaterThan(0);
    expect(new Set(logger.warnings)).toEqual(new Set([`Ignored 3 unreadable user record(s) in "users"; they are kept in storage.`]));

    expect(await repo.add({ name: 'Ravi', phone: '9123456780', registeredAt: AT, password: { kind: 'hash', encoded: HASH } })).toBe('added');
    await repo.setPassword('Asha', { kind: 'hash', encoded: NEW_HASH });
    const after = stored();
    expect(Object.keys(after).length).toBe(Object.keys(tampered).length + 1);
    for (const key of ['9000000001', '9000000002', '9000000003']) expect(after[key]).toEqual(tampered[key as keyof typeof tampered]);
  });

  it('never gives the phone of an unreadable record to someone else, and keeps its name taken', async () => {
    store({ '9000000001': { name: 'Mallory', phone: 9000000001 } });
    const { repo } = repository();
    expect(await repo.add({ name: 'Ravi', phone: '9000000001', registeredAt: AT, password: { kind: 'hash', encoded: HASH } })).toBe('phone-taken');
    expect(await repo.add({ name: 'mallory', phone: '9123456780', registeredAt: AT, password: { kind: 'hash', encoded: HASH } })).toBe('name-taken');
    expect(stored()).toEqual({ '9000000001': { name: 'Mallory', phone: 9000000001 } });
  });

  it('keeps a users value that is no map aside before starting a new one', async () => {
    localStorage.setItem(USERS_KEY, '{"9876543210": {"name": "Asha"');
    const { repo, logger } = repository();
    expect(await repo.findByName('Asha')).toBeUndefined();
    expect(await repo.add({ name: 'Ravi', phone: '9123456780', registeredAt: AT, password: { kind: 'hash', encoded: HASH } })).toBe('added');
    expect(localStorage.getItem(UNREADABLE_USERS_BACKUP_KEY)).toBe('{"9876543210": {"name": "Asha"');
    expect(Object.keys(stored())).toEqual(['9123456780']);
    expect(logger.warnings.at(-1)).toContain('kept under "users:unreadable"');
  });

  it('sees what another tab (the same storage) added since', async () => {
    const first = repository().repo;
    const second = repository().repo;
    await first.add({ name: 'Asha', phone: '9876543210', registeredAt: AT, password: { kind: 'hash', encoded: HASH } });
    expect(await second.add({ name: 'asha', phone: '9123456780', registeredAt: AT, password: { kind: 'hash', encoded: HASH } })).toBe('name-taken');
    expect((await second.findByPhone('9876543210'))?.name).toBe('Asha');
  });

  it('says when storage refuses the write, and stores nothing', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const repo = new LocalUserRepository(full, new RecordingLogger());
    await expect(repo.add({ name: 'Asha', phone: '9876543210', registeredAt: AT, password: { kind: 'hash', encoded: HASH } })).rejects.toThrow(
      'The account could not be saved',
    );
  });
});
