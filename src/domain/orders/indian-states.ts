/** India's 28 states, as an address names them. */
export const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** India's 8 union territories. */
export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** A state or union territory: where an order is delivered, and its GST place of supply. */
export type IndianState = (typeof STATES)[number] | (typeof UNION_TERRITORIES)[number];

/** The address form's list: the states, then the union territories, each in alphabetical order. */
export const STATES_AND_TERRITORIES: readonly IndianState[] = [...STATES, ...UNION_TERRITORIES];

export function isIndianState(value: string): value is IndianState {
  return (STATES_AND_TERRITORIES as readonly string[]).includes(value);
}
