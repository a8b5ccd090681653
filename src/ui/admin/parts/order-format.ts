import type { Actor } from '../../../domain/orders/order-status';

/** Who changed an order, in words. */
export const ACTOR_NAMES: Readonly<Record<Actor, string>> = { shopper: 'Shopper', admin: 'Admin', system: 'System' };
