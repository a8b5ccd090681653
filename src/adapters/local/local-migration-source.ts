import type { Logger } from '../../application/ports/logger';
import type { LocalDataSnapshot, MigrationSource } from '../../application/ports/migration-source';
import { readItem } from './guarded-storage';
import { PRODUCT_STORAGE_KEY } from './local-product-repository';
import { USERS_KEY } from './local-user-repository';
import { extractRecords } from './stored-catalogue';

/**
 * This browser's catalogue (`product-storage`: the store's products, or a legacy list) and users
 * (`users`) as stored, for the migration. Unreadable data stops the migration with a message rather
 * than being skipped: a migration that copied nothing of it would then clear it.
 */
export class LocalMigrationSource implements MigrationSource {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async read(): Promise<LocalDataSnapshot> {
    return { products: this.products(), users: this.users() };
  }

  async clearMigrated(): Promise<void> {
    for (const key of [PRODUCT_STORAGE_KEY, USERS_KEY]) this.storage.removeItem(key);
  }

  private products(): unknown[] {
    const raw = readItem(this.storage, PRODUCT_STORAGE_KEY, this.logger);
    if (raw === null) return [];
    const records = extractRecords(raw);
    if (!records) throw new Error(`The catalogue stored in this browser ("${PRODUCT_STORAGE_KEY}") is unreadable: nothing was migrated.`);
    return records;
  }

  private users(): Record<string, unknown> {
    const raw = readItem(this.storage, USERS_KEY, this.logger);
    if (raw === null) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Said below.
    }
    throw new Error(`The users stored in this browser ("${USERS_KEY}") are unreadable: nothing was migrated.`);
  }
}
