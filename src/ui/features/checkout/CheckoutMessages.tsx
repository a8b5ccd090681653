import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { CheckoutViewModel } from './checkout-view-model';

/** Why the order was not placed, or why the shopper was sent to this step: said at once to screen readers. */
export const CheckoutMessages = observer(function CheckoutMessages({ vm, onRetry }: { vm: CheckoutViewModel; onRetry?: () => void }) {
  const { message, problems } = vm.steps;
  if (!message && problems.length === 0) return null;
  const error = message?.tone !== 'info';
  return (
    <Callout.Root color={error ? 'red' : 'gray'} highContrast role="alert" className="checkout-message">
      <Callout.Icon>{error ? <ExclamationTriangleIcon /> : <InfoCircledIcon />}</Callout.Icon>
      <Flex direction="column" gap="2">
        {message && <Callout.Text>{message.text}</Callout.Text>}
        {problems.length > 0 && (
          <ul className="checkout-message__problems" aria-label="What changed">
            {problems.map((problem) => (
              <li key={problem}>
                <Text size="2">{problem}</Text>
              </li>
            ))}
          </ul>
        )}
        {message?.retry && onRetry && (
          <div>
            <Button size="2" color="red" onClick={onRetry} disabled={vm.placing.busy} loading={vm.placing.busy}>
              Try again
            </Button>
          </div>
        )}
      </Flex>
    </Callout.Root>
  );
});
