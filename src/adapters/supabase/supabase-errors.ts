import { StorageWriteError } from '../../application/ports/storage-errors';

/** What supabase-js answers with when PostgREST (or the network) refuses: PostgREST's error body. */
export interface PostgrestFailure {
  readonly code: string;
  readonly message: string;
  readonly details?: string | null;
  readonly hint?: string | null;
}

/**
 * By SQLSTATE, the refusals a table's or function's rules raise (privileges, row-level security,
 * checks, the functions' own), each as the reason a person can act on.
 */
export type Refusals = Readonly<Record<string, string>>;

// SQLSTATEs the catalogue's constraints and row-level security raise (supabase/migrations).
export const CATALOGUE_REFUSALS: Refusals = {
  '42501': 'only an admin may change the catalogue',
  '23505': 'another product already has this name or SKU',
  '23514': 'a value is out of range (a negative price or stock, a discount over 100, an image that is not a web address)',
  '23502': 'a required value is missing',
};

/**
 * A write that failed, whatever the reason, as the port says: StorageWriteError '<what> could not be
 * saved: <reason>.', the refusal's reason when its SQLSTATE is known, else the database's words.
 */
export function writeError(what: string, failure: PostgrestFailure, refusals: Refusals): StorageWriteError {
  const reason = refusals[failure.code] ?? `the database answered: ${failure.message}`;
  return new StorageWriteError(`${what} could not be saved: ${reason}.`, { cause: failure });
}

/**
 * A call that failed ('<what>' says what could not be done): a refusal by a rule (its SQLSTATE in
 * `refusals`) is StorageWriteError with the reason; anything else (network, server) a plain Error.
 */
export function failed(what: string, failure: PostgrestFailure, refusals: Refusals): Error {
  const reason = refusals[failure.code];
  if (reason) return new StorageWriteError(`${what}: ${reason}.`, { cause: failure });
  return new Error(`${what}: ${failure.message}`, { cause: failure });
}

/** A query that failed (network, server): '<what> could not be read'; the ports have no error of their own for reads. */
export function readError(what: string, failure: PostgrestFailure): Error {
  return new Error(`${what} could not be read: ${failure.message}`, { cause: failure });
}
