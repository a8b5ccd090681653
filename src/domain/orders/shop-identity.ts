import type { IndianState } from './indian-states';

/**
 * Who sells, as the tax invoice, the packing slip, the contact page and the UPI link name it. The
 * shop edits it in the admin's Settings (StoreSettings.readIdentity); this is the identity a store
 * starts with, and the one an order placed before the seller was kept on orders is shown under.
 */
export interface ShopIdentity {
  readonly legalName: string;
  /** The registered address: one or two lines. */
  readonly addressLines: readonly string[];
  readonly state: IndianState;
  /** Where orders ship from (the delivery promise counts from it). */
  readonly warehousePinCode: string;
  /** 15 characters; its first two are the state's GST code, its last the check character. */
  readonly gstin: string;
  /** The UPI ID (payee address, name@handle) the shop is paid at. */
  readonly upiId: string;
  /** The name a shopper's UPI app shows for the payee. */
  readonly upiPayeeName: string;
}

/** The seeded identity: Karnataka's state code (29) and a GSTIN whose check character is right. */
export const SHOP_IDENTITY: ShopIdentity = {
  legalName: 'Fashion Zone Retail Pvt. Ltd.',
  addressLines: ['4th Floor, Residency Towers', 'MG Road, Bengaluru 560001'],
  state: 'Karnataka',
  gstin: '29AABCF1234K1ZP',
  warehousePinCode: '560001',
  upiId: 'fashionzone@okaxis',
  upiPayeeName: 'Fashion Zone',
};
