import { describe, expect, it } from 'vitest';
import { deliveryZone, estimateDelivery } from '../../../src/domain/orders/delivery-estimate';
import { indiaBusinessDaysAfter, indiaDate } from '../../../src/domain/orders/india-time';
import { SHOP_IDENTITY } from '../../../src/domain/orders/shop-identity';
import { DELIVERY_PROMISE_CASES, WAREHOUSE_PIN } from '../../support/delivery-promise-cases';

const MUMBAI = '400001';
/** Wednesday 25 November 2026, 10:00 in India. */
const WEDNESDAY_10AM = Date.parse('2026-11-25T10:00:00+05:30');

describe('delivery estimate', () => {
  it('tells the zone of a PIN code from the warehouse', () => {
    expect(deliveryZone('400070', MUMBAI)).toBe('local');
    expect(deliveryZone('411001', MUMBAI)).toBe('state');
    expect(deliveryZone('462001', MUMBAI)).toBe('region'); // Bhopal: the same postal region, 4
    expect(deliveryZone('560001', MUMBAI)).toBe('national');
    expect(deliveryZone('795001', MUMBAI)).toBe('remote');
    expect(deliveryZone('744101', MUMBAI)).toBe('remote'); // Port Blair; 74 is mostly West Bengal
    expect(deliveryZone('700001', MUMBAI)).toBe('national');
  });

  it('counts business days in India, Monday to Saturday', () => {
    expect(indiaDate(Date.parse('2026-11-25T20:00:00Z'))).toBe('2026-11-26'); // 01:30 the next day in India
    expect(indiaBusinessDaysAfter(WEDNESDAY_10AM, 3)).toBe('2026-11-28'); // Thu, Fri, Sat
    expect(indiaBusinessDaysAfter(WEDNESDAY_10AM, 4)).toBe('2026-11-30'); // the Sunday skipped
    expect(indiaBusinessDaysAfter(Date.parse('2026-11-28T10:00:00+05:30'), 1)).toBe('2026-11-30'); // Saturday → Monday
  });

  it('dates each option by zone, within what the shipping policy promises', () => {
    expect(estimateDelivery('standard', '400070', MUMBAI, WEDNESDAY_10AM)).toEqual({ kind: 'available', date: '2026-11-28' });
    expect(estimateDelivery('standard', '560001', MUMBAI, WEDNESDAY_10AM)).toEqual({ kind: 'available', date: '2026-12-01' });
    expect(estimateDelivery('express', '560001', MUMBAI, WEDNESDAY_10AM)).toEqual({ kind: 'available', date: '2026-11-27' });
    expect(estimateDelivery('express', '795001', MUMBAI, WEDNESDAY_10AM).kind).toBe('unavailable');
  });

  it('offers same-day delivery only in the warehouse city, before noon, Monday to Saturday', () => {
    expect(estimateDelivery('same-day', '400070', MUMBAI, WEDNESDAY_10AM)).toEqual({ kind: 'available', date: '2026-11-25' });
    expect(estimateDelivery('same-day', '400070', MUMBAI, Date.parse('2026-11-25T12:00:00+05:30')).kind).toBe('unavailable');
    expect(estimateDelivery('same-day', '400070', MUMBAI, Date.parse('2026-11-29T09:00:00+05:30')).kind).toBe('unavailable');
    expect(estimateDelivery('same-day', '411001', MUMBAI, WEDNESDAY_10AM)).toEqual({ kind: 'unavailable', reason: 'Same-day delivery is only for addresses in our own city' });
  });

  it('offers nothing for a PIN code it does not deliver to', () => {
    expect(estimateDelivery('standard', '900001', MUMBAI, WEDNESDAY_10AM)).toEqual({ kind: 'unavailable', reason: 'We do not deliver to this PIN code' });
  });
});

describe('the delivery promise’s table of cases (the database’s delivery_estimate passes the same)', () => {
  it.each(DELIVERY_PROMISE_CASES)('$option to $pin at $at', ({ option, pin, at, expected }) => {
    expect(estimateDelivery(option, pin, WAREHOUSE_PIN, Date.parse(at))).toEqual(expected);
  });

  it('names the shop’s warehouse as the table does', () => {
    expect(SHOP_IDENTITY.warehousePinCode).toBe(WAREHOUSE_PIN);
  });
});
