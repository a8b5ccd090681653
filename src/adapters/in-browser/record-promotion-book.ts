import type { ExclusiveLock } from '../../application/ports/exclusive-lock';
import type { PromotionBook, PromotionSaveResult, PromotionUsage } from '../../application/ports/promotion-book';
import type { Paise } from '../../domain/orders/paise';
import { applyPromotion, type PromotionOutcome } from '../../domain/promotions/apply-promotion';
import { TOO_MANY_CODES, recentChecks, withCheck } from '../../domain/promotions/code-checks';
import { normalizeCode, type Promotion, type PromotionEntry, type PromotionState } from '../../domain/promotions/promotion';
import type { PromotionUse } from '../../domain/promotions/stored-promotion';

/**
 * The order book's side of the promotions in a browser backend (as StockKeeper is the catalogue's):
 * the code's promotion and uses as stored now, and a use written or taken back. The order book calls
 * it under the orders lock, in the step that places the order.
 */
export interface PromotionKeeper {
  /**
   * Counts one try of a code by `owner` at `at`: false, nothing counted, when the hour's tries are
   * used up. Rejects when the count cannot be read or written (the caller then refuses the code).
   */
  noteCheck(owner: string, at: number): Promise<boolean>;
  offer(owner: string, code: string): Promise<{ readonly promotion: Promotion | undefined; readonly usage: PromotionUsage }>;
  /** Rejects (StorageWriteError) when refused; nothing then changed. */
  recordUse(use: PromotionUse): Promise<void>;
  /** Takes back a use recorded for an order whose save then failed. */
  removeUse(use: PromotionUse): Promise<void>;
  /**
   * Gives back the uses of these orders (cancelled: a cancelled order used nothing), answering the
   * uses taken out, for putBackUses when the cancellation cannot be saved. Rejects when refused.
   */
  releaseUses(orderNumbers: readonly string[]): Promise<readonly PromotionUse[]>;
  /** Puts back uses releaseUses took out (their cancellation was not saved). */
  putBackUses(uses: readonly PromotionUse[]): Promise<void>;
}

/** Where a browser backend keeps the promotions and, apart, their uses (placings and admin edits never write over each other). */
export interface PromotionRecords {
  loadPromotions(): Promise<readonly Promotion[]>;
  savePromotions(promotions: readonly Promotion[]): Promise<void>;
  loadUses(): Promise<readonly PromotionUse[]>;
  saveUses(uses: readonly PromotionUse[]): Promise<void>;
  /** Each shopper's recent tries of a code (epoch ms), by owner. */
  loadChecks(): Promise<Readonly<Record<string, readonly number[]>>>;
  saveChecks(checks: Readonly<Record<string, readonly number[]>>): Promise<void>;
}

/** The cross-tab lock a browser backend takes to count a try (the login throttle's pattern). */
export const PROMOTION_CHECKS_LOCK = 'fashion-zone-promotion-checks';

/** The promotion book of the memory and local backends, over their records; also the order book's keeper. */
export class RecordPromotionBook implements PromotionBook, PromotionKeeper {
  /** `lock`: where tabs share the records (localStorage), so that two tabs' tries are both counted. */
  constructor(
    private readonly records: PromotionRecords,
    private readonly lock?: ExclusiveLock,
  ) {}

  async list(): Promise<readonly PromotionEntry[]> {
    const [promotions, uses] = await Promise.all([this.records.loadPromotions(), this.records.loadUses()]);
    return [...promotions]
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map((promotion) => ({ promotion, uses: uses.filter((use) => use.code === promotion.code).length }));
  }

  async save(promotion: Promotion, creating: boolean): Promise<PromotionSaveResult> {
    const promotions = await this.records.loadPromotions();
    const index = promotions.findIndex((known) => known.code === promotion.code);
    if (creating && index !== -1) return { kind: 'duplicate' };
    if (!creating && index === -1) return { kind: 'not-found' };
    const next = creating ? [...promotions, promotion] : promotions.map((known, at) => (at === index ? promotion : known));
    await this.records.savePromotions(structuredClone(next));
    return { kind: 'saved' };
  }

  async setState(code: string, state: PromotionState): Promise<boolean> {
    const promotions = await this.records.loadPromotions();
    const wanted = normalizeCode(code);
    if (!promotions.some((known) => known.code === wanted)) return false;
    await this.records.savePromotions(promotions.map((known) => (known.code === wanted ? { ...known, state } : known)));
    return true;
  }

  async find(code: string): Promise<Promotion | undefined> {
    const wanted = normalizeCode(code);
    return (await this.records.loadPromotions()).find((known) => known.code === wanted);
  }

  async usage(owner: string, code: string): Promise<PromotionUsage> {
    const wanted = normalizeCode(code);
    const uses = (await this.records.loadUses()).filter((use) => use.code === wanted);
    return { total: uses.length, byCustomer: uses.filter((use) => use.owner === owner).length };
  }

  async check(owner: string, code: string, subtotal: Paise, at: number, customerOrderCount: number): Promise<PromotionOutcome> {
    if (!(await this.noteCheck(owner, at))) return { kind: 'refused', reason: TOO_MANY_CODES };
    const { promotion, usage } = await this.offer(owner, code);
    return applyPromotion(promotion, { subtotal, at, usesTotal: usage.total, usesByCustomer: usage.byCustomer, customerOrderCount });
  }

  async offer(owner: string, code: string) {
    const [promotion, usage] = await Promise.all([this.find(code), this.usage(owner, code)]);
    return { promotion, usage };
  }

  noteCheck(owner: string, at: number): Promise<boolean> {
    const note = async () => {
      const checks = await this.records.loadChecks();
      const next = withCheck(checks[owner] ?? [], at);
      if (!next) return false;
      await this.records.saveChecks({ ...dropStale(checks, at), [owner]: next });
      return true;
    };
    return this.lock ? this.lock.run(PROMOTION_CHECKS_LOCK, note) : note();
  }

  async recordUse(use: PromotionUse): Promise<void> {
    await this.records.saveUses([...(await this.records.loadUses()), use]);
  }

  async removeUse(use: PromotionUse): Promise<void> {
    const uses = await this.records.loadUses();
    await this.records.saveUses(uses.filter((known) => !(known.orderNumber === use.orderNumber && known.code === use.code)));
  }

  async releaseUses(orderNumbers: readonly string[]): Promise<readonly PromotionUse[]> {
    const uses = await this.records.loadUses();
    const released = uses.filter((use) => orderNumbers.includes(use.orderNumber));
    if (released.length > 0) await this.records.saveUses(uses.filter((use) => !orderNumbers.includes(use.orderNumber)));
    return released;
  }

  async putBackUses(uses: readonly PromotionUse[]): Promise<void> {
    if (uses.length > 0) await this.records.saveUses([...(await this.records.loadUses()), ...uses]);
  }
}

/** The record without the shoppers whose tries no longer count: it holds at most an hour's tries. */
function dropStale(checks: Readonly<Record<string, readonly number[]>>, at: number): Record<string, readonly number[]> {
  return Object.fromEntries(
    Object.entries(checks).flatMap(([owner, tries]) => {
      const recent = recentChecks(tries, at);
      return recent.length > 0 ? [[owner, recent]] : [];
    }),
  );
}
