import type { ReturnLookup } from './return-lookup';

export interface ReturnableItem {
  readonly id: string;
  readonly name: string;
  readonly size: string;
  /** Rupees. */
  readonly price: number;
  readonly quantity: number;
}

/** An order as the returns page shows it: its number, the email it was placed with, its items. */
export interface ReturnableOrder {
  readonly orderNumber: string;
  readonly email: string;
  readonly items: readonly ReturnableItem[];
}

/**
 * Finds the order to return. Until the shop keeps orders (the commerce issue), every valid lookup
 * finds a sample order of two items under the number and email given, as the spec's page does;
 * this one function is what a real order lookup replaces.
 */
export function findReturnableOrder(lookup: ReturnLookup): ReturnableOrder {
  return {
    orderNumber: lookup.orderNumber,
    email: lookup.email,
    items: [
      { id: 'item-1', name: 'Classic Cotton Crew T-shirt', size: 'M', price: 599, quantity: 1 },
      { id: 'item-2', name: 'Slim Fit Stretch Jeans', size: 'L', price: 1499, quantity: 1 },
    ],
  };
}
