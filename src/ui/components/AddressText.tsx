import { Badge, Text } from '@radix-ui/themes';
import type { DeliveryAddress } from '../../domain/orders/address';
import './address-text.css';

/** An address on two lines, as a label would carry it: the street, then the place. */
export function addressLines(address: Pick<DeliveryAddress, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pinCode'>): [string, string] {
  const street = [address.line1, address.line2, address.landmark].map((part) => part.trim()).filter(Boolean).join(', ');
  return [street, `${address.city.trim()}, ${address.state} ${address.pinCode.trim()}`];
}

/** An address as a label shows it: the name (and Default), the street, the place, the phone. */
export function AddressText({ address }: { address: Pick<DeliveryAddress, 'fullName' | 'mobile' | 'email' | 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pinCode'> & { isDefault?: boolean } }) {
  const [street, place] = addressLines(address);
  return (
    <span className="address-text">
      <span className="address-text__name">
        <Text weight="bold">{address.fullName}</Text>
        {address.isDefault && (
          <Badge size="1" color="green">
            Default
          </Badge>
        )}
      </span>
      <Text size="2">{street}</Text>
      <Text size="2">{place}</Text>
      <Text size="2" color="gray">
        +91 {address.mobile} · {address.email}
      </Text>
    </span>
  );
}
