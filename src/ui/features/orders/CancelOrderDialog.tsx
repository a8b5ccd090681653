import { Button, Dialog, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASONS } from '../../../domain/orders/cancellation';
import { paymentStateAfterCancel, type Order } from '../../../domain/orders/order';
import { OTHER_REASON } from './cancel-order-form';
import { refundSentence } from './order-notices';
import type { OrderViewModel } from './order-view-model';

/** 'Cancel order' and its dialog: confirm, with a reason from the list or in the shopper's own words. */
export const CancelOrderDialog = observer(function CancelOrderDialog({ vm, order }: { vm: OrderViewModel; order: Order }) {
  const form = vm.cancelForm;
  const id = useId();
  const ids = { reasons: `${id}-reasons`, choiceError: `${id}-choice-error`, other: `${id}-other`, otherError: `${id}-other-error` };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirmCancel();
  };
  return (
    <Dialog.Root open={form.open} onOpenChange={form.setOpen}>
      <Dialog.Trigger>
        <Button variant="outline" color="red" size="3" onClick={form.show}>
          Cancel order
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Cancel order {order.number}?</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          The items go back on sale and the order stops here. {refundSentence({ payment: { ...order.payment, state: paymentStateAfterCancel(order.payment.state) } })}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Text as="p" id={ids.reasons} weight="medium" mb="2">
            Why are you cancelling?
          </Text>
          <RadioGroup.Root
            value={form.choice}
            onValueChange={form.choose}
            aria-labelledby={ids.reasons}
            aria-describedby={form.choiceError ? ids.choiceError : undefined}
            aria-invalid={form.choiceError ? true : undefined}
            aria-required
          >
            {CANCEL_REASONS.map((reason) => (
              <RadioGroup.Item key={reason} value={reason}>
                {reason}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {form.choiceError && (
            <Text as="p" size="2" color="red" id={ids.choiceError} mt="2">
              {form.choiceError}
            </Text>
          )}
          {form.choice === OTHER_REASON && (
            <Flex direction="column" gap="1" mt="3">
              <Text as="label" htmlFor={ids.other} size="2" weight="medium">
                Your reason
              </Text>
              <TextArea
                id={ids.other}
                value={form.otherText}
                onChange={(event) => form.setOtherText(event.target.value)}
                maxLength={CANCEL_REASON_MAX_LENGTH + 50}
                rows={3}
                aria-invalid={form.otherError ? true : undefined}
                aria-describedby={form.otherError ? ids.otherError : undefined}
                autoFocus
              />
              {form.otherError && (
                <Text as="p" size="2" color="red" id={ids.otherError}>
                  {form.otherError}
                </Text>
              )}
            </Flex>
          )}
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={form.busy}>
                Keep order
              </Button>
            </Dialog.Close>
            <Button type="submit" color="red" highContrast loading={form.busy}>
              Confirm cancellation
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
});
