import { z } from 'zod/mini';
import { toPaise, toRupees } from '../orders/paise';
import { MAX_PERCENT_OFF, MIN_PERCENT_OFF, isPromotionCode, normalizeCode, type Promotion, type PromotionState } from './promotion';

/** What the admin's Create / Edit Promotion form holds: numbers and days as typed, an empty limit is none. */
export interface PromotionFormValues {
  code: string;
  title: string;
  offKind: 'percent' | 'flat';
  /** Whole percent, 1–90 (read when offKind is 'percent'). */
  percent: string;
  /** Rupees (read when offKind is 'flat'). */
  flatAmount: string;
  /** Rupees; empty is 0 (any order). */
  minimumOrder: string;
  /** 'YYYY-MM-DD'. */
  validFrom: string;
  /** 'YYYY-MM-DD' or empty (no end). */
  validUntil: string;
  /** Empty: no limit. */
  totalUses: string;
  /** Empty: no limit. */
  usesPerCustomer: string;
  firstOrderOnly: boolean;
}

export const MAX_PROMOTION_TITLE = 60;
/** The most a flat code takes off (₹): a UPI payment's ceiling, far above any order's goods. */
export const MAX_FLAT_OFF_RUPEES = 100_000;
export const MAX_USES = 1_000_000;

export function newPromotionValues(today: string): PromotionFormValues {
  return {
    code: '',
    title: '',
    offKind: 'percent',
    percent: '10',
    flatAmount: '',
    minimumOrder: '0',
    validFrom: today,
    validUntil: '',
    totalUses: '',
    usesPerCustomer: '1',
    firstOrderOnly: false,
  };
}

export function promotionFormValues(promotion: Promotion): PromotionFormValues {
  return {
    code: promotion.code,
    title: promotion.title,
    offKind: promotion.off.kind,
    percent: promotion.off.kind === 'percent' ? String(promotion.off.percent) : '',
    flatAmount: promotion.off.kind === 'flat' ? String(toRupees(promotion.off.amount)) : '',
    minimumOrder: String(toRupees(promotion.minimumOrder)),
    validFrom: promotion.validFrom,
    validUntil: promotion.validUntil ?? '',
    totalUses: promotion.totalUses === undefined ? '' : String(promotion.totalUses),
    usesPerCustomer: promotion.usesPerCustomer === undefined ? '' : String(promotion.usesPerCustomer),
    firstOrderOnly: promotion.firstOrderOnly,
  };
}

const number = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));
/** A rupee amount as typed: a number with at most two decimals (whole paise). */
const isRupees = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim()) || text.trim() === '';
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const isLimit = (text: string) => text.trim() === '' || (/^\d+$/.test(text.trim()) && number(text) >= 1 && number(text) <= MAX_USES);

function limit(label: string) {
  return z.string().check(z.refine(isLimit, `${label} must be empty (no limit) or a whole number from 1 to ${MAX_USES.toLocaleString('en-IN')}`));
}

/**
 * The Create / Edit Promotion form's one schema, which the form (through the formik bridge) and the
 * use case both read: a code of 4–20 letters and digits (any case: it is stored upper-case), a
 * title, the percentage (1–90) or the flat amount the kind chosen needs, a minimum order, a start
 * day and an end day not before it, and limits that are empty or whole numbers.
 */
export const promotionFormSchema = z
  .object({
    code: z.string().check(z.refine((code) => isPromotionCode(normalizeCode(code)), 'The code is 4 to 20 letters or digits')),
    title: z.string().check(
      z.refine((title) => title.trim() !== '', 'Enter a title'),
      z.maxLength(MAX_PROMOTION_TITLE, `The title is at most ${MAX_PROMOTION_TITLE} characters`),
    ),
    offKind: z.enum(['percent', 'flat'], 'Choose percent or flat off'),
    percent: z.string(),
    flatAmount: z.string(),
    minimumOrder: z.string().check(
      z.refine(isRupees, 'The minimum order is an amount in rupees'),
      z.refine((text) => !isRupees(text) || number(text) <= MAX_FLAT_OFF_RUPEES, `The minimum order is at most ₹${MAX_FLAT_OFF_RUPEES.toLocaleString('en-IN')}`),
    ),
    validFrom: z.string().check(z.refine(isDay, 'Choose the first day')),
    validUntil: z.string().check(z.refine((text) => text === '' || isDay(text), 'Choose the last day, or leave it empty')),
    totalUses: limit('Total uses'),
    usesPerCustomer: limit('Uses per customer'),
    firstOrderOnly: z.boolean(),
  })
  .check(
    z.refine(
      (values) => values.offKind !== 'percent' || (/^\d+$/.test(values.percent.trim()) && number(values.percent) >= MIN_PERCENT_OFF && number(values.percent) <= MAX_PERCENT_OFF),
      { error: `The percent off is a whole number from ${MIN_PERCENT_OFF} to ${MAX_PERCENT_OFF}`, path: ['percent'] },
    ),
    z.refine(
      (values) => values.offKind !== 'flat' || (values.flatAmount.trim() !== '' && isRupees(values.flatAmount) && number(values.flatAmount) > 0 && number(values.flatAmount) <= MAX_FLAT_OFF_RUPEES),
      { error: `The amount off is from ₹0.01 to ₹${MAX_FLAT_OFF_RUPEES.toLocaleString('en-IN')}`, path: ['flatAmount'] },
    ),
    z.refine((values) => values.validUntil === '' || !isDay(values.validFrom) || values.validUntil >= values.validFrom, {
      error: 'The last day cannot be before the first day',
      path: ['validUntil'],
    }),
  );

/** The promotion the form describes, in `state`. Call it with values that pass `promotionFormSchema`. */
export function promotionFrom(values: PromotionFormValues, state: PromotionState): Promotion {
  const optional = (text: string) => (text.trim() === '' ? undefined : number(text));
  const validUntil = values.validUntil === '' ? undefined : values.validUntil;
  const totalUses = optional(values.totalUses);
  const usesPerCustomer = optional(values.usesPerCustomer);
  return {
    code: normalizeCode(values.code),
    title: values.title.trim(),
    off: values.offKind === 'percent' ? { kind: 'percent', percent: number(values.percent) } : { kind: 'flat', amount: toPaise(number(values.flatAmount)) },
    minimumOrder: toPaise(number(values.minimumOrder)),
    validFrom: values.validFrom,
    ...(validUntil === undefined ? {} : { validUntil }),
    ...(totalUses === undefined ? {} : { totalUses }),
    ...(usesPerCustomer === undefined ? {} : { usesPerCustomer }),
    firstOrderOnly: values.firstOrderOnly,
    state,
  };
}
