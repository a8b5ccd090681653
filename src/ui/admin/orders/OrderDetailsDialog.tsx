import { Cross2Icon } from '@radix-ui/react-icons';
import { Button, DataList, Dialog, Flex, Heading, IconButton, Separator, Table, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { paymentStatus, transactionId } from '../../../domain/admin/payment-history';
import { orderItemCount, type Order } from '../../../domain/orders/order';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import { deliveryOption } from '../../../domain/policies/shop-policies';
import { calendarDay, indiaDateTime } from '../../lib/india-dates';
import { rupees } from '../../lib/money';
import { ACTOR_NAMES } from '../parts/order-format';
import { OrderActionsPanel } from './OrderActionsPanel';
import { OrderStatusTag } from './OrderStatusTag';
import { PackingSlip } from './PackingSlip';
import type { OrdersTableViewModel } from './orders-table-view-model';
import { lineKey, lineVariantText } from '../../../domain/orders/line-variant';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-part-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="order-details__part">
      <Heading as="h3" size="3" id={id} mb="2">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Lines({ order }: { order: Order }) {
  const { totals } = order;
  return (
    <Part title="Items">
      <ul className="order-details__lines">
        {order.lines.map((line) => (
          <li key={lineKey(line)}>
            <Flex justify="between" gap="3">
              <div>
                <Text as="p" size="2" weight="medium">
                  {line.title}
                </Text>
                <Text as="p" size="1" color="gray">
                  {lineVariantText(line)} · Qty {line.quantity} · {rupees(line.unitPrice)} each{line.sku && ` · SKU ${line.sku}`}
                </Text>
              </div>
              <Text size="2" weight="medium">
                {rupees(line.unitPrice * line.quantity)}
              </Text>
            </Flex>
          </li>
        ))}
      </ul>
      <Separator size="4" my="2" />
      <DataList.Root size="2" className="order-details__totals">
        <DataList.Item>
          <DataList.Label>Subtotal ({orderItemCount(order)} items)</DataList.Label>
          <DataList.Value>{rupees(totals.subtotal)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Delivery</DataList.Label>
          <DataList.Value>{totals.delivery === 0 ? 'Free' : rupees(totals.delivery)}</DataList.Value>
        </DataList.Item>
        {totals.discount > 0 && (
          <DataList.Item>
            <DataList.Label>Discount</DataList.Label>
            <DataList.Value>−{rupees(totals.discount)}</DataList.Value>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.Label>
            <Text weight="bold">Total</Text>
          </DataList.Label>
          <DataList.Value>
            <Text weight="bold">{rupees(totals.total)}</Text>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Part>
  );
}

function Address({ order }: { order: Order }) {
  const { address } = order;
  return (
    <Part title="Ship to">
      <Text as="p" size="2" weight="medium">
        {address.fullName}
      </Text>
      <Text as="p" size="2">
        {address.line1}
        {address.line2 && `, ${address.line2}`}
      </Text>
      {address.landmark && (
        <Text as="p" size="2">
          {address.landmark}
        </Text>
      )}
      <Text as="p" size="2">
        {address.city}, {address.state} {address.pinCode}
      </Text>
      <Text as="p" size="2" color="gray">
        +91 {address.mobile} · {address.email}
      </Text>
    </Part>
  );
}

function PaymentAndShipment({ order }: { order: Order }) {
  return (
    <Part title="Payment and delivery">
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>Method</DataList.Label>
          <DataList.Value>{PAYMENT_METHOD_NAMES[order.payment.method]}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Payment</DataList.Label>
          <DataList.Value>{paymentStatus(order)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Transaction ID</DataList.Label>
          <DataList.Value>{transactionId(order)}</DataList.Value>
        </DataList.Item>
        {order.payment.upiReference && (
          <DataList.Item>
            <DataList.Label>UPI reference</DataList.Label>
            <DataList.Value>{order.payment.upiReference}</DataList.Value>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.Label>Delivery</DataList.Label>
          <DataList.Value>
            {deliveryOption(order.delivery.option).name} · estimated {calendarDay(order.delivery.estimatedDate)}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Courier</DataList.Label>
          <DataList.Value>{order.shipment?.courier ?? 'Not shipped yet'}</DataList.Value>
        </DataList.Item>
        {order.shipment && (
          <DataList.Item>
            <DataList.Label>Tracking number</DataList.Label>
            <DataList.Value>{order.shipment.trackingNumber}</DataList.Value>
          </DataList.Item>
        )}
      </DataList.Root>
    </Part>
  );
}

function History({ order }: { order: Order }) {
  return (
    <Part title="Status history">
      <Table.Root size="1" variant="ghost" className="order-details__history">
        <caption className="visually-hidden">Status history of order {order.number}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>When</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>By</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Note</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.history.map((change, index) => (
            <Table.Row key={index}>
              <Table.RowHeaderCell>{change.status}</Table.RowHeaderCell>
              <Table.Cell>
                <time dateTime={new Date(change.at).toISOString()}>{indiaDateTime(change.at)}</time>
              </Table.Cell>
              <Table.Cell>{ACTOR_NAMES[change.by]}</Table.Cell>
              <Table.Cell>{change.note ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Part>
  );
}

/** An order's page in the back office: a dialog, as the admin's section is not in the address. */
export const OrderDetailsDialog = observer(function OrderDetailsDialog({ vm }: { vm: OrdersTableViewModel }) {
  const order = vm.open;
  return (
    <Dialog.Root open={order !== undefined} onOpenChange={(open) => !open && vm.close()}>
      {order && (
        <Dialog.Content maxWidth="760px" className="order-details" aria-describedby={undefined}>
          <Flex justify="between" align="start" gap="3">
            <div>
              <Dialog.Title mb="1">Order {order.number}</Dialog.Title>
              <Text as="p" size="2" color="gray">
                Placed {indiaDateTime(order.placedAt)}
              </Text>
            </div>
            <Flex align="center" gap="3">
              <OrderStatusTag status={order.status} />
              <Dialog.Close>
                <IconButton variant="ghost" color="gray" aria-label="Close">
                  <Cross2Icon aria-hidden />
                </IconButton>
              </Dialog.Close>
            </Flex>
          </Flex>
          <div className="order-details__grid">
            <div className="order-details__main">
              <Lines order={order} />
              <History order={order} />
            </div>
            <div className="order-details__side">
              <Address order={order} />
              <PaymentAndShipment order={order} />
            </div>
          </div>
          <OrderActionsPanel vm={vm} order={order} />
          <Flex justify="end" gap="3" mt="4" wrap="wrap">
            <Button variant="soft" color="gray" highContrast onClick={() => window.print()}>
              Print packing slip
            </Button>
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
          <PackingSlip order={order} />
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
});
