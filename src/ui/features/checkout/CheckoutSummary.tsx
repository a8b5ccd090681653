import { Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { deliveryOption } from '../../../domain/policies/shop-policies';
import { rupees } from './checkout-format';
import type { CheckoutViewModel } from './checkout-view-model';
import { lineKey, lineVariantText } from '../../../domain/orders/line-variant';

export function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="between" gap="3" asChild>
      <div>
        <Text as="span" size={strong ? '4' : '2'} weight={strong ? 'bold' : 'regular'}>
          {label}
        </Text>
        <Text as="span" size={strong ? '4' : '2'} weight={strong ? 'bold' : 'medium'} className="checkout-amount">
          {value}
        </Text>
      </div>
    </Flex>
  );
}

/** The promo code's discount, when one is applied: what it takes off the goods. */
export const DiscountRow = observer(function DiscountRow({ vm }: { vm: CheckoutViewModel }) {
  const promotion = vm.promo.applied;
  const { totals } = vm;
  if (!promotion || totals.discount === 0) return null;
  return <AmountRow label={`Discount (${promotion.code})`} value={`−${rupees(totals.discount)}`} />;
});

/** What the order costs: its items, the delivery option's fee (standard until one is chosen), and the total. */
export const CheckoutSummary = observer(function CheckoutSummary({ vm }: { vm: CheckoutViewModel }) {
  const { totals } = vm;
  const option = deliveryOption(vm.choices.deliveryOption ?? 'standard');
  const { items, itemCount } = vm.loader;
  return (
    <Card size="3" className="checkout-summary" asChild>
      <section aria-labelledby="checkout-summary-title">
        <Heading as="h2" size="4" id="checkout-summary-title" mb="3">
          Order Summary
        </Heading>
        <ul className="checkout-summary__lines" aria-label="Items in your order">
          {items.map((item) => (
            <li key={lineKey(item)} className="checkout-summary__line">
              <img src={item.image} alt="" width={48} height={48} className="checkout-summary__image" />
              <Flex direction="column" className="checkout-summary__text">
                <Text size="2" weight="medium" className="checkout-summary__title">
                  {item.title}
                </Text>
                <Text size="1" color="gray">
                  {lineVariantText(item)} · Qty {item.quantity}
                </Text>
              </Flex>
              <Text size="2" weight="medium" className="checkout-amount">
                {rupees(item.unitPrice * item.quantity)}
              </Text>
            </li>
          ))}
        </ul>
        <Separator size="4" my="3" />
        <Flex direction="column" gap="2">
          <AmountRow label={`Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`} value={rupees(totals.subtotal)} />
          <AmountRow label={`Delivery (${option.name})`} value={totals.delivery === 0 ? 'Free' : rupees(totals.delivery)} />
          <DiscountRow vm={vm} />
          <Separator size="4" my="1" />
          <AmountRow label="Total" value={rupees(totals.total)} strong />
        </Flex>
      </section>
    </Card>
  );
});
