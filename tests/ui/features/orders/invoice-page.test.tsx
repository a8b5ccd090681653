import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_BOOK, type OrderBook } from '../../../../src/application/ports/order-book';
import type { Order } from '../../../../src/domain/orders/order';
import { SHOP_IDENTITY } from '../../../../src/domain/orders/shop-identity';
import { INVOICE_NOT_ISSUED_YET } from '../../../../src/ui/features/orders/order-notices';
import { InvoicePage } from '../../../../src/ui/features/orders/InvoicePage';
import { OFFICE } from '../../../support/addresses';
import { A_SHIPMENT } from '../../../support/shipment';
import { renderRoutes } from '../../../support/render';
import { bookOf, JEANS, movedTo, PARKA, placeOrder, shop, TEE } from './order-fixtures';

const routes: RouteObject[] = [{ path: '/invoice/:number', element: <InvoicePage /> }];

/** The order as the desk ships it now: its tax invoice issued. */
async function shipped(test: ReturnType<typeof shop>, order: Order): Promise<Order> {
  const move = await test.orders.advance(order.number, 'Shipped', test.clock.now(), A_SHIPMENT);
  if (move.kind !== 'moved') throw new Error(`not shipped: ${JSON.stringify(move)}`);
  return move.order;
}

/** The table's rows, each as its cells' text. */
function rows(): string[][] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('InvoicePage', () => {
  it('prints a GST tax invoice within the shop’s state: CGST and SGST, adding up to the order’s total', async () => {
    const test = shop();
    // Placed 15 Nov 2023 (India): the rates then were 5% up to ₹1,000 a piece, 12% above.
    const order = await shipped(test, await placeOrder(test, [{ product: TEE, quantity: 2 }, { product: PARKA }]));
    await renderRoutes(routes, `/invoice/${order.number}`, test);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeTruthy();
    const invoice = within(screen.getByRole('article', { name: 'Tax Invoice' }));
    expect(invoice.getByText(SHOP_IDENTITY.legalName)).toBeTruthy();
    expect(invoice.getByText(SHOP_IDENTITY.gstin)).toBeTruthy();
    expect(invoice.getByText('State: Karnataka (29)')).toBeTruthy();
    expect(invoice.getByText('FZ/23-24/000001')).toBeTruthy();
    expect(order.invoice?.number).toBe('FZ/23-24/000001');
    expect(invoice.getByText(order.number)).toBeTruthy();
    expect(invoice.getByText('Wed, 15 Nov 2023')).toBeTruthy();
    expect(invoice.getByText('Karnataka (29)')).toBeTruthy();
    expect(invoice.getByText('Asha Rao')).toBeTruthy();
    expect(invoice.getByText('Bengaluru, Karnataka 560038')).toBeTruthy();

    expect(rows()).toEqual([
      ['#', 'Description', 'HSN', 'Qty', 'Unit price', 'Taxable value', 'CGST', 'SGST', 'Amount'],
      ['1', 'Crew Tee (Size M)SKU TSH1001-M', '6109', '2', '₹499', '₹950.48', '₹23.76@ 2.5%', '₹23.76@ 2.5%', '₹998'],
      ['2', 'Down Parka (Size M)SKU OUT3003-M', '6201', '1', '₹3,499', '₹3,124.11', '₹187.45@ 6%', '₹187.44@ 6%', '₹3,499'],
      ['Total', '₹4,074.59', '₹211.21', '₹211.20', '₹4,497'],
    ]);
    // A phone's list of the same lines (the table's place below 640 px).
    const [tee] = within(invoice.getByRole('list', { name: 'Invoice lines' })).getAllByRole('listitem');
    expect(tee!.textContent).toBe('1. Crew Tee (Size M)SKUTSH1001-MHSN6109Quantity2Unit price₹499Taxable value₹950.48CGST @ 2.5%₹23.76SGST @ 2.5%₹23.76Amount₹998');
    expect(invoice.getByText('Rupees Four Thousand Four Hundred Ninety-Seven Only')).toBeTruthy();
    expect(invoice.getByText(/Rates as in force from Sat, 1 Jul 2017: 5% .* up to ₹1,000 a piece, 12% above/)).toBeTruthy();
    expect(order.totals.total).toBe(449700);
  });

  it('charges IGST alone for a delivery to another state, with the delivery charge as its own line', async () => {
    const test = shop();
    const order = await shipped(test, await placeOrder(test, [{ product: TEE }], { address: OFFICE }));
    await renderRoutes(routes, `/invoice/${order.number}`, test);
    await screen.findByRole('heading', { level: 1, name: 'Tax Invoice' });
    expect(screen.getByText('Haryana (06)')).toBeTruthy();
    // ₹499: standard delivery is free from ₹499, so the goods alone.
    expect(rows()[0]).toEqual(['#', 'Description', 'HSN', 'Qty', 'Unit price', 'Taxable value', 'IGST', 'Amount']);
    expect(rows().at(-1)).toEqual(['Total', '₹475.24', '₹23.76', '₹499']);
  });

  it('bills a delivery fee as a line taxed at the goods’ rate', async () => {
    const test = shop();
    // ₹299: under the free-delivery threshold of ₹499, so ₹49 for delivery.
    await test.products.save({ ...JEANS, price: 299 });
    const order = await shipped(test, await placeOrder(test, [{ product: { id: JEANS.id, price: 299 } }]));
    await renderRoutes(routes, `/invoice/${order.number}`, test);
    await screen.findByRole('heading', { level: 1, name: 'Tax Invoice' });
    expect(rows()[2]).toEqual(['2', 'Delivery charges (Standard Delivery)', '6203', '1', '₹49', '₹46.67', '₹1.17@ 2.5%', '₹1.16@ 2.5%', '₹49']);
    expect(rows().at(-1)!.at(-1)).toBe('₹348');
  });

  it('prints with the Print button', async () => {
    const test = shop();
    const order = await shipped(test, await placeOrder(test, [{ product: TEE }]));
    // happy-dom has no print dialog to open.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    try {
      await renderRoutes(routes, `/invoice/${order.number}`, test);
      await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(window, 'print');
    }
  });

  it('says an order not shipped yet has no tax invoice until dispatch, and shows no number', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: TEE }]);
    await renderRoutes(routes, `/invoice/${order.number}`, test);
    expect(await screen.findByRole('heading', { name: 'Tax invoice not issued yet' })).toBeTruthy();
    expect(screen.getByText(INVOICE_NOT_ISSUED_YET)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/FZ\/\d\d-\d\d\//)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(`/order/${order.number}`);
  });

  it('issues no invoice for a cancelled order', async () => {
    const test = shop();
    const order = movedTo(await placeOrder(test, [{ product: TEE }]), 'Cancelled', 1);
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue(bookOf([order]));
    await renderRoutes(routes, `/invoice/${order.number}`, test);
    expect(await screen.findByRole('heading', { name: 'No invoice for a cancelled order' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(`/order/${order.number}`);
  });

  it('asks a visitor to log in, and says Order not found for a number not theirs', async () => {
    const visitor = await renderRoutes(routes, '/invoice/FZ00000001', shop({ visitor: true }));
    expect(screen.getByRole('heading', { name: 'Log in to see this order' })).toBeTruthy();
    visitor.unmount();
    await renderRoutes(routes, '/invoice/FZ00000001', shop());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });
});
