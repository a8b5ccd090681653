import { describe, expect, it } from 'vitest';
import { withSignIn, withSignInEnded, type AdminSignIn } from '../../src/domain/admin/sign-in-log';
import { parseSignInList } from '../../src/domain/admin/sign-in-log-schema';

const signIn = (id: string, time: number, endedAt?: number): AdminSignIn => ({ id, time, userAgent: 'UA', ...(endedAt === undefined ? {} : { endedAt }) });

describe('the admin sign-in log', () => {
  it('a new sign-in goes first and ends the ones still open; ended ones keep their end', () => {
    expect(withSignIn([signIn('b', 2), signIn('a', 1, 1)], signIn('c', 3))).toEqual([signIn('c', 3), signIn('b', 2, 3), signIn('a', 1, 1)]);
  });

  it('keeps at most its capacity', () => {
    expect(withSignIn([signIn('a', 1, 2)], signIn('b', 2), 1)).toEqual([signIn('b', 2)]);
  });

  it('ends one sign-in, once', () => {
    const ended = withSignInEnded([signIn('b', 2), signIn('a', 1)], 'a', 5);
    expect(ended).toEqual([signIn('b', 2), signIn('a', 1, 5)]);
    expect(withSignInEnded(ended, 'a', 9)).toEqual(ended);
  });

  it('reads a stored list back, and refuses anything else', () => {
    expect(parseSignInList([signIn('a', 1, 2), { ...signIn('b', 3), ip: '10.0.0.1' }])).toEqual([signIn('a', 1, 2), { ...signIn('b', 3), ip: '10.0.0.1' }]);
    expect(parseSignInList([{ id: '', time: 1, userAgent: 'UA' }])).toBeUndefined();
    expect(parseSignInList({ id: 'a' })).toBeUndefined();
  });
});
