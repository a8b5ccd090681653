import { ArrowLeftIcon, FileTextIcon, QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { deliveryOption } from '../../../domain/policies/shop-policies';
import { orderItemCount, paymentLabel, type Order } from '../../../domain/orders/order';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import { useViewModel } from '../../app/container-context';
import { CUSTOMER_CARE_PATH, ORDERS_PATH, pagePath, productPath } from '../../app/paths';
import { CancelOrderDialog } from './CancelOrderDialog';
import { calendarDay, indiaDateTime } from '../../lib/india-dates';
import { rupees } from '../../lib/money';
import { itemCount } from './format';
import { OrderPageStates } from './OrderStates';
import { OrderReturns } from './OrderReturns';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderViewModel } from './order-view-model';
import { UpiPayment } from './UpiPayment';
import './orders.css';
import { lineKey, lineVariantText } from '../../../domain/orders/line-variant';

/** /order/:number: one of the shopper's orders, its payment, its history, and its cancellation. */
export const OrderPage = observer(function OrderPage() {
  const { number } = useParams();
  const vm = useViewModel(OrderViewModel);
  useEffect(() => {
    void vm.load(number);
  }, [vm, number]);

  return <OrderPageStates loader={vm.loader} title="Order Details" shown={(order) => <OrderDetails vm={vm} order={order} />} />;
});

