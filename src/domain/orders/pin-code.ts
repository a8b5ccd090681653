import type { IndianState } from './indian-states';
import { PIN_CODE_PATTERN } from './pin-code-pattern';

export { PIN_CODE_PATTERN };

/**
 * The states and union territories each postal circle serves, by the PIN's first two digits (India
 * Post's allocation). A circle may serve several: 40 is Maharashtra and Goa (403), 16 Punjab and
 * Chandigarh (160). 90–99 are the Army Postal Service, and a few prefixes are unallocated: a shop
 * delivers to neither.
 */
const CIRCLES: Readonly<Record<string, readonly IndianState[]>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab', 'Chandigarh'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir', 'Ladakh'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh', 'Uttarakhand'],
  '25': ['Uttar Pradesh'],
  '26': ['Uttar Pradesh', 'Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '40': ['Maharashtra', 'Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana'],
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh', 'Puducherry'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu', 'Puducherry'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala', 'Puducherry'],
  '68': ['Kerala', 'Lakshadweep'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal', 'Sikkim'],
  '74': ['West Bengal', 'Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '79': ['Arunachal Pradesh', 'Meghalaya', 'Manipur', 'Mizoram', 'Nagaland', 'Tripura'],
  '80': ['Bihar'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
};

/** The states a well-formed PIN code's circle serves; none for one the shop cannot deliver to. */
export function statesOfPinCode(pin: string): readonly IndianState[] {
  if (!PIN_CODE_PATTERN.test(pin)) return [];
  return CIRCLES[pin.slice(0, 2)] ?? [];
}

export type PinCodeCheck =
  | { readonly kind: 'ok' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'not-delivered' }
  | { readonly kind: 'other-state'; readonly belongsTo: readonly IndianState[] };

/** Whether `pin` is a PIN code of `state`, as the address step checks it. */
export function checkPinCode(pin: string, state: IndianState): PinCodeCheck {
  if (!PIN_CODE_PATTERN.test(pin)) return { kind: 'malformed' };
  const states = statesOfPinCode(pin);
  if (states.length === 0) return { kind: 'not-delivered' };
  if (!states.includes(state)) return { kind: 'other-state', belongsTo: states };
  return { kind: 'ok' };
}

/** What the address form says at the PIN code field, or undefined when the PIN fits the state. */
export function pinCodeMessage(pin: string, state: IndianState): string | undefined {
  const check = checkPinCode(pin, state);
  switch (check.kind) {
    case 'ok':
      return undefined;
    case 'malformed':
      return 'PIN code must be 6 digits and cannot start with 0';
    case 'not-delivered':
      return `We do not deliver to PIN code ${pin}`;
    case 'other-state':
      return `PIN code ${pin} is in ${listOfStates(check.belongsTo)}, not ${state}`;
  }
}

function listOfStates(states: readonly IndianState[]): string {
  if (states.length === 1) return states[0]!;
  return `${states.slice(0, -1).join(', ')} or ${states[states.length - 1]!}`;
}
