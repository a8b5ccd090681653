import type { ExclusiveLock } from '../../application/ports/exclusive-lock';
import type { Logger } from '../../application/ports/logger';
import { SAMPLE_PROMOTION, type Promotion } from '../../domain/promotions/promotion';
import { readStoredPromotion, readStoredUse, type PromotionUse } from '../../domain/promotions/stored-promotion';
import { RecordPromotionBook, type PromotionRecords } from '../in-browser/record-promotion-book';
import { writeItem } from './guarded-storage';

export const PROMOTIONS_KEY = 'promotions';
export const PROMOTION_USES_KEY = 'promotion-uses';
export const PROMOTION_CHECKS_KEY = 'promotion-checks';

/**
 * The promotions in localStorage under `promotions` (a list; none stored yet: the spec's sample,
 * paused) and the orders that used them under `promotion-uses`, apart, so that the admin's edits
 * and a placing never write over each other. A promotion that cannot be read is left out, with a
 * warning. Uses that cannot be read refuse every call: counting from none would lift every limit.
 * Each shopper's tries of a code in the last hour are under `promotion-checks`, counted under the
 * cross-tab `lock`; tries that cannot be read refuse every check, for the same reason.
 */
export class LocalPromotionBook extends RecordPromotionBook {
  constructor(storage: Storage, logger: Logger, lock?: ExclusiveLock) {
    super(new LocalPromotionRecords(storage, logger), lock);
  }
}

class LocalPromotionRecords implements PromotionRecords {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async loadPromotions(): Promise<readonly Promotion[]> {
    const raw = this.read(PROMOTIONS_KEY);
    if (raw === null) return [SAMPLE_PROMOTION];
    const list = parseList(raw);
    if (!list) throw new Error('The promotions could not be read: what is stored is not a list of promotions.');
    const promotions = list.flatMap((item) => readStoredPromotion(item) ?? []);
    if (promotions.length < list.length) this.logger.warn(`Some promotions under "${PROMOTIONS_KEY}" are unreadable; they are left out.`);
    return promotions;
  }

  async savePromotions(promotions: readonly Promotion[]): Promise<void> {
    writeItem(this.storage, PROMOTIONS_KEY, JSON.stringify(promotions), 'The promotion');
  }

  async loadUses(): Promise<readonly PromotionUse[]> {
    const raw = this.read(PROMOTION_USES_KEY);
    if (raw === null) return [];
    const uses = parseList(raw)?.map(readStoredUse);
    if (!uses || uses.some((use) => use === undefined)) {
      this.logger.warn(`The promotion uses under "${PROMOTION_USES_KEY}" are unreadable; no code can be used.`);
      throw new Error('The promotion uses could not be read.');
    }
    return uses as PromotionUse[];
  }

  async saveUses(uses: readonly PromotionUse[]): Promise<void> {
    writeItem(this.storage, PROMOTION_USES_KEY, JSON.stringify(uses), 'The promotion use');
  }

  async loadChecks(): Promise<Readonly<Record<string, readonly number[]>>> {
    const raw = this.read(PROMOTION_CHECKS_KEY);
    if (raw === null) return {};
    const checks = parseChecks(raw);
    if (!checks) {
      this.logger.warn(`The promotion code tries under "${PROMOTION_CHECKS_KEY}" are unreadable; no code can be checked.`);
      throw new Error('The promotion code tries could not be read.');
    }
    return checks;
  }

  async saveChecks(checks: Readonly<Record<string, readonly number[]>>): Promise<void> {
    writeItem(this.storage, PROMOTION_CHECKS_KEY, JSON.stringify(checks), 'The promotion code try');
  }

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch (cause) {
      throw new Error('The promotions could not be read: browser storage is unavailable.', { cause });
    }
  }
}

function parseList(raw: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** `{ owner: [epoch ms, …] }`, or undefined when it is anything else. */
function parseChecks(raw: string): Record<string, number[]> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed);
    const valid = entries.every(([, tries]) => Array.isArray(tries) && tries.every((tried) => Number.isFinite(tried)));
    return valid ? (Object.fromEntries(entries) as Record<string, number[]>) : undefined;
  } catch {
    return undefined;
  }
}
