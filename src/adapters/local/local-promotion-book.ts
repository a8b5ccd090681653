import type { Logger } from '../../application/ports/logger';
import { SAMPLE_PROMOTION, type Promotion } from '../../domain/promotions/promotion';
import { readStoredPromotion, readStoredUse, type PromotionUse } from '../../domain/promotions/stored-promotion';
import { RecordPromotionBook, type PromotionRecords } from '../in-browser/record-promotion-book';
import { writeItem } from './guarded-storage';

export const PROMOTIONS_KEY = 'promotions';
export const PROMOTION_USES_KEY = 'promotion-uses';

/**
 * The promotions in localStorage under `promotions` (a list; none stored yet: the spec's sample,
 * paused) and the orders that used them under `promotion-uses`, apart, so that the admin's edits
 * and a placing never write over each other. A promotion that cannot be read is left out, with a
 * warning. Uses that cannot be read refuse every call: counting from none would lift every limit.
 */
export class LocalPromotionBook extends RecordPromotionBook {
  constructor(storage: Storage, logger: Logger) {
    super(new LocalPromotionRecords(storage, logger));
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
