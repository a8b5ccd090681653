import { z } from 'zod/mini';
import type { AdminSignIn } from './sign-in-log';

const signInSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  time: z.number().check(z.nonnegative()),
  userAgent: z.string().check(z.maxLength(1000)),
  ip: z.optional(z.string().check(z.maxLength(100))),
  endedAt: z.optional(z.number().check(z.nonnegative())),
});

/** A stored sign-in log, or undefined when the value is not one (tampered or foreign). */
export function parseSignInList(value: unknown): AdminSignIn[] | undefined {
  const parsed = z.array(signInSchema).safeParse(value);
  return parsed.success ? parsed.data.map(withoutUndefined) : undefined;
}

function withoutUndefined(entry: AdminSignIn): AdminSignIn {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)) as unknown as AdminSignIn;
}
