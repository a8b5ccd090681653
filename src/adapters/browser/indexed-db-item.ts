import type { SharedItem } from '../local/local-login-attempt-store';

const STORE = 'items';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * One text value under one key of an IndexedDB database. Unlike localStorage, whose copy in each tab
 * is brought up to date by a message that may come late, a transaction reads what the last one
 * committed, in every tab of the origin: a write awaited before a cross-tab lock is released is
 * what the next holder of the lock reads.
 */
export class IndexedDbItem implements SharedItem {
  private database: Promise<IDBDatabase> | undefined;

  constructor(
    private readonly factory: IDBFactory,
    private readonly databaseName: string,
    private readonly key: string,
  ) {}

  async get(): Promise<string | undefined> {
    const transaction = (await this.open()).transaction(STORE, 'readonly');
    const value: unknown = await done(transaction.objectStore(STORE).get(this.key));
    return typeof value === 'string' ? value : undefined;
  }

  async set(value: string): Promise<void> {
    const transaction = (await this.open()).transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).put(value, this.key);
    // Settled once committed, not when the request succeeds: only then does every tab read it.
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  }

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = this.factory.open(this.databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    }).catch((error: unknown) => {
      this.database = undefined; // the next call tries again
      throw error;
    });
    return this.database;
  }
}
