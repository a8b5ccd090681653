import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '../../../domain/orders/order-totals';
import { rupees } from './checkout-format';
import { StepActions } from './StepActions';
import type { CheckoutViewModel } from './checkout-view-model';

/** What each method means for the shopper, when it is offered. */
export const PAYMENT_METHOD_NOTES: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Pay in cash when your order arrives.',
  upi: 'Pay in your UPI app once the order is placed.',
};

/** Step 3: Cash on Delivery (up to the policy's limit) or UPI; a method the total does not allow is disabled with the reason. */
export const PaymentStep = observer(function PaymentStep({ vm }: { vm: CheckoutViewModel }) {
  const { choices } = vm;
  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" color="gray">
        Your order total is <strong>{rupees(vm.totals.total)}</strong>.
      </Text>
      <RadioCards.Root value={choices.paymentMethod} onValueChange={choices.choosePayment} aria-labelledby="checkout-step-heading" columns={{ initial: '1', sm: '2' }} gap="3">
        {choices.paymentChoices.map((choice) => (
          <RadioCards.Item key={choice.method} value={choice.method} disabled={choice.kind === 'unavailable'} className="checkout-choice">
            <span className="checkout-choice__text">
              <Text weight="bold">{PAYMENT_METHOD_NAMES[choice.method]}</Text>
              <Text size="2" color={choice.kind === 'unavailable' ? 'gray' : undefined}>
                {choice.kind === 'unavailable' ? choice.reason : PAYMENT_METHOD_NOTES[choice.method]}
              </Text>
            </span>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
      <StepActions vm={vm} label="Continue to Review" onContinue={vm.confirmPayment} canContinue={choices.paymentAvailable} back="delivery" />
    </Flex>
  );
});
