import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { PromotionBook, PromotionSaveResult } from '../../application/ports/promotion-book';
import type { Paise } from '../../domain/orders/paise';
import type { PromotionOutcome } from '../../domain/promotions/apply-promotion';
import { normalizeCode, type Promotion, type PromotionEntry, type PromotionState } from '../../domain/promotions/promotion';
import { readStoredPromotion } from '../../domain/promotions/stored-promotion';
import { failed, readError } from './supabase-errors';

// By the SQLSTATE the promotions' privileges, row-level security, checks and functions raise
// (supabase/migrations/20261126130100_promotions.sql).
const REFUSALS: Record<string, string> = {
  '42501': 'only the admin manages promotions',
  '23514': 'a field breaks a rule of the promotion form',
  '22007': 'a day is not a day (YYYY-MM-DD)',
  '22008': 'a day is not a day (YYYY-MM-DD)',
};

/** A row of public.promotions. */
interface PromotionRow {
  code: string;
  title: string;
  off_kind: 'percent' | 'flat';
  percent_off: number | null;
  flat_off: number | null;
  minimum_order: number;
  valid_from: string;
  valid_until: string | null;
  total_uses: number | null;
  uses_per_customer: number | null;
  first_order_only: boolean;
  state: PromotionState;
}

const COLUMNS = 'code, title, off_kind, percent_off, flat_off, minimum_order, valid_from, valid_until, total_uses, uses_per_customer, first_order_only, state';

const checkAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applies'), discount: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
]);

/**
 * The promotions in the project's `promotions` table, which row-level security lets only the admin
 * (at aal2 with a second factor) read and write; their uses (`promotion_uses`) only place_order
 * writes. A shopper reaches a code through check_promotion alone, by the session: the owner and
 * `at` are not used (the database's clock decides), nor the order count (the database counts).
 */
export class SupabasePromotionBook implements PromotionBook {
  constructor(private readonly client: SupabaseClient) {}

  async list(): Promise<readonly PromotionEntry[]> {
    const { data, error } = await this.client.rpc('admin_promotions');
    if (error) throw failed('The promotions could not be read', error, REFUSALS);
    if (!Array.isArray(data)) throw new Error('The promotions could not be read: the database answered no list.');
    return data.flatMap((raw: PromotionRow & { uses: number }) => {
      const promotion = promotionOf(raw);
      return promotion ? [{ promotion, uses: Number(raw.uses) }] : [];
    });
  }

  async save(promotion: Promotion, creating: boolean): Promise<PromotionSaveResult> {
    const row = rowOf(promotion);
    if (creating) {
      const { error } = await this.client.from('promotions').insert(row);
      if (error?.code === '23505') return { kind: 'duplicate' };
      if (error) throw failed('The promotion could not be saved', error, REFUSALS);
      return { kind: 'saved' };
    }
    const { data, error } = await this.client.from('promotions').update(row).eq('code', promotion.code).select('code');
    if (error) throw failed('The promotion could not be saved', error, REFUSALS);
    return (data ?? []).length === 0 ? { kind: 'not-found' } : { kind: 'saved' };
  }

  async setState(code: string, state: PromotionState): Promise<boolean> {
    const { data, error } = await this.client.from('promotions').update({ state }).eq('code', normalizeCode(code)).select('code');
    if (error) throw failed('The promotion could not be changed', error, REFUSALS);
    return (data ?? []).length > 0;
  }

  async find(code: string): Promise<Promotion | undefined> {
    const { data, error } = await this.client.from('promotions').select(COLUMNS).eq('code', normalizeCode(code)).limit(1);
    if (error) throw readError('The promotion', error);
    const row = (data as unknown as PromotionRow[])[0];
    return row && promotionOf(row);
  }

  async check(_owner: string, code: string, subtotal: Paise, _at: number, _customerOrderCount: number): Promise<PromotionOutcome> {
    const { data, error } = await this.client.rpc('check_promotion', { code, subtotal });
    if (error) throw new Error(`The code could not be checked: ${error.message}`, { cause: error });
    const answer = checkAnswer.safeParse(data);
    if (!answer.success) throw new Error('The code could not be checked: the database answered what check_promotion never answers.');
    return answer.data;
  }
}

function rowOf(promotion: Promotion): PromotionRow {
  return {
    code: promotion.code,
    title: promotion.title,
    off_kind: promotion.off.kind,
    percent_off: promotion.off.kind === 'percent' ? promotion.off.percent : null,
    flat_off: promotion.off.kind === 'flat' ? promotion.off.amount : null,
    minimum_order: promotion.minimumOrder,
    valid_from: promotion.validFrom,
    valid_until: promotion.validUntil ?? null,
    total_uses: promotion.totalUses ?? null,
    uses_per_customer: promotion.usesPerCustomer ?? null,
    first_order_only: promotion.firstOrderOnly,
    state: promotion.state,
  };
}

/** The row as the domain's promotion; undefined when it is not one (a row changed behind the checks' back). */
function promotionOf(row: PromotionRow): Promotion | undefined {
  return readStoredPromotion({
    code: row.code,
    title: row.title,
    off: row.off_kind === 'percent' ? { kind: 'percent', percent: row.percent_off } : { kind: 'flat', amount: Number(row.flat_off) },
    minimumOrder: Number(row.minimum_order),
    validFrom: row.valid_from,
    ...(row.valid_until === null ? {} : { validUntil: row.valid_until }),
    ...(row.total_uses === null ? {} : { totalUses: row.total_uses }),
    ...(row.uses_per_customer === null ? {} : { usesPerCustomer: row.uses_per_customer }),
    firstOrderOnly: row.first_order_only,
    state: row.state,
  });
}
