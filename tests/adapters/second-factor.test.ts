import { beforeEach } from 'vitest';
import { TotpSecondFactor } from '../../src/application/sign-in/totp-second-factor';
import type { TwoFactorSecretStore } from '../../src/application/ports/two-factor-secret-store';
import { LocalTwoFactorSecretStore } from '../../src/adapters/local/local-two-factor-secret-store';
import { ManualClock } from '../../src/adapters/memory/manual-clock';
import { MemoryTwoFactorSecretStore } from '../../src/adapters/memory/memory-two-factor-secret-store';
import { SeededRandomSource } from '../../src/adapters/memory/seeded-random-source';
import { totpCode } from '../../src/domain/sign-in/totp';
import { RecordingLogger } from '../support/recording-logger';
import { secondFactorContract } from './second-factor.contract';

const TOTP_STEP_MS = 30_000;

beforeEach(() => localStorage.clear());

/** TotpSecondFactor over `secrets`, on a clock that moves a step before each new code. */
function totpOver(secrets: TwoFactorSecretStore) {
  const clock = new ManualClock(1_700_000_000_000);
  return async () => ({
    factor: new TotpSecondFactor(secrets, clock, new SeededRandomSource()),
    user: { phone: '9000000001', name: 'admin' },
    nextCode: async (secret: string) => {
      clock.advance(TOTP_STEP_MS);
      return totpCode(secret, clock.now());
    },
  });
}

secondFactorContract('TotpSecondFactor over MemoryTwoFactorSecretStore (the memory backend)', () => totpOver(new MemoryTwoFactorSecretStore())());
secondFactorContract('TotpSecondFactor over LocalTwoFactorSecretStore (the local backend)', () =>
  totpOver(new LocalTwoFactorSecretStore(localStorage, new RecordingLogger()))(),
);
