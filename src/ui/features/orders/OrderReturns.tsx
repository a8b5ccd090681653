import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '../../app/container-context';
import { ReturnStatusBadge, ReturnStory } from '../../components/ReturnStory';
import { indiaDateTime } from '../../lib/india-dates';
import { OrderReturnsViewModel } from './order-returns-view-model';

/** The order's return requests, where each stands and what happened to it; nothing when none was made. */
export const OrderReturns = observer(function OrderReturns({ orderNumber }: { orderNumber: string }) {
  const vm = useViewModel(OrderReturnsViewModel);
  useEffect(() => {
    void vm.load(orderNumber);
  }, [vm, orderNumber]);
  if (vm.failed)
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The returns of this order could not be loaded.</Callout.Text>
      </Callout.Root>
    );
  if (vm.requests.length === 0) return null;
  return (
    <Card size="3" asChild className="order-section order-section--returns">
      <section aria-labelledby="order-returns">
        <Heading as="h2" size="4" id="order-returns" mb="3">
          Returns
        </Heading>
        <ul className="order-returns">
          {vm.requests.map((request) => (
            <li key={request.id}>
              <Flex justify="between" gap="3" wrap="wrap" align="center">
                <Text as="p" weight="medium">
                  Return {request.id}
                </Text>
                <ReturnStatusBadge status={request.status} />
              </Flex>
              <Text as="p" size="2" color="gray">
                Requested <time dateTime={new Date(request.requestedAt).toISOString()}>{indiaDateTime(request.requestedAt)}</time> · {request.reason}
              </Text>
              {request.comment && (
                <Text as="p" size="2" color="gray">
                  “{request.comment}”
                </Text>
              )}
              <ReturnStory request={request} viewer="shopper" />
              {vm.canCancel(request) && (
                <Button mt="2" variant="soft" color="red" loading={vm.cancelling === request.id} onClick={() => void vm.cancel(request)}>
                  Cancel return {request.id}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
});
