import type { CheckoutDeliveryOptionId, DeliveryEstimate } from '../../src/domain/orders/delivery-estimate';

/**
 * The delivery promise's table of cases, which the domain's estimateDelivery (tests/domain) and the
 * database's delivery_estimate (tests/db) both pass: one rule, two places it runs. The warehouse is
 * in Bengaluru (560001, Karnataka). Each row: the option, the address's PIN code, the moment the
 * order is placed, and the day it arrives ('YYYY-MM-DD') or why the option is not offered.
 * Zones seen from 560001: 560034 local; 570001 (Mysuru) the state; 500001 (Hyderabad) the region;
 * 600001, 110001, 400001 elsewhere; 744101 (Port Blair), 795001, 194101, 737101, 682551 remote;
 * 350001, 900001 no circle the shop serves; 056001, 56001 not PIN codes.
 * 2026-11-25 is a Wednesday; 2026-11-29 a Sunday; 2027-03-31T18:40Z is 00:10 on 1 April in India.
 */
export const WAREHOUSE_PIN = '560001';

type Row = readonly [CheckoutDeliveryOptionId, string, string, string];

const ROWS: readonly Row[] = [
  ['standard', '560034', '2026-11-25T10:00:00+05:30', '2026-11-28'],
  ['standard', '560034', '2026-11-29T09:00:00+05:30', '2026-12-02'],
  ['standard', '560034', '2026-11-28T23:59:00+05:30', '2026-12-02'],
  ['standard', '560034', '2026-11-25T20:00:00Z', '2026-11-30'],
  ['standard', '560034', '2027-03-31T18:40:00Z', '2027-04-05'],
  ['standard', '570001', '2026-11-25T10:00:00+05:30', '2026-11-28'],
  ['standard', '500001', '2026-11-25T10:00:00+05:30', '2026-11-30'],
  ['standard', '600001', '2026-11-25T10:00:00+05:30', '2026-12-01'],
  ['standard', '110001', '2026-11-25T10:00:00+05:30', '2026-12-01'],
  ['standard', '744101', '2026-11-25T10:00:00+05:30', '2026-12-01'],
  ['standard', '795001', '2026-11-25T10:00:00+05:30', '2026-12-01'],
  ['standard', '194101', '2026-11-25T10:00:00+05:30', '2026-12-01'],
  ['standard', '737101', '2026-11-25T10:00:00+05:30', '2026-12-01'],
  ['standard', '682551', '2026-11-25T10:00:00+05:30', '2026-12-01'],
  ['standard', '400001', '2026-11-25T10:00:00+05:30', '2026-12-01'],
  ['standard', '350001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['standard', '900001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['standard', '056001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['standard', '56001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['express', '560034', '2026-11-25T10:00:00+05:30', '2026-11-26'],
  ['express', '560034', '2026-11-29T09:00:00+05:30', '2026-11-30'],
  ['express', '560034', '2026-11-28T23:59:00+05:30', '2026-11-30'],
  ['express', '560034', '2026-11-25T20:00:00Z', '2026-11-27'],
  ['express', '560034', '2027-03-31T18:40:00Z', '2027-04-02'],
  ['express', '570001', '2026-11-25T10:00:00+05:30', '2026-11-26'],
  ['express', '500001', '2026-11-25T10:00:00+05:30', '2026-11-27'],
  ['express', '600001', '2026-11-25T10:00:00+05:30', '2026-11-27'],
  ['express', '110001', '2026-11-25T10:00:00+05:30', '2026-11-27'],
  ['express', '744101', '2026-11-25T10:00:00+05:30', 'Express delivery does not reach this PIN code'],
  ['express', '795001', '2026-11-25T10:00:00+05:30', 'Express delivery does not reach this PIN code'],
  ['express', '194101', '2026-11-25T10:00:00+05:30', 'Express delivery does not reach this PIN code'],
  ['express', '737101', '2026-11-25T10:00:00+05:30', 'Express delivery does not reach this PIN code'],
  ['express', '682551', '2026-11-25T10:00:00+05:30', 'Express delivery does not reach this PIN code'],
  ['express', '400001', '2026-11-25T10:00:00+05:30', '2026-11-27'],
  ['express', '350001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['express', '900001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['express', '056001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['express', '56001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['same-day', '560034', '2026-11-25T10:00:00+05:30', '2026-11-25'],
  ['same-day', '560034', '2026-11-25T11:59:00+05:30', '2026-11-25'],
  ['same-day', '560034', '2026-11-25T12:00:00+05:30', 'For orders placed before 12 PM, in select cities, Monday to Saturday'],
  ['same-day', '560034', '2026-11-29T09:00:00+05:30', 'For orders placed before 12 PM, in select cities, Monday to Saturday'],
  ['same-day', '560034', '2026-11-28T10:00:00+05:30', '2026-11-28'],
  ['same-day', '560034', '2026-11-28T23:59:00+05:30', 'For orders placed before 12 PM, in select cities, Monday to Saturday'],
  ['same-day', '560034', '2026-11-25T20:00:00Z', '2026-11-26'],
  ['same-day', '560034', '2027-03-31T18:40:00Z', '2027-04-01'],
  ['same-day', '570001', '2026-11-25T10:00:00+05:30', 'Same-day delivery is only for addresses in our own city'],
  ['same-day', '744101', '2026-11-25T10:00:00+05:30', 'Same-day delivery is only for addresses in our own city'],
  ['same-day', '350001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
  ['same-day', '056001', '2026-11-25T10:00:00+05:30', 'We do not deliver to this PIN code'],
];

export interface DeliveryPromiseCase {
  readonly option: CheckoutDeliveryOptionId;
  readonly pin: string;
  readonly at: string;
  readonly expected: DeliveryEstimate;
}

export const DELIVERY_PROMISE_CASES: readonly DeliveryPromiseCase[] = ROWS.map(([option, pin, at, answer]) => ({
  option,
  pin,
  at,
  expected: /^\d{4}-\d{2}-\d{2}$/.test(answer) ? { kind: 'available', date: answer } : { kind: 'unavailable', reason: answer },
}));
