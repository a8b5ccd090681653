import { z } from 'zod/mini';
import { MAX_PERCENT_OFF, MIN_PERCENT_OFF, PROMOTION_STATES, isPromotionCode, type Promotion } from './promotion';

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const count = z.number().check(z.int(), z.gte(1));

/** A promotion as a browser backend stores it: read back only when it has the domain's shape. */
const storedPromotion = z.object({
  code: z.string().check(z.refine(isPromotionCode)),
  title: z.string().check(z.minLength(1)),
  off: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), percent: z.number().check(z.int(), z.gte(MIN_PERCENT_OFF), z.lte(MAX_PERCENT_OFF)) }),
    z.object({ kind: z.literal('flat'), amount: z.number().check(z.int(), z.gte(1)) }),
  ]),
  minimumOrder: z.number().check(z.int(), z.gte(0)),
  validFrom: day,
  validUntil: z.optional(day),
  totalUses: z.optional(count),
  usesPerCustomer: z.optional(count),
  firstOrderOnly: z.boolean(),
  state: z.enum(PROMOTION_STATES),
});

export function readStoredPromotion(raw: unknown): Promotion | undefined {
  const parsed = storedPromotion.safeParse(raw);
  return parsed.success ? (parsed.data as Promotion) : undefined;
}

/** One order's use of a code: whose, and which order. */
export interface PromotionUse {
  readonly code: string;
  readonly owner: string;
  readonly orderNumber: string;
  readonly at: number;
}

const storedUse = z.object({ code: z.string(), owner: z.string(), orderNumber: z.string(), at: z.number() });

export function readStoredUse(raw: unknown): PromotionUse | undefined {
  const parsed = storedUse.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
