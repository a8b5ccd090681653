import { describe, expect, it } from 'vitest';
import type { LoginAttemptStore } from '../../src/application/ports/login-attempts';

/**
 * What every LoginAttemptStore adapter must do; `create` starts from an empty store. `full`, for an
 * adapter whose storage can fill up, gives one whose storage refuses every write.
 */
export function loginAttemptStoreContract(name: string, create: () => LoginAttemptStore, options: { full?: () => LoginAttemptStore } = {}) {
  describe(`${name} — LoginAttemptStore contract`, () => {
    it('knows no failures at first', async () => {
      expect(await create().read('asha')).toBeUndefined();
    });

    it('keeps attempts by name key, and replaces them', async () => {
      const store = create();
      await store.write('asha', { failures: 1 });
      await store.write('ravi', { failures: 5, blockedUntil: 1_700_000_030_000 });
      expect(await store.read('asha')).toEqual({ failures: 1 });
      expect(await store.read('ravi')).toEqual({ failures: 5, blockedUntil: 1_700_000_030_000 });
      await store.write('asha', { failures: 2 });
      expect(await store.read('asha')).toEqual({ failures: 2 });
    });

    it('clears one name only; clearing an unknown name changes nothing', async () => {
      const store = create();
      await store.write('asha', { failures: 3 });
      await store.write('ravi', { failures: 1 });
      await store.clear('asha');
      await store.clear('nobody');
      expect(await store.read('asha')).toBeUndefined();
      expect(await store.read('ravi')).toEqual({ failures: 1 });
    });

    it('never drops a record with a lock to make room, however many other names are written (600)', async () => {
      const store = create();
      await store.write('ravi', { failures: 5, blockedUntil: 1_700_000_030_000 });
      for (let i = 0; i < 600; i++) await store.write(`made-up ${i}`, { failures: 1 });
      expect(await store.read('ravi')).toEqual({ failures: 5, blockedUntil: 1_700_000_030_000 });
    });

    const { full } = options;
    if (full) {
      it('reports a change it could not keep (storage full), so that the login can be refused', async () => {
        const store = full();
        await expect(store.write('asha', { failures: 1 })).rejects.toThrow(/could not be saved/);
      });
    }

    it('reads nothing for names that are object properties', async () => {
      const store = create();
      expect(await store.read('__proto__')).toBeUndefined();
      expect(await store.read('constructor')).toBeUndefined();
      await store.write('constructor', { failures: 1 });
      expect(await store.read('constructor')).toEqual({ failures: 1 });
    });
  });
}
