import type { InvoiceSeller } from './invoice';

/** The seller an order keeps (Order.seller): the invoice's part of the shop's identity, nothing more. */
export function invoiceSeller(identity: InvoiceSeller): InvoiceSeller {
  return { legalName: identity.legalName, addressLines: [...identity.addressLines], state: identity.state, gstin: identity.gstin };
}
