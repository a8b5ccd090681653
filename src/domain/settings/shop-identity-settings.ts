import { isIndianState } from '../orders/indian-states';
import { SHOP_IDENTITY, type ShopIdentity } from '../orders/shop-identity';
import { gstinProblem, isUpiId } from './gstin';

/*
 * The shop's identity as the admin's Settings keep it (Business identity), checked by hand as the
 * store settings are: the adapters read it on the first paint, without the validation library. The
 * form's schema (shop-identity-form.ts) and the database's checks
 * (20261202100400_shop_identity_settings.sql) say the same.
 */

export const LEGAL_NAME_MAX = 100;
export const ADDRESS_LINE_MAX = 100;
export const PAYEE_NAME_MAX = 50;
export const WAREHOUSE_PIN_PATTERN = /^[1-9][0-9]{5}$/;

export { SHOP_IDENTITY as DEFAULT_SHOP_IDENTITY };

/**
 * This module's parts an adapter reads an identity with, handed to it as a loader: the store
 * settings' adapters come with the first load, these rules with the pages that read the identity.
 */
export interface ShopIdentityRules {
  readonly DEFAULT_SHOP_IDENTITY: ShopIdentity;
  readShopIdentity(value: unknown): ShopIdentity | undefined;
}
export type LoadShopIdentityRules = () => Promise<ShopIdentityRules>;

const trimmedWithin = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value === value.trim() && value.length >= min && value.length <= max;

/** An identity as stored (anything at all): the identity, or undefined when any part breaks its rule. */
export function readShopIdentity(value: unknown): ShopIdentity | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { legalName, addressLines, state, warehousePinCode, gstin, upiId, upiPayeeName } = value as Record<string, unknown>;
  if (!trimmedWithin(legalName, 1, LEGAL_NAME_MAX)) return undefined;
  if (!Array.isArray(addressLines) || addressLines.length < 1 || addressLines.length > 2) return undefined;
  if (!addressLines.every((line) => trimmedWithin(line, 1, ADDRESS_LINE_MAX))) return undefined;
  if (typeof state !== 'string' || !isIndianState(state)) return undefined;
  if (typeof warehousePinCode !== 'string' || !WAREHOUSE_PIN_PATTERN.test(warehousePinCode)) return undefined;
  if (typeof gstin !== 'string' || gstinProblem(gstin, state) !== undefined) return undefined;
  if (typeof upiId !== 'string' || !isUpiId(upiId)) return undefined;
  if (!trimmedWithin(upiPayeeName, 1, PAYEE_NAME_MAX)) return undefined;
  return { legalName, addressLines: [...(addressLines as string[])], state, warehousePinCode, gstin, upiId, upiPayeeName };
}

/** Two identities the same, part by part (an adapter tells its listeners only of a change). */
export function sameShopIdentity(a: ShopIdentity, b: ShopIdentity): boolean {
  return (
    a.legalName === b.legalName &&
    a.addressLines.join('\n') === b.addressLines.join('\n') &&
    a.state === b.state &&
    a.warehousePinCode === b.warehousePinCode &&
    a.gstin === b.gstin &&
    a.upiId === b.upiId &&
    a.upiPayeeName === b.upiPayeeName
  );
}
