/*
 * Names and phones no other case has used: the emulation's users are rows of the API database's
 * auth.users, shared by every test file of the run, and both are unique there.
 */
import { randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A name like 'Asha Qxkvtl': letters and a space, as the sign-up form allows. */
export function newName(first = 'Asha'): string {
  return `${first} ${LETTERS[randomInt(26)]!.toUpperCase()}${Array.from({ length: 7 }, () => LETTERS[randomInt(26)]).join('')}`;
}

/** Ten digits starting with 9, as an Indian mobile number. */
export function newPhone(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}
