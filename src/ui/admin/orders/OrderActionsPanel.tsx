import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { checkCancelReason } from '../../../domain/orders/cancellation';
import type { Order } from '../../../domain/orders/order';
import { courierProblem, deskCancelRefusal, deskMoves, trackingNumberProblem } from '../../../domain/orders/order-desk';
import { describedBy, FormField } from '../parts/FormField';
import { CourierField, TrackingField } from './ShipmentFields';
import type { OrdersTableViewModel } from './orders-table-view-model';

/** Ours: the shopper's cancel dialog asks in the shopper's words; the admin records the shop's reason. */
export const ADMIN_CANCEL_REASON_REQUIRED = 'Enter the reason for cancelling.';
const CANCEL_HINT = 'The shopper sees it on their order. The stock goes back on sale.';

function ShipForm({ vm }: { vm: OrdersTableViewModel }) {
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [tried, setTried] = useState(false);
  const courierError = tried ? courierProblem(courier) : undefined;
  const trackingError = tried ? trackingNumberProblem(tracking) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (courierProblem(courier) || trackingNumberProblem(tracking)) return;
    await vm.advance('Shipped', { courier, trackingNumber: tracking });
  };
  return (
    <form aria-label="Ship this order" onSubmit={(event) => void submit(event)} noValidate>
      <div className="order-actions__fields">
        <CourierField id="ship-courier" value={courier} error={courierError} onChange={setCourier} />
        <TrackingField id="ship-tracking" value={tracking} error={trackingError} onChange={setTracking} />
      </div>
      <Button type="submit" mt="3" loading={vm.actions.busy}>
        Mark as Shipped
      </Button>
    </form>
  );
}

function CancelForm({ vm, onBack }: { vm: OrdersTableViewModel; onBack: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCancelReason(reason);
    if (checked.kind === 'invalid') {
      setError(reason.trim() === '' ? ADMIN_CANCEL_REASON_REQUIRED : checked.message);
      return;
    }
    setError(undefined);
    await vm.cancel(checked.reason);
  };
  return (
    <form aria-label="Cancel this order" onSubmit={(event) => void submit(event)} noValidate>
      <FormField id="cancel-reason" label="Reason for cancelling" required error={error} hint={CANCEL_HINT}>
        <TextArea id="cancel-reason" value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy('cancel-reason', { error, hint: CANCEL_HINT })} rows={2} />
      </FormField>
      <Flex gap="3" mt="3" wrap="wrap">
        <Button type="submit" color="red" loading={vm.actions.busy}>
          Confirm cancellation
        </Button>
        <Button type="button" variant="soft" color="gray" onClick={onBack}>
          Keep the order
        </Button>
      </Flex>
    </form>
  );
}

/**
 * What the admin may do with the order now, as the status machine allows it: ship it (courier and
 * tracking number), move it on, or cancel it before it ships. A move the machine does not allow is
 * not offered at all.
 */
export const OrderActionsPanel = observer(function OrderActionsPanel({ vm, order }: { vm: OrdersTableViewModel; order: Order }) {
  const [cancelling, setCancelling] = useState(false);
  const moves = deskMoves(order.status);
  const mayCancel = deskCancelRefusal(order.status) === undefined;
  if (moves.length === 0 && !mayCancel) return null;
  return (
    <Card mt="4" className="order-actions" asChild>
      <section aria-labelledby="order-actions-title">
        <Heading as="h3" size="3" id="order-actions-title" mb="3">
          Next step
        </Heading>
        {cancelling ? (
          <CancelForm key={order.number} vm={vm} onBack={() => setCancelling(false)} />
        ) : (
          <Flex direction="column" gap="3">
            {moves.includes('Shipped') && <ShipForm key={order.number} vm={vm} />}
            {moves
              .filter((to) => to !== 'Shipped')
              .map((to) => (
                <div key={to}>
                  <Button loading={vm.actions.busy} onClick={() => void vm.advance(to)}>
                    Mark as {to}
                  </Button>
                </div>
              ))}
            {mayCancel && (
              <div>
                <Button variant="soft" color="red" onClick={() => setCancelling(true)}>
                  Cancel order
                </Button>
                <Text as="p" size="1" color="gray" mt="1">
                  Only before it ships.
                </Text>
              </div>
            )}
          </Flex>
        )}
      </section>
    </Card>
  );
});
