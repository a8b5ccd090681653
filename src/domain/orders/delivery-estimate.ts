import { type DeliveryOptionId, deliveryOption } from '../policies/shop-policies';
import { indiaBusinessDaysAfter, indiaDate, indiaHour, indiaWeekday } from './india-time';
import { PIN_CODE_PATTERN, statesOfPinCode } from './pin-code';

/**
 * How far a PIN code is from the warehouse's: the same sorting district (first three digits), the
 * same state, the same postal region (first digit), elsewhere in India, or a remote area (the
 * north-east, the islands, the Himalayan territories) that couriers reach more slowly.
 */
export type DeliveryZone = 'local' | 'state' | 'region' | 'national' | 'remote';

/** Where couriers are slowest: the north-east (79), Ladakh (194), Sikkim (737), the Andaman and Nicobar Islands (744), Lakshadweep (6825). */
const REMOTE_PREFIXES = ['79', '194', '737', '744', '6825'];

/** The zone of `pin` seen from the warehouse at `warehousePin` (both well-formed PIN codes). */
export function deliveryZone(pin: string, warehousePin: string): DeliveryZone {
  if (pin.slice(0, 3) === warehousePin.slice(0, 3)) return 'local';
  if (REMOTE_PREFIXES.some((prefix) => pin.startsWith(prefix))) return 'remote';
  const warehouseStates = statesOfPinCode(warehousePin);
  if (statesOfPinCode(pin).some((state) => warehouseStates.includes(state))) return 'state';
  if (pin[0] === warehousePin[0]) return 'region';
  return 'national';
}

/** Business days each option takes to each zone, within what the shipping policy promises. */
const BUSINESS_DAYS: Readonly<Record<'standard' | 'express', Readonly<Record<DeliveryZone, number | null>>>> = {
  standard: { local: 3, state: 3, region: 4, national: 5, remote: 5 },
  express: { local: 1, state: 1, region: 2, national: 2, remote: null },
};

/** Same-day orders must be placed before this hour, India time (the policy: before 12 PM). */
export const SAME_DAY_CUTOFF_HOUR = 12;

export type CheckoutDeliveryOptionId = Exclude<DeliveryOptionId, 'international'>;

/** The options the checkout offers for an address in India, in the order it lists them. */
export const CHECKOUT_DELIVERY_OPTIONS: readonly CheckoutDeliveryOptionId[] = ['standard', 'express', 'same-day'];

export type DeliveryEstimate =
  | { readonly kind: 'available'; readonly date: string }
  | { readonly kind: 'unavailable'; readonly reason: string };

/**
 * When an order placed at `orderedAt` with `option` reaches `pin`: a day in India ('YYYY-MM-DD'),
 * or why the option is not offered there or then.
 */
export function estimateDelivery(option: CheckoutDeliveryOptionId, pin: string, warehousePin: string, orderedAt: number): DeliveryEstimate {
  if (!PIN_CODE_PATTERN.test(pin) || statesOfPinCode(pin).length === 0) return { kind: 'unavailable', reason: 'We do not deliver to this PIN code' };
  const zone = deliveryZone(pin, warehousePin);
  if (option === 'same-day') {
    if (zone !== 'local') return { kind: 'unavailable', reason: 'Same-day delivery is only for addresses in our own city' };
    if (indiaWeekday(orderedAt) === 0 || indiaHour(orderedAt) >= SAME_DAY_CUTOFF_HOUR) {
      return { kind: 'unavailable', reason: `${deliveryOption('same-day').note}, Monday to Saturday` };
    }
    return { kind: 'available', date: indiaDate(orderedAt) };
  }
  const days = BUSINESS_DAYS[option][zone];
  if (days === null) return { kind: 'unavailable', reason: 'Express delivery does not reach this PIN code' };
  return { kind: 'available', date: indiaBusinessDaysAfter(orderedAt, days) };
}
