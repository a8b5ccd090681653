import { describe, expect, it } from 'vitest';
import type { TwoFactorSecretStore } from '../../src/application/ports/two-factor-secret-store';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTHER = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** What every TwoFactorSecretStore adapter must do; `create` starts from an empty store. */
export function twoFactorSecretStoreContract(name: string, create: () => TwoFactorSecretStore) {
  describe(`${name} — TwoFactorSecretStore contract`, () => {
    it('holds no secret and nothing pending at first', () => {
      const store = create();
      expect(store.read()).toEqual({ kind: 'none' });
      expect(store.readPending()).toBeUndefined();
    });

    it('keeps the enabled secret with the last step used, and replaces it', () => {
      const store = create();
      store.write({ secret: SECRET });
      expect(store.read()).toEqual({ kind: 'enabled', record: { secret: SECRET } });
      store.write({ secret: SECRET, lastUsedStep: 56_666_667 });
      expect(store.read()).toEqual({ kind: 'enabled', record: { secret: SECRET, lastUsedStep: 56_666_667 } });
      store.write({ secret: OTHER });
      expect(store.read()).toEqual({ kind: 'enabled', record: { secret: OTHER } });
    });

    it('keeps a pending secret apart from the enabled one, and forgets it', () => {
      const store = create();
      store.write({ secret: SECRET });
      store.writePending(OTHER);
      expect(store.readPending()).toBe(OTHER);
      expect(store.read()).toEqual({ kind: 'enabled', record: { secret: SECRET } });
      store.writePending(undefined);
      expect(store.readPending()).toBeUndefined();
      expect(store.read()).toEqual({ kind: 'enabled', record: { secret: SECRET } });
    });

    it('clears the enabled and the pending secret', () => {
      const store = create();
      store.write({ secret: SECRET, lastUsedStep: 3 });
      store.writePending(OTHER);
      store.clear();
      expect(store.read()).toEqual({ kind: 'none' });
      expect(store.readPending()).toBeUndefined();
      store.clear();
      expect(store.read()).toEqual({ kind: 'none' });
    });

    it('hands out copies', () => {
      const store = create();
      store.write({ secret: SECRET, lastUsedStep: 1 });
      const read = store.read();
      if (read.kind === 'enabled') (read.record as { lastUsedStep?: number }).lastUsedStep = 99;
      expect(store.read()).toEqual({ kind: 'enabled', record: { secret: SECRET, lastUsedStep: 1 } });
    });
  });
}
