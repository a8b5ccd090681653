import { z } from 'zod';
import { MAX_COLOUR_NAME_LENGTH } from '../catalogue/colour';
import { VARIANT_SIZES } from '../catalogue/size-scale';
import { ORDER_NUMBER_PATTERN } from '../orders/order-number';
import { RETURN_COMMENT_MAX_LENGTH, RETURN_ID_PATTERN, RETURN_REASONS, RETURN_STATUSES, type ReturnRequest } from './return-request';

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
});

/** One stored return request, or undefined when it is not one this store wrote (tampered, or of an older shape). */
export function readStoredReturnRequest(raw: unknown): ReturnRequest | undefined {
  const parsed = storedReturnSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
