/**
 * How much a login established (Supabase Auth's aal1 and aal2): the password alone, or the password
 * and the authenticator's code. An admin whose two-factor is set up needs the second.
 */
export type AssuranceLevel = 'password' | 'password-and-code';
