import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PAYMENT_STATE_LABELS, type Order } from '../../../domain/orders/order';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import { useViewModel } from '../../app/container-context';
import { HOME_PATH, pagePath } from '../../app/paths';
import { formatDay, rupees } from './format';
import { OrderPageStates } from './OrderStates';
import { OrderPlacedViewModel } from './order-placed-view-model';
import { UpiPayment } from './UpiPayment';
import './orders.css';

/**
 * /order-placed/:number: the checkout's last page, the order's confirmation (and how to pay a UPI
 * order). The order the checkout handed over is shown as it is; opened directly, it is read.
 */
export const OrderPlacedPage = observer(function OrderPlacedPage() {
  const { number } = useParams();
  const vm = useViewModel(OrderPlacedViewModel);
  useEffect(() => {
    void vm.open(number);
  }, [vm, number]);

  return <OrderPageStates loader={vm.loader} title="Order placed" shown={(order) => <Confirmation vm={vm} order={order} />} />;
});

const Confirmation = observer(function Confirmation({ vm, order }: { vm: OrderPlacedViewModel; order: Order }) {
  const payPending = order.payment.state === 'pending';
  return (
    <div className="page order-placed">
      <Card size="4" className="order-placed__card">
        <Flex direction="column" align="center" gap="2" className="order-placed__head">
          <CheckCircledIcon width={40} height={40} className="order-placed__icon" aria-hidden />
          <Heading as="h1" size="7">
            Order placed
          </Heading>
          <Text as="p" color="gray" align="center">
            Thank you, {order.address.fullName}. We have your order{payPending ? ', and ship it once your payment reaches us' : ''}.
          </Text>
        </Flex>

        <DataList.Root className="order-placed__facts" orientation={{ initial: 'vertical', xs: 'horizontal' }} size="3">
          <DataList.Item>
            <DataList.Label>Order number</DataList.Label>
            <DataList.Value>
              <strong>{order.number}</strong>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Estimated delivery</DataList.Label>
            <DataList.Value>{formatDay(order.delivery.estimatedDate)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Total</DataList.Label>
            <DataList.Value>
              <strong>{rupees(order.totals.total)}</strong>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Payment</DataList.Label>
            <DataList.Value>
              {PAYMENT_METHOD_NAMES[order.payment.method]} · {PAYMENT_STATE_LABELS[order.payment.state]}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>

        {payPending && (
          <section className="order-placed__pay" aria-labelledby="order-placed-pay">
            <Heading as="h2" size="4" id="order-placed-pay" mb="2">
              Payment pending
            </Heading>
            <UpiPayment payment={vm.payment} total={order.totals.total} />
          </section>
        )}

        <Flex gap="3" wrap="wrap" justify="center" mt="5">
          <Button asChild size="3">
            <Link to={pagePath('OrderPage', { number: order.number })}>View order details</Link>
          </Button>
          <Button asChild size="3" variant="outline">
            <Link to={HOME_PATH}>Continue Shopping</Link>
          </Button>
        </Flex>
      </Card>
    </div>
  );
});
