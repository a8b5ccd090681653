import type { Shipment } from '../../src/domain/orders/order';

/** A shipment the desk takes: what the admin enters when marking an order Shipped. */
export const A_SHIPMENT: Shipment = { courier: 'Delhivery', trackingNumber: 'DLV-1234567890' };
