import { z } from 'zod/mini';
import { STATES_AND_TERRITORIES, type IndianState } from '../orders/indian-states';
import type { ShopIdentity } from '../orders/shop-identity';
import { GSTIN_PATTERN, gstinProblem, isUpiId, type GstinProblem } from './gstin';
import { ADDRESS_LINE_MAX, LEGAL_NAME_MAX, PAYEE_NAME_MAX, WAREHOUSE_PIN_PATTERN } from './shop-identity-settings';

/** The Business identity form: text as typed, the registered address as two lines (the second may be blank). */
export interface ShopIdentityFormValues {
  legalName: string;
  addressLine1: string;
  addressLine2: string;
  state: string;
  warehousePinCode: string;
  gstin: string;
  upiId: string;
  upiPayeeName: string;
}

export const LEGAL_NAME_REQUIRED = 'Enter the legal name';
export const LEGAL_NAME_TOO_LONG = `The legal name must be at most ${LEGAL_NAME_MAX} characters`;
export const ADDRESS_LINE1_REQUIRED = 'Enter the registered address';
export const ADDRESS_LINE_TOO_LONG = `An address line must be at most ${ADDRESS_LINE_MAX} characters`;
export const IDENTITY_STATE_REQUIRED = 'Choose the state the shop is registered in';
export const WAREHOUSE_PIN_INVALID = 'The warehouse PIN code is 6 digits and does not start with 0';
export const GSTIN_MESSAGES: Readonly<Record<GstinProblem, string>> = {
  format: 'A GSTIN is 15 characters: the state code, the PAN, the entity number, Z and a check character',
  state: "The GSTIN's first two digits must be the registered state's GST code",
  check: "The GSTIN's last character does not match its check character: check it for typing mistakes",
};
export const UPI_ID_INVALID = 'A UPI ID looks like name@bank';
export const PAYEE_NAME_REQUIRED = 'Enter the payee name';
export const PAYEE_NAME_TOO_LONG = `The payee name must be at most ${PAYEE_NAME_MAX} characters`;

const trimmed = (required: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/**
 * The form's one schema, read by the form (through the formik bridge) and by the use case: each
 * field trimmed (the GSTIN upper-cased), given back as the identity the settings keep. The GSTIN is
 * checked against the state once both are fine in themselves.
 */
export const shopIdentityFormSchema = z.pipe(
  z
    .object({
      legalName: trimmed(LEGAL_NAME_REQUIRED, LEGAL_NAME_MAX, LEGAL_NAME_TOO_LONG),
      addressLine1: trimmed(ADDRESS_LINE1_REQUIRED, ADDRESS_LINE_MAX, ADDRESS_LINE_TOO_LONG),
      addressLine2: z.string().check(z.trim(), z.maxLength(ADDRESS_LINE_MAX, ADDRESS_LINE_TOO_LONG)),
      state: z.pipe(z.string(), z.enum(STATES_AND_TERRITORIES as [IndianState, ...IndianState[]], IDENTITY_STATE_REQUIRED)),
      warehousePinCode: z.string().check(z.trim(), z.regex(WAREHOUSE_PIN_PATTERN, WAREHOUSE_PIN_INVALID)),
      gstin: z.string().check(
        z.trim(),
        z.toUpperCase(),
        z.regex(GSTIN_PATTERN, GSTIN_MESSAGES.format),
      ),
      upiId: z.string().check(z.trim(), z.refine(isUpiId, UPI_ID_INVALID)),
      upiPayeeName: trimmed(PAYEE_NAME_REQUIRED, PAYEE_NAME_MAX, PAYEE_NAME_TOO_LONG),
    })
    .check(
      z.superRefine(
        (values, context) => {
          const problem = gstinProblem(values.gstin, values.state);
          if (problem) context.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem], path: ['gstin'], input: values.gstin });
        },
        { when: (payload) => !payload.issues.some((issue) => !issue.path?.length || issue.path[0] === 'gstin' || issue.path[0] === 'state') },
      ),
    ),
  z.transform(
    (values): ShopIdentity => ({
      legalName: values.legalName,
      addressLines: values.addressLine2 ? [values.addressLine1, values.addressLine2] : [values.addressLine1],
      state: values.state,
      warehousePinCode: values.warehousePinCode,
      gstin: values.gstin,
      upiId: values.upiId,
      upiPayeeName: values.upiPayeeName,
    }),
  ),
);

/** The form's values for an identity as kept. */
export function shopIdentityFormValues(identity: ShopIdentity): ShopIdentityFormValues {
  return {
    legalName: identity.legalName,
    addressLine1: identity.addressLines[0] ?? '',
    addressLine2: identity.addressLines[1] ?? '',
    state: identity.state,
    warehousePinCode: identity.warehousePinCode,
    gstin: identity.gstin,
    upiId: identity.upiId,
    upiPayeeName: identity.upiPayeeName,
  };
}
