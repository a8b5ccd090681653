import { beforeEach } from 'vitest';
import { PasswordAccounts } from '../../src/application/sign-in/password-accounts';
import { WebCryptoPasswordHasher } from '../../src/adapters/browser/web-crypto-password-hasher';
import { LocalUserRepository } from '../../src/adapters/local/local-user-repository';
import { MemoryUserRepository } from '../../src/adapters/memory/memory-user-repository';
import { RecordingLogger } from '../support/recording-logger';
import { userAccountsContract } from './user-accounts.contract';

// Real PBKDF2 at a cheap cost: the contract checks real hashes, quickly.
const hasher = new WebCryptoPasswordHasher({ iterations: 1_000 });

beforeEach(() => localStorage.clear());

userAccountsContract('PasswordAccounts over MemoryUserRepository (the memory backend)', () => new PasswordAccounts(new MemoryUserRepository(), hasher));
userAccountsContract(
  'PasswordAccounts over LocalUserRepository (the local backend)',
  () => new PasswordAccounts(new LocalUserRepository(localStorage, new RecordingLogger()), hasher),
);
