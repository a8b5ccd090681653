import type { AdminSignInLog, ListedSignIn } from '../../application/ports/admin-sign-in-log';
import type { Logger } from '../../application/ports/logger';
import { SIGN_IN_LOG_CAPACITY, withSignIn, withSignInEnded, type AdminSignIn } from '../../domain/admin/sign-in-log';
import { parseSignInList } from '../../domain/admin/sign-in-log-schema';
import { readItem, writeItem } from './guarded-storage';

export const ADMIN_SIGN_INS_KEY = 'adminSignIns';

/**
 * The admin's sign-ins on this browser under `adminSignIns`, newest first. Every entry was made
 * here, so the newest is the current one; the browser does not know its own address, so none is
 * recorded. A stored value that is not a valid log reads as empty, with a warning, and is replaced
 * at the next sign-in.
 */
export class LocalAdminSignInLog implements AdminSignInLog {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
    private readonly userAgent: string,
    private readonly newId: () => string,
    private readonly capacity = SIGN_IN_LOG_CAPACITY,
  ) {}

  async record(time: number): Promise<void> {
    this.write(withSignIn(this.read(), { id: this.newId(), time, userAgent: this.userAgent }, this.capacity));
  }

  async recent(limit: number): Promise<ListedSignIn[]> {
    return this.read()
      .slice(0, Math.max(0, limit))
      .map((entry, index) => ({ ...entry, current: index === 0 && entry.endedAt === undefined }));
  }

  async end(id: string, time: number): Promise<void> {
    const entries = this.read();
    if (entries.some((entry) => entry.id === id && entry.endedAt === undefined)) this.write(withSignInEnded(entries, id, time));
  }

  private read(): AdminSignIn[] {
    const raw = readItem(this.storage, ADMIN_SIGN_INS_KEY, this.logger);
    if (raw === null) return [];
    let entries: AdminSignIn[] | undefined;
    try {
      entries = parseSignInList(JSON.parse(raw));
    } catch {
      entries = undefined;
    }
    if (!entries) {
      this.logger.warn(`The stored admin sign-ins under "${ADMIN_SIGN_INS_KEY}" are unreadable; showing none.`);
      return [];
    }
    return entries.slice(0, this.capacity);
  }

  private write(entries: AdminSignIn[]): void {
    writeItem(this.storage, ADMIN_SIGN_INS_KEY, JSON.stringify(entries), 'The access log');
  }
}
