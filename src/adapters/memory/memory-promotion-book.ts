import { SAMPLE_PROMOTION, type Promotion } from '../../domain/promotions/promotion';
import type { PromotionUse } from '../../domain/promotions/stored-promotion';
import { RecordPromotionBook } from '../in-browser/record-promotion-book';

/** The promotions held in memory (the spec's sample seeded, paused): for tests, benchmarks and demos. Copies in and out. */
export class MemoryPromotionBook extends RecordPromotionBook {
  constructor(seed: readonly Promotion[] = [SAMPLE_PROMOTION]) {
    let promotions: readonly Promotion[] = structuredClone(seed);
    let uses: readonly PromotionUse[] = [];
    let checks: Readonly<Record<string, readonly number[]>> = {};
    super({
      loadPromotions: async () => structuredClone(promotions),
      savePromotions: async (next) => {
        promotions = structuredClone(next);
      },
      loadUses: async () => structuredClone(uses),
      saveUses: async (next) => {
        uses = structuredClone(next);
      },
      loadChecks: async () => structuredClone(checks),
      saveChecks: async (next) => {
        checks = structuredClone(next);
      },
    });
  }
}
