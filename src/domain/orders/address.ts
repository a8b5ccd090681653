import { z } from 'zod/mini';
import { STATES_AND_TERRITORIES, type IndianState } from './indian-states';
import { pinCodeMessage, statesOfPinCode } from './pin-code';

// zod/mini, as the account forms: the checkout and account pages load it, and it stays small there.
// One schema for the address form (through ui/forms/formik-zod.ts) and the use case that saves it.

/** Where an order goes: the address form's fields as the store keeps them (trimmed). */
export interface DeliveryAddress {
  readonly fullName: string;
  /** Ten digits, without the +91; the first is 6, 7, 8 or 9 (an Indian mobile number). */
  readonly mobile: string;
  readonly email: string;
  readonly line1: string;
  readonly line2: string;
  /** '' when the shopper gave none. */
  readonly landmark: string;
  readonly city: string;
  readonly state: IndianState;
  readonly pinCode: string;
}

// The limits keep one address well inside a browser's storage and a database row: a pasted
// 5,000-character line is refused at its field rather than stored.
export const FULL_NAME_LENGTH = { min: 3, max: 60 } as const;
export const EMAIL_MAX_LENGTH = 120;
export const LINE_MAX_LENGTH = 120;
export const LANDMARK_MAX_LENGTH = 80;
export const CITY_LENGTH = { min: 2, max: 60 } as const;

export const FULL_NAME_REQUIRED = 'Enter your full name';
export const FULL_NAME_TOO_SHORT = `Full name must be at least ${FULL_NAME_LENGTH.min} characters`;
export const FULL_NAME_TOO_LONG = `Full name must be at most ${FULL_NAME_LENGTH.max} characters`;
export const MOBILE_INVALID = 'Enter a 10-digit mobile number';
export const MOBILE_FIRST_DIGIT = 'Enter a mobile number that starts with 6, 7, 8 or 9';
export const EMAIL_REQUIRED = 'Enter your email address';
export const EMAIL_TOO_LONG = `Email address must be at most ${EMAIL_MAX_LENGTH} characters`;
export const EMAIL_INVALID = 'Enter a valid email address';
export const LINE1_REQUIRED = 'Enter address line 1 (house number and street)';
export const LINE1_TOO_LONG = `Address line 1 must be at most ${LINE_MAX_LENGTH} characters`;
export const LINE2_REQUIRED = 'Enter address line 2 (area or locality)';
export const LINE2_TOO_LONG = `Address line 2 must be at most ${LINE_MAX_LENGTH} characters`;
export const LANDMARK_TOO_LONG = `Landmark must be at most ${LANDMARK_MAX_LENGTH} characters`;
export const CITY_REQUIRED = 'Enter your city';
export const CITY_TOO_SHORT = `City must be at least ${CITY_LENGTH.min} characters`;
export const CITY_TOO_LONG = `City must be at most ${CITY_LENGTH.max} characters`;
export const STATE_REQUIRED = 'Choose your state or union territory';
export const PIN_CODE_INVALID = 'Enter a 6-digit PIN code';

const text = (required: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/**
 * The form's PIN field alone: six digits, and a PIN some circle serves. Which state that circle is
 * is checked against the chosen state below; the two messages for a PIN no state has (starting
 * with 0, or a circle the shop does not deliver to) name no state, so any state gives them.
 */
const SIX_DIGITS = /^\d{6}$/;
const pinCodeField = z.string().check(
  z.trim(),
  z.regex(SIX_DIGITS, PIN_CODE_INVALID),
  z.superRefine((pin, context) => {
    if (!SIX_DIGITS.test(pin) || statesOfPinCode(pin).length > 0) return;
    context.addIssue({ code: 'custom', message: pinCodeMessage(pin, STATES_AND_TERRITORIES[0]!)!, input: pin });
  }),
);

/** The fields of the address form, shared by the form's schema and the stored address's. */
export const addressShape = {
  fullName: z.string().check(
    z.trim(),
    z.minLength(1, FULL_NAME_REQUIRED),
    z.minLength(FULL_NAME_LENGTH.min, FULL_NAME_TOO_SHORT),
    z.maxLength(FULL_NAME_LENGTH.max, FULL_NAME_TOO_LONG),
  ),
  mobile: z.string().check(z.trim(), z.regex(/^\d{10}$/, MOBILE_INVALID), z.regex(/^[6-9]/, MOBILE_FIRST_DIGIT)),
  email: z.string().check(z.trim(), z.minLength(1, EMAIL_REQUIRED), z.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG), z.email(EMAIL_INVALID)),
  line1: text(LINE1_REQUIRED, LINE_MAX_LENGTH, LINE1_TOO_LONG),
  line2: text(LINE2_REQUIRED, LINE_MAX_LENGTH, LINE2_TOO_LONG),
  landmark: z._default(z.string().check(z.trim(), z.maxLength(LANDMARK_MAX_LENGTH, LANDMARK_TOO_LONG)), ''),
  city: z.string().check(
    z.trim(),
    z.minLength(1, CITY_REQUIRED),
    z.minLength(CITY_LENGTH.min, CITY_TOO_SHORT),
    z.maxLength(CITY_LENGTH.max, CITY_TOO_LONG),
  ),
  // A string in, so that the form may start with none chosen ('').
  state: z.pipe(z.string(), z.enum(STATES_AND_TERRITORIES as [IndianState, ...IndianState[]], STATE_REQUIRED)),
  pinCode: pinCodeField,
};

/**
 * The PIN against the chosen state (its postal circle's, in pinCodeMessage's words). It runs
 * whenever those two fields are each fine, whatever the others hold, so the form says it at once
 * (never on what is no object at all).
 */
export const pinCodeOfState = z.superRefine<{ pinCode: string; state: IndianState }>(
  (address, context) => {
    const message = pinCodeMessage(address.pinCode, address.state);
    if (message) context.addIssue({ code: 'custom', message, path: ['pinCode'], input: address.pinCode });
  },
  { when: (payload) => !payload.issues.some((issue) => !issue.path?.length || issue.path[0] === 'pinCode' || issue.path[0] === 'state') },
);

/** The address form (checkout and the account's saved addresses): each field's first problem, at its field. */
export const addressFormSchema = z.object(addressShape).check(pinCodeOfState);

/** What the form holds: text as typed, the state as chosen ('' before). */
export type AddressFormValues = z.input<typeof addressFormSchema>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  fullName: '',
  mobile: '',
  email: '',
  line1: '',
  line2: '',
  landmark: '',
  city: '',
  state: '',
  pinCode: '',
};

/** The form's values for editing `address`. */
export function addressFormValues(address: DeliveryAddress): AddressFormValues {
  const { fullName, mobile, email, line1, line2, landmark, city, state, pinCode } = address;
  return { fullName, mobile, email, line1, line2, landmark, city, state, pinCode };
}

