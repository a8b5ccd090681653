import type { IndianState } from './indian-states';

/**
 * Who sells, as the tax invoice, the contact page and the UPI link name it: one place, so that they
 * cannot disagree. The warehouse ships from the registered office's PIN code; the GSTIN's first two
 * digits are Karnataka's state code (29).
 */
export const SHOP_IDENTITY = {
  legalName: 'Fashion Zone Retail Pvt. Ltd.',
  addressLines: ['4th Floor, Residency Towers', 'MG Road, Bengaluru 560001'],
  state: 'Karnataka' satisfies IndianState as IndianState,
  gstin: '29AABCF1234K1Z5',
  warehousePinCode: '560001',
  /** The UPI ID (payee address) the shop is paid at. */
  upiId: 'fashionzone@okaxis',
  upiPayeeName: 'Fashion Zone',
} as const;
