import { z } from 'zod';
import { CATEGORIES } from '../catalogue/category';
import { MAX_QUANTITY_PER_ORDER } from '../catalogue/quantity';
import { MAX_COLOUR_NAME_LENGTH } from '../catalogue/colour';
import { VARIANT_SIZES } from '../catalogue/size-scale';
import { isVariantSku } from '../catalogue/variant-sku';
import { CHECKOUT_DELIVERY_OPTIONS } from './delivery-estimate';
import { STATES_AND_TERRITORIES } from './indian-states';
import { paymentReceived, type Order } from './order';
import { indiaDate } from './india-time';
import { INVOICE_NUMBER_PATTERN, ORDER_NUMBER_PATTERN } from './order-number';
import { MAX_ORDER_LINES } from './order-request';
import { COURIER_MAX_LENGTH, COURIER_MIN_LENGTH, TRACKING_NUMBER_PATTERN, UPI_REFERENCE_PATTERN } from './order-desk';
import { ORDER_STATUSES } from './order-status';
import { gstinProblem } from '../settings/gstin';
import { ADDRESS_LINE_MAX, LEGAL_NAME_MAX } from '../settings/shop-identity-settings';

const paise = z.number().int().nonnegative();
const text = z.string().max(200);

const storedOrderSchema = z.object({
  /** The idempotency key it was placed with. */
  key: z.string().min(8).max(64),
  number: z.string().regex(ORDER_NUMBER_PATTERN),
  placedAt: z.number().int().nonnegative(),
  lines: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        title: text,
        image: z.string().max(2000),
        category: z.enum(CATEGORIES),
        size: z.enum(VARIANT_SIZES),
        colour: z.optional(z.string().min(1).max(MAX_COLOUR_NAME_LENGTH)),
        sku: z.optional(z.string().refine(isVariantSku)),
        quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_ORDER),
        unitPrice: paise,
        mrp: paise,
      }),
    )
    .min(1)
    .max(MAX_ORDER_LINES),
  totals: z.object({ subtotal: paise, delivery: paise, discount: paise, total: paise }),
  address: z.object({
    fullName: text,
    mobile: z.string().regex(/^[6-9]\d{9}$/),
    email: text,
    line1: text,
    line2: text,
    landmark: text,
    city: text,
    state: z.enum(STATES_AND_TERRITORIES),
    pinCode: z.string().regex(/^[1-9]\d{5}$/),
  }),
  delivery: z.object({ option: z.enum(CHECKOUT_DELIVERY_OPTIONS), estimatedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  payment: z.object({
    method: z.enum(['cod', 'upi']),
    state: z.enum(['cod-due', 'pending', 'paid', 'refund-due', 'refunded', 'void']),
    upiReference: z.optional(z.string().regex(UPI_REFERENCE_PATTERN)),
    settledAt: z.optional(z.number().int().nonnegative()),
  }),
  status: z.enum(ORDER_STATUSES),
  // Kept trimmed (normalShipment), as the desk's rule takes it.
  shipment: z.optional(
    z.object({
      courier: z.string().min(COURIER_MIN_LENGTH).max(COURIER_MAX_LENGTH).refine((courier) => courier === courier.trim()),
      trackingNumber: z.string().regex(TRACKING_NUMBER_PATTERN),
    }),
  ),
  history: z
    .array(z.object({ status: z.enum(ORDER_STATUSES), at: z.number().int().nonnegative(), by: z.enum(['shopper', 'admin', 'system']), note: z.optional(text) }))
    .min(1),
  // Issued when the order ships (invoice-issue.ts). An order kept before that was numbered at
  // placing, its invoiceNumber alone: it keeps that number, dated the day it was placed.
  invoice: z.optional(z.object({ number: z.string().regex(INVOICE_NUMBER_PATTERN), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
  invoiceNumber: z.optional(z.string().max(16)),
  // The seller the order was invoiced under (absent before it was kept): a GSTIN that fails its check is no order this store wrote.
  seller: z.optional(
    z
      .object({
        legalName: z.string().min(1).max(LEGAL_NAME_MAX),
        addressLines: z.array(z.string().min(1).max(ADDRESS_LINE_MAX)).min(1).max(2),
        state: z.enum(STATES_AND_TERRITORIES),
        gstin: z.string(),
      })
      .refine((seller) => gstinProblem(seller.gstin, seller.state) === undefined),
  ),
});

/** An order as a browser backend stores it: the order, and the key it was placed with. */
export type StoredOrder = Order & { readonly key: string };

/** The order as the shop shows it: its placing key is the store's business. */
export function withoutKey(stored: StoredOrder): Order {
  const { key: _key, ...order } = stored;
  return order;
}

/** One stored order, or undefined when it is not one this store wrote (tampered, or of an older shape). */
export function readStoredOrder(raw: unknown): StoredOrder | undefined {
  const parsed = storedOrderSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { invoiceNumber, ...order } = parsed.data as StoredOrder & { readonly invoiceNumber?: string };
  const numberedAtPlacing = invoiceNumber !== undefined && order.invoice === undefined;
  return voidUnreceivedRefund(numberedAtPlacing ? { ...order, invoice: { number: invoiceNumber, date: indiaDate(order.placedAt) } } : order);
}

function voidUnreceivedRefund(order: StoredOrder): StoredOrder {
  // Kept when a UPI order cancelled before its payment was confirmed was owed a 'refund' of money
  // never received: void, as 20261202100000_refunds_of_money_received.sql made the database's rows.
  return order.payment.state === 'refund-due' && !paymentReceived(order.payment) ? { ...order, payment: { ...order.payment, state: 'void' } } : order;
}
