import { Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { orderItemCount, paymentLabel, type Order } from '../../../domain/orders/order';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import { pagePath } from '../../app/paths';
import { indiaDay } from '../../lib/india-dates';
import { rupees } from '../../lib/money';
import { itemCount } from './format';
import { OrderStatusBadge } from './OrderStatusBadge';

/** One order in the /orders list: the whole card opens its page (the link is the order's number). */
export function OrderCard({ order }: { order: Order }) {
  const [first, ...rest] = order.lines;
  const others = rest.length;
  return (
    <li className="order-card">
      {first && <img className="order-card__image" src={first.image} alt="" width={72} height={72} loading="lazy" />}
      <div className="order-card__body">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" size="3" className="order-card__number">
            <Link className="order-card__link" to={pagePath('OrderPage', { number: order.number })}>
              Order {order.number}
            </Link>
          </Heading>
          <OrderStatusBadge status={order.status} />
        </Flex>
        <Text as="p" size="2" color="gray">
          Placed on {indiaDay(order.placedAt)} · {itemCount(orderItemCount(order))}
        </Text>
        {first && (
          <Text as="p" size="2" className="order-card__title">
            {first.title}
            {others > 0 && ` and ${others} more`}
          </Text>
        )}
        <Flex justify="between" align="baseline" gap="3" wrap="wrap" mt="1">
          <Text as="p" weight="bold">
            {rupees(order.totals.total)}
          </Text>
          <Text as="p" size="2" className="order-card__payment" color={order.payment.state === 'pending' ? 'amber' : 'gray'} weight={order.payment.state === 'pending' ? 'medium' : 'regular'}>
            {PAYMENT_METHOD_NAMES[order.payment.method]} · {paymentLabel(order.payment)}
          </Text>
        </Flex>
      </div>
    </li>
  );
}
