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
    expect(store().secrets.read()).toEqual({ kind: 'enabled', record: { secret: SECRET } });
  });

  // Fail closed (issue 20): a record that cannot be read is never 'none', which would skip the code.
  it('reads a record of any shape the schema refuses as unreadable, never as none, with an error', () => {
    const shapes = [
      '{"secret": 42}',
      'not base32!',
      '{"secret": "JBSWY3DPEHPK3PXP", "lastUsedStep": "x"}',
      '{"secret": "JBSWY3DPEHPK3PXP", "lastUsedStep": null}',
      '{"secret": "JBSWY3DPEHPK3PXP", "lastUsedStep": -1}',
      '{"secret": "jbswy3dpehpk3pxp"}',
      'jbswy3dpehpk3pxpjbswy3dpehpk3pxp',
      '{"secret": "SHORT"}',
      '{}',
      'null',
      '',
      '[',
    ];
    for (const tampered of shapes) {
      localStorage.setItem(TWO_FACTOR_SECRET_KEY, tampered);
      const { secrets, logger } = store();
      expect(secrets.read(), tampered).toEqual({ kind: 'unreadable' });
      expect(logger.errors, tampered).toHaveLength(1);
    }
  });

  it('reads storage that throws as unreadable, never as none', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(new LocalTwoFactorSecretStore(blocked, new RecordingLogger()).read()).toEqual({ kind: 'unreadable' });
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
