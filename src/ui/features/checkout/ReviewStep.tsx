import { Button, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import { deliveryOption } from '../../../domain/policies/shop-policies';
import { AddressText } from '../../components/AddressText';
import { deliveryDay } from '../../lib/delivery-day';
import { rupees } from './checkout-format';
import { AmountRow, DiscountRow } from './CheckoutSummary';
import type { CheckoutStep } from './checkout-step-machine';
import type { CheckoutViewModel } from './checkout-view-model';
import { PAYMENT_METHOD_NOTES } from './PaymentStep';
import { PromoCodeField } from './PromoCodeField';
import { lineKey, lineVariantText } from '../../../domain/orders/line-variant';

/** Step 4: every line, where and when it goes, and how it is paid (beside it, ReviewTotals: the exact total and Place Order). */
export const ReviewStep = observer(function ReviewStep({ vm }: { vm: CheckoutViewModel }) {
  const { address } = vm;
  const { chosenDelivery, paymentMethod } = vm.choices;
  return (
    <Flex direction="column" gap="4">
      <ul className="review-lines" aria-label="Items in your order" aria-busy={vm.loader.refreshing || undefined}>
        {vm.loader.items.map((item) => (
          <li key={lineKey(item)} className="review-line">
            <img src={item.image} alt="" width={72} height={72} className="review-line__image" />
            <Flex direction="column" gap="1" className="review-line__body">
              <Text weight="medium">{item.title}</Text>
              <Text size="2" color="gray">
                {lineVariantText(item)} · Qty {item.quantity} · {rupees(item.unitPrice)} each
              </Text>
            </Flex>
            <Text weight="bold" className="checkout-amount review-line__total">
              {rupees(item.unitPrice * item.quantity)}
            </Text>
          </li>
        ))}
      </ul>

      <div className="review-details">
        <ReviewPart title="Delivery Address" step="address" vm={vm}>
          {address && <AddressText address={address} />}
        </ReviewPart>
        <ReviewPart title="Delivery" step="delivery" vm={vm}>
          {chosenDelivery && (
            <>
              <Text as="p" weight="medium">
                {deliveryOption(chosenDelivery.option).name}
              </Text>
              {chosenDelivery.estimate.kind === 'available' && (
                <Text as="p" size="2">
                  Arrives by {deliveryDay(chosenDelivery.estimate.date)}
                </Text>
              )}
            </>
          )}
        </ReviewPart>
        <ReviewPart title="Payment" step="payment" vm={vm}>
          {paymentMethod && (
            <>
              <Text as="p" weight="medium">
                {PAYMENT_METHOD_NAMES[paymentMethod]}
              </Text>
              <Text as="p" size="2">
                {PAYMENT_METHOD_NOTES[paymentMethod]}
              </Text>
            </>
          )}
        </ReviewPart>
      </div>

    </Flex>
  );
});

/** The order's exact total and Place Order, which waits while the order is on its way (one order, however many clicks). */
export const ReviewTotals = observer(function ReviewTotals({ vm, onPlace }: { vm: CheckoutViewModel; onPlace: () => void }) {
  const { totals } = vm;
  const { itemCount, refreshing } = vm.loader;
  const placing = vm.placing.busy;
  return (
    <Card size="3" className="review-totals" asChild>
      <section aria-labelledby="review-totals-title">
        <Heading as="h2" size="4" id="review-totals-title" mb="3">
          Order Total
        </Heading>
        <PromoCodeField vm={vm} />
        <Separator size="4" my="3" />
        <Flex direction="column" gap="2">
          <AmountRow label={`Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`} value={rupees(totals.subtotal)} />
          <AmountRow label="Delivery" value={totals.delivery === 0 ? 'Free' : rupees(totals.delivery)} />
          <DiscountRow vm={vm} />
          <Separator size="4" my="1" />
          <AmountRow label="Total" value={rupees(totals.total)} strong />
        </Flex>
        <Button size="4" mt="4" className="review-totals__place" onClick={onPlace} disabled={placing || refreshing} loading={placing}>
          Place Order
        </Button>
      </section>
    </Card>
  );
});

function ReviewPart({ title, step, vm, children }: { title: string; step: CheckoutStep; vm: CheckoutViewModel; children: ReactNode }) {
  const id = `review-${step}`;
  return (
    <Card size="2" asChild>
      <section aria-labelledby={id}>
        <Flex justify="between" align="center" gap="3" mb="2">
          <Heading as="h3" size="3" id={id}>
            {title}
          </Heading>
          <Button size="1" variant="soft" onClick={() => vm.goTo(step)} disabled={!vm.canGoTo(step)} aria-label={`Change ${title.toLowerCase()}`}>
            Change
          </Button>
        </Flex>
        {children}
      </section>
    </Card>
  );
}
