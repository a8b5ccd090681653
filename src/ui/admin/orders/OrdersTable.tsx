import { Button, Checkbox, Table, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { paymentStatus } from '../../../domain/admin/payment-history';
import { orderItemCount } from '../../../domain/orders/order';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import { indiaDateTime } from '../../lib/india-dates';
import { rupees } from '../../lib/money';
import { TableScroll } from '../parts/TableScroll';
import { OrderStatusTag } from './OrderStatusTag';
import type { OrdersTableViewModel } from './orders-table-view-model';

/**
 * One page of orders: a tick to select each, Order, Customer, Items, Total, Payment, Status and
 * View. On a phone the table scrolls sideways in its own labelled box (TableScroll), the page not.
 */
export const OrdersTable = observer(function OrdersTable({ vm }: { vm: OrdersTableViewModel }) {
  return (
    <TableScroll label="Orders table" minWidth={900}>
      <Table.Root variant="surface" className="admin-table orders-table">
        <caption className="visually-hidden">Orders</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell className="orders-table__tick">
              <Checkbox aria-label="Select every order on this page" checked={vm.pageSelection} onCheckedChange={(on) => vm.togglePage(on === true)} />
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Order</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Customer</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Items</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Total</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Payment</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vm.orders.map((order) => (
            <Table.Row key={order.number} align="center" data-selected={vm.isSelected(order.number) || undefined}>
              <Table.Cell className="orders-table__tick">
                <Checkbox aria-label={`Select order ${order.number}`} checked={vm.isSelected(order.number)} onCheckedChange={(on) => vm.toggle(order.number, on === true)} />
              </Table.Cell>
              <Table.RowHeaderCell>
                <Text as="div" size="2" weight="medium" className="orders-table__number">
                  {order.number}
                </Text>
                <Text as="div" size="1" color="gray">
                  <time dateTime={new Date(order.placedAt).toISOString()}>{indiaDateTime(order.placedAt)}</time>
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Text as="div" size="2" className="orders-table__customer">
                  {order.address.fullName}
                </Text>
                <Text as="div" size="1" color="gray">
                  +91 {order.address.mobile} · PIN {order.address.pinCode}
                </Text>
              </Table.Cell>
              <Table.Cell>{orderItemCount(order)}</Table.Cell>
              <Table.Cell>
                <Text weight="medium">{rupees(order.totals.total)}</Text>
              </Table.Cell>
              <Table.Cell>
                <Text as="div" size="2">
                  {PAYMENT_METHOD_NAMES[order.payment.method]}
                </Text>
                <Text as="div" size="1" color="gray">
                  {paymentStatus(order)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <OrderStatusTag status={order.status} />
              </Table.Cell>
              <Table.Cell>
                <Button size="1" variant="soft" aria-label={`View order ${order.number}`} onClick={() => vm.show(order)}>
                  View
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
});
