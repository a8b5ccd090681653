import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { Shipment } from '../../../domain/orders/order';
import { courierProblem, trackingNumberProblem } from '../../../domain/orders/order-desk';
import { CourierField, TrackingField } from './ShipmentFields';
import type { OrdersTableViewModel } from './orders-table-view-model';

/**
 * Bulk Mark as Shipped: one courier for the batch (parcels go out together, with one pickup) and a
 * tracking number for each order, as each parcel has its own.
 */
function BulkShipForm({ vm, onDone }: { vm: OrdersTableViewModel; onDone: () => void }) {
  const orders = vm.shippable;
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const courierError = tried ? courierProblem(courier) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (courierProblem(courier) || orders.some((order) => trackingNumberProblem(tracking[order.number] ?? ''))) return;
    const shipments = new Map<string, Shipment>(orders.map((order) => [order.number, { courier, trackingNumber: tracking[order.number] ?? '' }]));
    if (await vm.shipSelected(shipments)) onDone();
  };
  return (
    <form aria-label="Ship the selected orders" onSubmit={(event) => void submit(event)} noValidate>
      <Flex direction="column" gap="3">
        <CourierField id="bulk-courier" value={courier} error={courierError} onChange={setCourier} />
        {orders.map((order) => (
          <TrackingField
            key={order.number}
            id={`bulk-tracking-${order.number}`}
            label={`Tracking number for ${order.number} (${order.address.fullName})`}
            value={tracking[order.number] ?? ''}
            error={tried ? trackingNumberProblem(tracking[order.number] ?? '') : undefined}
            onChange={(value) => setTracking((all) => ({ ...all, [order.number]: value }))}
          />
        ))}
      </Flex>
      <Flex justify="end" gap="3" mt="4">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" loading={vm.actions.busy}>
          Mark {orders.length} as Shipped
        </Button>
      </Flex>
    </form>
  );
}

/** The selection bar: how many are ticked, and Mark as Shipped for the Processing ones among them. */
export const BulkShipBar = observer(function BulkShipBar({ vm }: { vm: OrdersTableViewModel }) {
  const [open, setOpen] = useState(false);
  const ticked = vm.selected.size;
  if (ticked === 0) return null;
  const shippable = vm.shippable.length;
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" className="orders-bulk" role="region" aria-label="Selected orders">
      <Text size="2">
        {ticked} selected{shippable < ticked && ` · ${shippable} of them Processing, which can be shipped`}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button variant="soft" color="gray" onClick={vm.clearSelection}>
          Clear selection
        </Button>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger>
            <Button disabled={shippable === 0}>Mark as Shipped</Button>
          </Dialog.Trigger>
          <Dialog.Content maxWidth="520px">
            <Dialog.Title>Mark {shippable === 1 ? '1 order' : `${shippable} orders`} as Shipped</Dialog.Title>
            <Dialog.Description size="2" mb="3">
              One courier for the batch, and each parcel&apos;s tracking number.
            </Dialog.Description>
            {open && <BulkShipForm vm={vm} onDone={() => setOpen(false)} />}
          </Dialog.Content>
        </Dialog.Root>
      </Flex>
    </Flex>
  );
});
