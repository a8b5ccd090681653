import { describe, expect, it, vi } from 'vitest';
import { ORDER_FIGURES, type OrderFigureQueries } from '../../../src/application/ports/order-figures';
import { DeliveryViewModel } from '../../../src/ui/admin/delivery/delivery-view-model';
import { OrderDeskActions } from '../../../src/ui/admin/orders/order-desk-actions';
import { OrdersTableViewModel } from '../../../src/ui/admin/orders/orders-table-view-model';
import { PaymentHistoryViewModel } from '../../../src/ui/admin/payments/payment-history-view-model';
import { logInAdmin } from '../../support/admin-session';
import { SHOPPER_PHONE, shopWithOrders } from '../../support/admin-orders';

describe('the admin order view models', () => {
  it('says the desk’s refusal as a toast when a move the machine does not allow is forced, and changes nothing', async () => {
    const { test, orders } = await shopWithOrders([{}]);
    const actions = logInAdmin(test).container.get(OrderDeskActions);
    expect(await actions.advance(orders[0]!, 'Delivered')).toBeUndefined();
    expect(test.notifier.notices.at(-1)).toEqual({ kind: 'error', title: 'Order not updated', description: 'An order that is Processing cannot be moved to Delivered.' });
    expect((await test.orders.find(SHOPPER_PHONE, orders[0]!.number))?.status).toBe('Processing');
    // Shipping without a courier is refused by the desk too, in the field's words.
    expect(await actions.advance(orders[0]!, 'Shipped')).toBeUndefined();
    expect(test.notifier.notices.at(-1)?.kind).toBe('error');
  });

  it('says Admin Access Required to anyone but the admin', async () => {
    const { test, orders } = await shopWithOrders([{}]);
    const actions = test.container.get(OrderDeskActions);
    expect(await actions.cancel(orders[0]!, 'No stock')).toBeUndefined();
    expect(test.notifier.notices.at(-1)?.title).toBe('Admin Access Required');
  });

  it('goes back to page 1 and drops the selection when a filter changes', async () => {
    const { test, orders } = await shopWithOrders(Array.from({ length: 15 }, () => ({})));
    const vm = logInAdmin(test).container.get(OrdersTableViewModel);
    await vm.start();
    await vm.goTo(2);
    expect(vm.pager.showing).toBe('Showing 11 to 15 of 15 orders');
    vm.toggle(orders[0]!.number, true);
    expect(vm.selected.size).toBe(1);
    await vm.setFilter('status', 'Processing');
    expect(vm.pager.page).toBe(1);
    expect(vm.selected.size).toBe(0);
    expect(vm.pager.showing).toBe('Showing 1 to 10 of 15 orders');
    vm.togglePage(true);
    expect(vm.pageSelection).toBe(true);
    expect(vm.shippable).toHaveLength(10);
  });

  it('sends no UPI reference that is not 12 digits', async () => {
    const { test, orders } = await shopWithOrders([{ payment: 'upi' }]);
    const vm = logInAdmin(test).container.get(PaymentHistoryViewModel);
    await vm.start();
    vm.askConfirm(vm.rows[0]!);
    vm.setReference('1234-5678-90');
    expect(await vm.confirm()).toBe(false);
    expect(vm.referenceError).toBe('The UPI reference number is 12 digits.');
    expect((await test.orders.find(SHOPPER_PHONE, orders[0]!.number))?.payment.state).toBe('pending');
    vm.setReference(' 402611223344 ');
    expect(vm.referenceError).toBeUndefined();
    expect(await vm.confirm()).toBe(true);
    expect(vm.rows[0]).toMatchObject({ transactionId: '402611223344', status: 'Paid', actions: [] });
  });

  it('asks the backend for one page of deliveries at a time, never for every order; refused to anyone but the admin', async () => {
    const { test, orders } = await shopWithOrders(Array.from({ length: 11 }, () => ({})));
    for (const [index, order] of orders.entries()) {
      await test.orders.advance(order.number, 'Shipped', test.clock.now(), { courier: 'DTDC', trackingNumber: `DTDC-${200000 + index}` });
    }
    const deliveries = vi.spyOn(test.container.get<OrderFigureQueries>(ORDER_FIGURES), 'deliveries');
    const refused = test.container.get(DeliveryViewModel);
    await refused.start();
    expect(refused.status).toBe('error');
    expect(test.notifier.notices.at(-1)?.title).toBe('Admin Access Required');
    expect(deliveries).not.toHaveBeenCalled();

    const vm = logInAdmin(test).container.get(DeliveryViewModel);
    await vm.start();
    await vm.goTo(2);
    expect(deliveries.mock.calls.map(([, query]) => query)).toEqual([
      { overdueOnly: false, page: 1, pageSize: 10 },
      { overdueOnly: false, page: 2, pageSize: 10 },
    ]);
    expect(vm.rows).toHaveLength(1);
    await vm.moveOn(vm.rows[0]!.order);
    expect(deliveries.mock.calls.at(-1)?.[1]).toEqual({ overdueOnly: false, page: 2, pageSize: 10 });
    expect(vm.rows[0]?.order.status).toBe('In Transit');
  });
});
