import { CheckCircledIcon, ClockIcon, CrossCircledIcon, RocketIcon } from '@radix-ui/react-icons';
import { Button, Card, Heading, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { PinDeliveryCheck } from '../../../domain/orders/pin-delivery-check';
import { useService } from '../../app/container-context';
import { deliveryDay } from '../../lib/delivery-day';
import { DELIVERY_LINES } from './content';
import { DeliveryCheckViewModel } from './delivery-check-view-model';

/** The answer for a PIN the shop delivers to: the fastest day, standard's, and cash on delivery. */
function Delivered({ result }: { result: Extract<PinDeliveryCheck, { kind: 'delivered' }> }) {
  const { fastest, cashOnDelivery } = result;
  return (
    <ul className="pdp-list">
      <li>
        <RocketIcon aria-hidden className="pdp-list__icon" />
        <Text size="2" weight="medium">
          {fastest
            ? `${fastest.name} by ${deliveryDay(fastest.date)}, or standard delivery by ${deliveryDay(result.standardDate)}`
            : `Standard delivery by ${deliveryDay(result.standardDate)}`}
        </Text>
      </li>
      <li>
        {cashOnDelivery.available ? (
          <CheckCircledIcon aria-hidden className="pdp-list__icon pdp-list__icon--check" />
        ) : (
          <CrossCircledIcon aria-hidden className="pdp-list__icon" />
        )}
        <Text size="2" color={cashOnDelivery.available ? undefined : 'gray'}>
          {cashOnDelivery.note}
        </Text>
      </li>
    </ul>
  );
}

/** The spec's two delivery lines, until a PIN is checked. */
function SpecLines() {
  return (
    <ul className="pdp-list">
      <li>
        <RocketIcon aria-hidden className="pdp-list__icon" />
        <Text size="2" weight="medium">
          {DELIVERY_LINES[0]}
        </Text>
      </li>
      <li>
        <ClockIcon aria-hidden className="pdp-list__icon" />
        <Text size="2" color="gray">
          {DELIVERY_LINES[1]}
        </Text>
      </li>
    </ul>
  );
}

/** The product page's Delivery card: a PIN code to check, and what it answers (or the spec's lines). */
export const DeliveryCheck = observer(function DeliveryCheck({ price }: { price: number }) {
  const vm = useService(DeliveryCheckViewModel);
  const id = useId();
  useEffect(() => void vm.open(price), [vm, price]);
  const result = vm.result;
  const error = vm.fieldError;
  return (
    <Card size="2" className="pdp-delivery">
      <Heading as="h2" size="3" mb="2">
        Delivery
      </Heading>
      <form
        className="pdp-delivery__form"
        aria-label="Check delivery"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.check();
        }}
      >
        <label htmlFor={`${id}-pin`} className="visually-hidden">
          Delivery PIN code
        </label>
        <TextField.Root
          className="pdp-delivery__pin"
          id={`${id}-pin`}
          size="2"
          placeholder="Enter PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          value={vm.pinText}
          onChange={(event) => vm.setPinText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" size="2" variant="soft">
          Check
        </Button>
      </form>
      {error && (
        <Text as="p" id={`${id}-error`} size="1" color="red" mt="1">
          {error}
        </Text>
      )}
      <div role="status" className="pdp-delivery__answer">
        {result?.kind === 'delivered' && <Delivered result={result} />}
        {result?.kind === 'not-delivered' && (
          <Text as="p" size="2" color="red">
            {result.message}
          </Text>
        )}
      </div>
      {(!result || result.kind === 'malformed') && <SpecLines />}
    </Card>
  );
});
