import { ExclamationTriangleIcon, RocketIcon } from '@radix-ui/react-icons';
import { Badge, Button, Checkbox, Flex, Skeleton, Table, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { nextDeskMove } from '../../../domain/orders/order-desk';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../components/LoadError';
import { OrderStatusTag } from '../orders/OrderStatusTag';
import { calendarDay } from '../../lib/india-dates';
import { TableScroll } from '../parts/TableScroll';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';
import { TablePagination } from '../products/TablePagination';
import { DeliveryViewModel } from './delivery-view-model';
import './delivery-section.css';

/** Delivery: the orders on their way (Shipped, In Transit), with courier, tracking number and the day promised; the late ones first, said in words. */
export const DeliverySection = observer(function DeliverySection() {
  const vm = useViewModel(DeliveryViewModel);
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Delivery" description="Shipments on their way to shoppers." />
      {vm.status === 'error' && <LoadError what="The deliveries" />}
      {vm.status === 'loading' && <Skeleton height="160px" />}
      {vm.nothingOnItsWay && (
        <SectionEmptyState icon={<RocketIcon width={28} height={28} />} title="No deliveries to track">
          Deliveries will appear here once orders are shipped.
        </SectionEmptyState>
      )}
      {vm.status !== 'error' && (vm.rows.length > 0 || vm.overdueOnly) && (
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            {vm.overdueCount > 0 ? (
              <Text as="p" size="2" color="red" className="delivery-overdue-note">
                <ExclamationTriangleIcon aria-hidden /> {vm.overdueCount === 1 ? '1 delivery is' : `${vm.overdueCount} deliveries are`} overdue: past the estimated date.
              </Text>
            ) : (
              <Text as="p" size="2" color="gray">
                No delivery is overdue.
              </Text>
            )}
            {(vm.overdueCount > 0 || vm.overdueOnly) && (
              <Text as="label" size="2">
                <Flex as="span" align="center" gap="2">
                  <Checkbox checked={vm.overdueOnly} onCheckedChange={(on) => void vm.setOverdueOnly(on === true)} />
                  Overdue only
                </Flex>
              </Text>
            )}
          </Flex>
          {vm.rows.length > 0 && (
            <TableScroll label="Deliveries table" minWidth={860}>
              <Table.Root variant="surface" className="admin-table">
                <caption className="visually-hidden">Deliveries on their way</caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Order</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Customer</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Courier</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Tracking number</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Estimated delivery</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {vm.rows.map((row) => {
                    const next = nextDeskMove(row.order.status);
                    return (
                      <Table.Row key={row.order.number} align="center" className={row.overdue ? 'delivery-row--overdue' : undefined}>
                        <Table.RowHeaderCell>
                          <Text weight="medium" className="delivery-nowrap">
                            {row.order.number}
                          </Text>
                        </Table.RowHeaderCell>
                        <Table.Cell>
                          <Text as="div" size="2">
                            {row.order.address.fullName}
                          </Text>
                          <Text as="div" size="1" color="gray">
                            {row.order.address.city} {row.order.address.pinCode}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{row.courier || '—'}</Table.Cell>
                        <Table.Cell>
                          <Text className="delivery-nowrap">{row.trackingNumber || '—'}</Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Text as="div" size="2" className="delivery-nowrap">
                            {calendarDay(row.estimatedDate)}
                          </Text>
                          {row.overdue && (
                            <Badge color="red" variant="solid" mt="1">
                              <ExclamationTriangleIcon aria-hidden /> Overdue
                            </Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          <OrderStatusTag status={row.order.status} />
                        </Table.Cell>
                        <Table.Cell>
                          {next && (
                            <Button size="1" variant="soft" className="delivery-nowrap" disabled={vm.actions.busy} aria-label={`Mark ${row.order.number} as ${next}`} onClick={() => void vm.moveOn(row.order)}>
                              Mark as {next}
                            </Button>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          )}
          {vm.rows.length > 0 && <TablePagination pager={vm.pager} onPage={vm.goTo} />}
        </Flex>
      )}
    </section>
  );
});
