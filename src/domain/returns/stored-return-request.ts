import { z } from 'zod';
import { MAX_COLOUR_NAME_LENGTH } from '../catalogue/colour';
import { VARIANT_SIZES } from '../catalogue/size-scale';
import { ORDER_NUMBER_PATTERN } from '../orders/order-number';
import { REASON_MAX_LENGTH, REFUND_REFERENCE_PATTERN } from './return-life';
import { RETURN_COMMENT_MAX_LENGTH, RETURN_ID_PATTERN, RETURN_REASONS, RETURN_STATUSES, type ReturnRequest } from './return-request';

const reason = z.string().min(1).max(REASON_MAX_LENGTH);
const event = z.object({ status: z.enum(RETURN_STATUSES), at: z.number().int().nonnegative(), by: z.enum(['shopper', 'admin']) });

const storedReturnSchema = z.object({
  id: z.string().regex(RETURN_ID_PATTERN),
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN),
  requestedAt: z.number().int().nonnegative(),
  lines: z
    .array(z.object({ productId: z.number().int().positive(), size: z.enum(VARIANT_SIZES), colour: z.optional(z.string().min(1).max(MAX_COLOUR_NAME_LENGTH)), quantity: z.number().int().min(1), title: z.string().max(200) }))
    .min(1),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().max(RETURN_COMMENT_MAX_LENGTH),
  status: z.enum(RETURN_STATUSES),
  // Requests kept before their life was recorded had no history: their request is all there was.
  history: z.optional(z.array(event).min(1)),
  rejection: z.optional(reason),
  pickup: z.optional(z.object({ courier: z.string().min(1).max(60), trackingNumber: z.string().min(1).max(40), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
  inspection: z.optional(z.array(z.union([z.object({ accepted: z.literal(true) }), z.object({ accepted: z.literal(false), reason })]))),
  refund: z.optional(z.object({ amount: z.number().int().nonnegative(), reference: z.string().regex(REFUND_REFERENCE_PATTERN) })),
});

/** One stored return request, or undefined when it is not one this store wrote (tampered, or of an older shape). */
export function readStoredReturnRequest(raw: unknown): ReturnRequest | undefined {
  const parsed = storedReturnSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { history, ...request } = parsed.data;
  // A status and a history that disagree were not written by a move: refused, not believed.
  if (history && history[history.length - 1]!.status !== request.status) return undefined;
  return { ...request, history: history ?? [{ status: 'Requested', at: request.requestedAt, by: 'shopper' }] };
}
