import type { Notice } from '../../../application/ports/notifier';

// The Promotions section's toasts (the spec has none of its own for them).
export const PROMOTION_CREATED: Notice = { title: 'Success', description: 'Promotion created successfully' };
export const PROMOTION_UPDATED: Notice = { title: 'Success', description: 'Promotion updated successfully' };
export const PROMOTION_NOT_SAVED = 'The promotion could not be saved. Please try again.';
export const PROMOTION_GONE: Notice = { title: 'Not Found', description: 'This promotion is no longer there.' };

export function promotionStateNotice(code: string, state: 'active' | 'paused' | 'ended'): Notice {
  const done = state === 'active' ? 'resumed' : state === 'paused' ? 'paused' : 'ended';
  return { title: 'Success', description: `${code} ${done}` };
}
