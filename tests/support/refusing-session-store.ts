import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';

/** A session store whose storage refuses every write (full), as the local one then throws. */
export class RefusingSessionStore extends MemorySessionStore {
  override logIn(): void {
    throw new StorageWriteError('The session could not be saved: browser storage is full or unavailable.');
  }
  override logOut(): void {
    throw new StorageWriteError('The session could not be saved: browser storage is full or unavailable.');
  }
}
