import { describe, expect, it } from 'vitest';
import { isAdmin } from '../../src/domain/sign-in/account';

describe('isAdmin', () => {
  it("without a role (the local backend): the user named 'admin', in any case and spacing", () => {
    expect(isAdmin({ phone: '9000000001', name: ' Admin ' })).toBe(true);
    expect(isAdmin({ phone: '9876543210', name: 'Asha' })).toBe(false);
  });

  it('with a role (Supabase): the role decides, whatever the name', () => {
    expect(isAdmin({ phone: '9000000001', name: 'admin', role: 'user' })).toBe(false);
    expect(isAdmin({ phone: '9000000007', name: 'Priya', role: 'admin' })).toBe(true);
  });
});
