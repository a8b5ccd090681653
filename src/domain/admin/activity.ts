/** What the admin did to a product, as the dashboard's Recent Activity lists it. */
export const ACTIVITY_ACTIONS = ['added', 'updated', 'deleted'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface AdminActivity {
  readonly action: ActivityAction;
  readonly productId: number;
  readonly productTitle: string;
  /** Epoch ms. */
  readonly at: number;
}

/** The most entries kept: the dashboard shows the latest few, and storage is not a history. */
export const ACTIVITY_LOG_CAPACITY = 50;

/** How many the dashboard lists. */
export const RECENT_ACTIVITY_SHOWN = 8;

/** `entry` added to a newest-first list, keeping at most `capacity`. */
export function withActivity(entries: readonly AdminActivity[], entry: AdminActivity, capacity = ACTIVITY_LOG_CAPACITY): AdminActivity[] {
  return [entry, ...entries].slice(0, Math.max(0, capacity));
}

const VERBS: Record<ActivityAction, string> = { added: 'Added', updated: 'Updated', deleted: 'Deleted' };

/** 'Added "Linen Shirt"'. */
export function describeActivity(entry: AdminActivity): string {
  return `${VERBS[entry.action]} "${entry.productTitle}"`;
}
