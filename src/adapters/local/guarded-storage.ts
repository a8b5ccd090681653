import type { Logger } from '../../application/ports/logger';
import { StorageWriteError } from '../../application/ports/storage-errors';

/**
 * The guarded reads and writes every local adapter makes. Storage can be unavailable (a privacy
 * mode, a policy) or full: a read then answers nothing stored, with a warning, so that a page still
 * works; a refused write throws StorageWriteError, so that the caller can say what was not saved.
 */
export function readItem(storage: Storage, key: string, logger: Logger, warning = 'Browser storage is unavailable.'): string | null {
  try {
    return storage.getItem(key);
  } catch (error) {
    logger.warn(warning, error);
    return null;
  }
}

/** Writes `value` under `key`; `what` names it in the error ('The account', 'The settings'). */
export function writeItem(storage: Storage, key: string, value: string, what: string): void {
  try {
    storage.setItem(key, value);
  } catch (cause) {
    throw new StorageWriteError(`${what} could not be saved: browser storage is full or unavailable.`, { cause });
  }
}
