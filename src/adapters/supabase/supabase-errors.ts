import { StorageWriteError } from '../../application/ports/storage-errors';

/** What supabase-js answers with when PostgREST (or the network) refuses: PostgREST's error body. */
export interface PostgrestFailure {
  readonly code: string;
  readonly message: string;
  readonly details?: string | null;
  readonly hint?: string | null;
}

// SQLSTATEs the catalogue's constraints and row-level security raise (supabase/migrations).
const WRITE_REASONS: Record<string, string> = {
  '42501': 'only an admin may change the catalogue',
  '23505': 'another product already has this name or SKU',
  '23514': 'a value is out of range (a negative price or stock, a discount over 100, an image that is not a web address)',
  '23502': 'a required value is missing',
};

/** A refused write as the port says: StorageWriteError, with the reason a person can act on. */
export function writeError(what: string, failure: PostgrestFailure): StorageWriteError {
  const reason = WRITE_REASONS[failure.code] ?? `the database answered: ${failure.message}`;
  return new StorageWriteError(`${what} could not be saved: ${reason}.`, { cause: failure });
}

/** A query that failed (network, server): the port has no error of its own for reads. */
export function readError(failure: PostgrestFailure): Error {
  return new Error(`The catalogue could not be read: ${failure.message}`, { cause: failure });
}
