import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { deliveryOption } from '../../../domain/policies/shop-policies';
import { deliveryDay } from '../../lib/delivery-day';
import { rupees } from './checkout-format';
import { StepActions } from './StepActions';
import type { CheckoutViewModel } from './checkout-view-model';

/** Step 2: each delivery option with its fee and the day it arrives; one that cannot come is disabled with the reason. */
export const DeliveryStep = observer(function DeliveryStep({ vm }: { vm: CheckoutViewModel }) {
  const { choices } = vm;
  return (
    <Flex direction="column" gap="4">
      <RadioCards.Root
        value={choices.deliveryOption}
        onValueChange={choices.chooseDelivery}
        aria-labelledby="checkout-step-heading"
        columns={{ initial: '1', md: '3' }}
        gap="3"
      >
        {choices.deliveryChoices.map(({ option, fee, estimate }) => {
          const { name, time } = deliveryOption(option);
          const available = estimate.kind === 'available';
          return (
            <RadioCards.Item key={option} value={option} disabled={!available} className="checkout-choice">
              <span className="checkout-choice__text">
                <span className="checkout-choice__head">
                  <Text weight="bold">{name}</Text>
                  <Text weight="bold" className="checkout-amount">
                    {fee === 0 ? 'Free' : rupees(fee)}
                  </Text>
                </span>
                {available ? (
                  <Text size="2">Arrives by {deliveryDay(estimate.date)}</Text>
                ) : (
                  <Text size="2" color="gray">
                    {estimate.reason}
                  </Text>
                )}
                <Text size="1" color="gray">
                  {time}
                </Text>
              </span>
            </RadioCards.Item>
          );
        })}
      </RadioCards.Root>
      <StepActions vm={vm} label="Continue to Payment" onContinue={vm.confirmDelivery} canContinue={choices.deliveryAvailable} back="address" />
    </Flex>
  );
});
