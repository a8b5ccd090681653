/**
 * The shop's policies, stated once: every page, the support chat and (later) the checkout read them
 * from here, so they cannot disagree. Amounts are whole rupees (format them with formatRupees).
 *
 * The spec's figures were in dollars for a US shop; these are the rupee figures of an Indian store.
 * Where the spec contradicted itself (the chat's one-hour cancellation against the cancellation
 * page's 24 hours; the returns page's free labels against the paid return shipping) one rule is
 * chosen and stated here.
 */

export interface OpeningHours {
  readonly days: string;
  readonly hours: string;
}

export const SUPPORT = {
  /** The people on the phone and email. */
  hours: [
    { days: 'Monday – Saturday', hours: '9AM-9PM' },
    { days: 'Sunday', hours: '10AM-6PM' },
  ] as readonly OpeningHours[],
  /** The chat answers at any hour. */
  chatHours: '24/7',
  emailReplyHours: 24,
  email: 'support@fashionzone.in',
  phone: '+91 1800 123 4567',
  /** Children under this age are not served. */
  minimumAge: 13,
} as const;

export type DeliveryOptionId = 'standard' | 'express' | 'same-day' | 'international';

export interface DeliveryOption {
  readonly id: DeliveryOptionId;
  readonly name: string;
  /** Rupees; null when it varies (international). */
  readonly price: number | null;
  /** Orders at or above this subtotal deliver free; null when never free. */
  readonly freeFrom: number | null;
  readonly time: string;
  readonly note?: string;
}

export const DELIVERY_OPTIONS: readonly DeliveryOption[] = [
  { id: 'standard', name: 'Standard Delivery', price: 49, freeFrom: 499, time: '3-5 business days' },
  { id: 'express', name: 'Express Delivery', price: 99, freeFrom: null, time: '1-2 business days' },
  {
    id: 'same-day',
    name: 'Same-Day Delivery',
    price: 149,
    freeFrom: null,
    time: 'Same day',
    note: 'For orders placed before 12 PM, in select cities',
  },
  { id: 'international', name: 'International Shipping', price: null, freeFrom: null, time: '7-21 business days', note: 'To 100+ countries; the cost depends on the destination' },
];

export function deliveryOption(id: DeliveryOptionId): DeliveryOption {
  const option = DELIVERY_OPTIONS.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`No delivery option ${id}`);
  return option;
}

export const SHIPPING_RULES = {
  /** The delivery address can be changed within this many hours of ordering. */
  addressChangeHours: 2,
  /** P.O. boxes take standard delivery only. */
  poBoxOptions: ['standard'] as readonly DeliveryOptionId[],
} as const;

export const CASH_ON_DELIVERY = {
  /** Orders up to this total (rupees) may be paid in cash on delivery, in serviceable locations. */
  maxOrderTotal: 5000,
} as const;

export const CANCELLATION = {
  /** A shopper cancels from their account within this many hours, as long as it has not shipped. */
  selfServiceHours: 24,
  fee: 0,
  refundBusinessDays: '5-7',
  nonCancellable: ['Personalized items', 'Final sale and clearance items', 'Undergarments'],
} as const;

export const RETURNS = {
  windowDays: 30,
  condition: 'unworn, unwashed, with the original tags',
  inspectionBusinessDays: '1-2',
  refundBusinessDays: '5-7',
  /** Defects must be reported within this many hours of delivery. */
  defectReportHours: 48,
  nonReturnable: [
    'Underwear and swimwear',
    'Earrings',
    'Opened beauty products',
    'Final Sale items',
    'Personalized items',
    'Gift cards',
  ],
  /** Who pays the return shipping: the shopper, except for a defective or wrong item. */
  freeReturnReasons: ['a defective item', 'a wrong item'],
  returnShippingFee: 79,
  priceMatchDays: 7,
} as const;

export const INFRINGEMENT = {
  /** Reports are acted on within this many hours. */
  actionHours: 48,
  evidenceMaxBytes: 10 * 1024 * 1024,
  evidenceTypes: ['image/jpeg', 'image/png', 'application/pdf'] as readonly string[],
} as const;

/** Is a subtotal (rupees) delivered free with standard delivery? */
export function qualifiesForFreeDelivery(subtotal: number): boolean {
  const standard = deliveryOption('standard');
  return standard.freeFrom !== null && subtotal >= standard.freeFrom;
}

/** May an order of this total (rupees) be paid in cash on delivery? */
export function allowsCashOnDelivery(total: number): boolean {
  return total > 0 && total <= CASH_ON_DELIVERY.maxOrderTotal;
}
