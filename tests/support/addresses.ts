import type { AddressFormValues, DeliveryAddress } from '../../src/domain/orders/address';
import type { SavedAddress } from '../../src/domain/orders/saved-addresses';

/** Addresses the address form takes as they are (trimmed, each PIN of its state). */
export const HOME: DeliveryAddress = {
  fullName: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  line1: '12 MG Road',
  line2: 'Indiranagar',
  landmark: 'Near the metro station',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560038',
};

export const OFFICE: DeliveryAddress = {
  fullName: 'Asha Rao',
  mobile: '7012345678',
  email: 'asha.rao@work.example.com',
  line1: 'Tower B, 5th Floor, Cyber City',
  line2: 'DLF Phase 2',
  landmark: '',
  city: 'Gurugram',
  state: 'Haryana',
  pinCode: '122002',
};

export const PARENTS: DeliveryAddress = {
  fullName: 'Lakshmi Rao',
  mobile: '6123456789',
  email: 'lakshmi@example.in',
  line1: '4 Beach Road',
  line2: 'Mylapore',
  landmark: 'Opposite the temple tank',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pinCode: '600004',
};

/** UUIDs, as every backend's ids are (the Supabase table's key is a uuid). */
export const ID = {
  home: '2f1c7a52-8d0e-4b7a-9c3e-5a1d2b3c4d01',
  office: '2f1c7a52-8d0e-4b7a-9c3e-5a1d2b3c4d02',
  parents: '2f1c7a52-8d0e-4b7a-9c3e-5a1d2b3c4d03',
} as const;

export const saved = (address: DeliveryAddress, id: string, isDefault = false): SavedAddress => ({ ...address, id, isDefault });

/** The form's values for `address`, with `changes`: what a shopper types. */
export const formOf = (address: DeliveryAddress, changes: Partial<AddressFormValues> = {}): AddressFormValues => ({ ...address, ...changes });
