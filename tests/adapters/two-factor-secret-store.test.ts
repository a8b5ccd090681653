import { describe, expect, it } from 'vitest';
import {
  LocalTwoFactorSecretStore,
  TWO_FACTOR_PENDING_KEY,
  TWO_FACTOR_SECRET_KEY,
} from '../../src/adapters/local/local-two-factor-secret-store';
import { MemoryTwoFactorSecretStore } from '../../src/adapters/memory/memory-two-factor-secret-store';
import { RecordingLogger } from '../support/recording-logger';
import { twoFactorSecretStoreContract } from './two-factor-secret-store.contract';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

twoFactorSecretStoreContract('MemoryTwoFactorSecretStore', () => new MemoryTwoFactorSecretStore());
twoFactorSecretStoreContract('LocalTwoFactorSecretStore', () => new LocalTwoFactorSecretStore(localStorage, new RecordingLogger()));

function store() {
  const logger = new RecordingLogger();
  return { secrets: new LocalTwoFactorSecretStore(localStorage, logger), logger };
}

describe('LocalTwoFactorSecretStore', () => {
  it('keeps the secret as JSON under adminTwoFactorSecret, the pending one under adminTwoFactorPending', () => {
    const { secrets } = store();
    secrets.write({ secret: SECRET, lastUsedStep: 7 });
    secrets.writePending('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(JSON.parse(localStorage.getItem(TWO_FACTOR_SECRET_KEY)!)).toEqual({ secret: SECRET, lastUsedStep: 7 });
    expect(localStorage.getItem(TWO_FACTOR_PENDING_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('reads a bare base32 secret, as an older version stored it', () => {
    localStorage.setItem(TWO_FACTOR_SECRET_KEY, SECRET);
    expect(store().secrets.read()).toEqual({ secret: SECRET });
  });

  it('treats a tampered secret as none, with a warning', () => {
    for (const tampered of ['{"secret": 42}', 'not base32!', '{"secret": "JBSWY3DPEHPK3PXP", "lastUsedStep": "x"}', '{"secret": "SHORT"}', '[']) {
      localStorage.setItem(TWO_FACTOR_SECRET_KEY, tampered);
      const { secrets, logger } = store();
      expect(secrets.read(), tampered).toBeUndefined();
      expect(logger.warnings).toEqual(['The two-factor secret under "adminTwoFactorSecret" is unreadable: treated as not set up.']);
    }
  });

  it('treats a tampered pending secret as none, with a warning', () => {
    localStorage.setItem(TWO_FACTOR_PENDING_KEY, 'lowercase-not-base32');
    const { secrets, logger } = store();
    expect(secrets.readPending()).toBeUndefined();
    expect(logger.warnings).toHaveLength(1);
  });

  it('throws when storage refuses the secret, so that setup can say it failed', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(() => new LocalTwoFactorSecretStore(full, new RecordingLogger()).writePending(SECRET)).toThrow('could not be saved');
  });
});
