import { describe, expect, it } from 'vitest';
import type { LoginAttemptStore } from '../../src/application/ports/login-attempts';

/** What every LoginAttemptStore adapter must do; `create` starts from an empty store. */
export function loginAttemptStoreContract(name: string, create: () => LoginAttemptStore) {
  describe(`${name} — LoginAttemptStore contract`, () => {
    it('knows no failures at first', () => {
      expect(create().read('asha')).toBeUndefined();
    });

    it('keeps attempts by name key, and replaces them', () => {
      const store = create();
      store.write('asha', { failures: 1 });
      store.write('ravi', { failures: 5, blockedUntil: 1_700_000_030_000 });
      expect(store.read('asha')).toEqual({ failures: 1 });
      expect(store.read('ravi')).toEqual({ failures: 5, blockedUntil: 1_700_000_030_000 });
      store.write('asha', { failures: 2 });
      expect(store.read('asha')).toEqual({ failures: 2 });
    });

    it('clears one name only; clearing an unknown name changes nothing', () => {
      const store = create();
      store.write('asha', { failures: 3 });
      store.write('ravi', { failures: 1 });
      store.clear('asha');
      store.clear('nobody');
      expect(store.read('asha')).toBeUndefined();
      expect(store.read('ravi')).toEqual({ failures: 1 });
    });

    it('reads nothing for names that are object properties', () => {
      const store = create();
      expect(store.read('__proto__')).toBeUndefined();
      expect(store.read('constructor')).toBeUndefined();
      store.write('constructor', { failures: 1 });
      expect(store.read('constructor')).toEqual({ failures: 1 });
    });
  });
}
