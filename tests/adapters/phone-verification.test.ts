import { describe, expect, it } from 'vitest';
import { LocalPhoneVerification } from '../../src/adapters/local/local-phone-verification';
import { MemoryPhoneVerification } from '../../src/adapters/memory/memory-phone-verification';
import { phoneVerificationContract } from './phone-verification.contract';

phoneVerificationContract('MemoryPhoneVerification', () => new MemoryPhoneVerification());
phoneVerificationContract('LocalPhoneVerification', () => new LocalPhoneVerification());

describe('MemoryPhoneVerification', () => {
  it('records the numbers a code was sent to', async () => {
    const phones = new MemoryPhoneVerification();
    await phones.send('9876543210');
    expect(phones.sentTo).toEqual(['9876543210']);
  });
});