function Section({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const id = `order-${className}`;
  return (
    <Card size="3" asChild className={`order-section order-section--${className}`}>
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" id={id} mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="between" gap="3" asChild>
      <div>
        <Text as="span" size={strong ? '4' : '3'} weight={strong ? 'bold' : 'regular'}>
          {label}
        </Text>
        <Text as="span" size={strong ? '4' : '3'} weight={strong ? 'bold' : 'medium'}>
          {value}
        </Text>
      </div>
    </Flex>
  );
}

const OrderDetails = observer(function OrderDetails({ vm, order }: { vm: OrderViewModel; order: Order }) {
  const cancelled = order.status === 'Cancelled';
  const check = vm.cancelCheck;
  const { totals, address } = order;
  return (
    <div className="page order-page">
      <Link to={ORDERS_PATH} className="order-page__back">
        <ArrowLeftIcon aria-hidden /> My Orders
      </Link>
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="5" mt="2">
        <div>
          <Heading as="h1" size="7">
            Order {order.number}
          </Heading>
          <Text as="p" color="gray" size="2" mt="1">
            Placed on {indiaDateTime(order.placedAt)} · {itemCount(orderItemCount(order))}
          </Text>
        </div>
        <OrderStatusBadge status={order.status} size="3" />
      </Flex>

      <div className="order-layout">
        <div className="order-layout__main">
          <Section title="Items" className="items">
            <ul className="order-lines">
              {order.lines.map((line) => (
                <li key={lineKey(line)} className="order-line">
                  <img className="order-line__image" src={line.image} alt="" width={80} height={80} loading="lazy" />
                  <div className="order-line__body">
                    <Flex justify="between" gap="3" align="start">
                      <Text as="p" weight="medium" className="order-line__title">
                        <Link to={productPath(line.productId)}>{line.title}</Link>
                      </Text>
                      <Text as="p" weight="bold" className="order-line__total">
                        <span className="visually-hidden">Line total </span>
                        {rupees(line.unitPrice * line.quantity)}
                      </Text>
                    </Flex>
                    <Text as="p" size="2" color="gray">
                      {lineVariantText(line)} · Qty {line.quantity}
                    </Text>
                    <Text as="p" size="2">
                      {rupees(line.unitPrice)} each
                      {line.mrp > line.unitPrice && (
                        <>
                          {' '}
                          <Text color="gray" asChild>
                            <s aria-label={`MRP ${rupees(line.mrp)}`}>{rupees(line.mrp)}</s>
                          </Text>
                        </>
                      )}
                    </Text>
                  </div>
                </li>
              ))}
            </ul>
          </Section>

          <OrderReturns orderNumber={order.number} />

          <Section title="Order status" className="history">
            <ol className="order-history">
              {order.history.map((change, index) => (
                <li key={index} className="order-history__step">
                  <Text as="p" weight="medium">
                    {change.status}
                  </Text>
                  <Text as="p" size="2" color="gray">
                    <time dateTime={new Date(change.at).toISOString()}>{indiaDateTime(change.at)}</time>
                  </Text>
                  {change.note && (
                    <Text as="p" size="2">
                      Reason: {change.note}
                    </Text>
                  )}
                </li>
              ))}
            </ol>
            {order.shipment && (
              <dl className="order-shipment">
                <div>
                  <dt>Courier</dt>
                  <dd>{order.shipment.courier}</dd>
                </div>
                <div>
                  <dt>Tracking number</dt>
                  <dd>{order.shipment.trackingNumber}</dd>
                </div>
              </dl>
            )}
            {!cancelled && order.status !== 'Delivered' && (
              <Text as="p" size="2" mt="3">
                Estimated delivery: <strong>{calendarDay(order.delivery.estimatedDate)}</strong>
              </Text>
            )}
          </Section>
        </div>

        <div className="order-layout__side">
          <Section title="Payment" className={order.payment.state === 'pending' ? 'payment-due' : 'payment'}>
            <Flex direction="column" gap="3">
              <Row label={PAYMENT_METHOD_NAMES[order.payment.method]} value={paymentLabel(order.payment)} />
              <UpiPayment payment={vm.payment} total={totals.total} />
            </Flex>
          </Section>

          <Section title="Order Summary" className="summary">
            <Flex direction="column" gap="2">
              <Row label={`Subtotal (${itemCount(orderItemCount(order))})`} value={rupees(totals.subtotal)} />
              <Row label="Delivery" value={totals.delivery === 0 ? 'Free' : rupees(totals.delivery)} />
              {totals.discount > 0 && <Row label="Discount" value={`−${rupees(totals.discount)}`} />}
              <Separator size="4" my="2" />
              <Row label="Total" value={rupees(totals.total)} strong />
            </Flex>
          </Section>

          <Section title="Delivery" className="address">
            <Text as="p" weight="medium">
              {address.fullName}
            </Text>
            <Text as="p" size="2">
              {address.line1}, {address.line2}
            </Text>
            {address.landmark && (
              <Text as="p" size="2">
                {address.landmark}
              </Text>
            )}
            <Text as="p" size="2">
              {address.city}, {address.state} {address.pinCode}
            </Text>
            <Text as="p" size="2" color="gray" mt="1">
              +91 {address.mobile}
            </Text>
            <Text as="p" size="2" mt="2">
              {deliveryOption(order.delivery.option).name}
            </Text>
          </Section>

          <Flex direction="column" gap="3" className="order-actions">
            {!cancelled && (
              <Button asChild size="3" variant="soft">
                <Link to={pagePath('InvoicePage', { number: order.number })}>
                  <FileTextIcon aria-hidden />
                  View tax invoice
                </Link>
              </Button>
            )}
            {check?.kind === 'allowed' && (
              <>
                <CancelOrderDialog vm={vm} order={order} />
                <Text as="p" size="1" color="gray" align="center">
                  You can cancel until {indiaDateTime(check.until)}.
                </Text>
              </>
            )}
            {check?.kind === 'refused' && !cancelled && (
              <Text as="p" size="2" color="gray">
                {check.reason}
              </Text>
            )}
            {!cancelled && (
              <Button asChild size="3" variant="ghost">
                <Link to={CUSTOMER_CARE_PATH}>
                  <QuestionMarkCircledIcon aria-hidden />
                  Help
                </Link>
              </Button>
            )}
          </Flex>
        </div>
      </div>
    </div>
  );
});
