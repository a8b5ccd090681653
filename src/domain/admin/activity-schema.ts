import { z } from 'zod/mini';
import { ACTIVITY_ACTIONS, type AdminActivity } from './activity';

const activitySchema = z.object({
  action: z.enum(ACTIVITY_ACTIONS),
  productId: z.int().check(z.positive()),
  productTitle: z.string().check(z.minLength(1)),
  at: z.number().check(z.nonnegative()),
});

const activityListSchema = z.array(activitySchema);

/**
 * A stored activity list: the entries, or undefined when the value is not such a list (tampered
 * or written by something else): a log is worth nothing half-believed.
 */
export function parseActivityList(value: unknown): AdminActivity[] | undefined {
  const parsed = activityListSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
