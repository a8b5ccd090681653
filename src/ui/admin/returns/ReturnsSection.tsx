import { MagnifyingGlassIcon, ResetIcon } from '@radix-ui/react-icons';
import { Button, Flex, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { RETURN_REASONS, RETURN_STATUSES } from '../../../domain/returns/return-request';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../components/LoadError';
import { ReturnStatusBadge } from '../../components/ReturnStory';
import { indiaDay } from '../../lib/india-dates';
import { FilterSelect } from '../parts/FilterSelect';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';
import { TableScroll } from '../parts/TableScroll';
import { TablePagination } from '../products/TablePagination';
import { ReturnDialog } from './ReturnDialog';
import { ReturnsDeskViewModel } from './returns-desk-view-model';
import './returns-desk.css';

/** Returns: every shopper's requests, counted by status, found by status, reason or a number, each opened to move it on. */
export const ReturnsSection = observer(function ReturnsSection() {
  const vm = useViewModel(ReturnsDeskViewModel);
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Returns" description="Items shoppers are sending back, from their request to the refund." />
      {vm.loadStatus === 'error' && <LoadError what="The returns" />}
      {vm.loadStatus === 'loading' && !vm.counts && <Skeleton height="160px" />}
      {vm.noneAtAll && (
        <SectionEmptyState icon={<ResetIcon width={28} height={28} />} title="No returns yet">
          Return requests will appear here once shoppers ask to send items back.
        </SectionEmptyState>
      )}
      {vm.counts && !vm.noneAtAll && (
        <Flex direction="column" gap="3">
          <ul className="returns-counts" aria-label="Returns by status">
            {RETURN_STATUSES.map((status) => (
              <li key={status}>
                <Text size="2">
                  {status} <strong>{vm.counts![status]}</strong>
                </Text>
              </li>
            ))}
          </ul>
          <search className="returns-filters" aria-label="Find returns">
            <form
              className="returns-filters__search"
              onSubmit={(event) => {
                event.preventDefault();
                void vm.submitSearch();
              }}
            >
              <TextField.Root type="search" placeholder="Return ID, order number or mobile" aria-label="Search returns" value={vm.search} onChange={(event) => vm.setSearch(event.target.value)}>
                <TextField.Slot>
                  <MagnifyingGlassIcon aria-hidden />
                </TextField.Slot>
              </TextField.Root>
              <Button type="submit" variant="soft">
                Search
              </Button>
            </form>
            <FilterSelect id="return-filter-status" className="returns-filters__field" label="Status" anyLabel="All statuses" value={vm.status} options={RETURN_STATUSES.map((status) => ({ value: status, label: status }))} onChange={(value) => void vm.setStatus(value)} />
            <FilterSelect id="return-filter-reason" className="returns-filters__field" label="Reason" anyLabel="All reasons" value={vm.reason} options={RETURN_REASONS.map((reason) => ({ value: reason, label: reason }))} onChange={(value) => void vm.setReason(value)} />
          </search>
          {vm.rows.length === 0 ? (
            <Text as="p" size="2" color="gray" role="status">
              No return matches these filters.
            </Text>
          ) : (
            <TableScroll label="Returns table" minWidth={820}>
              <Table.Root variant="surface" className="admin-table">
                <caption className="visually-hidden">Return requests, newest first</caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Return</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Order</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Customer</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Reason</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Requested</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {vm.rows.map(({ request, customer, phone }) => (
                    <Table.Row key={request.id} align="center">
                      <Table.RowHeaderCell>
                        <Text weight="medium" className="returns-nowrap">
                          {request.id}
                        </Text>
                      </Table.RowHeaderCell>
                      <Table.Cell className="returns-nowrap">{request.orderNumber}</Table.Cell>
                      <Table.Cell>
                        <Text as="div" size="2">
                          {customer || '—'}
                        </Text>
                        <Text as="div" size="1" color="gray">
                          {phone}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>{request.reason}</Table.Cell>
                      <Table.Cell className="returns-nowrap">{indiaDay(request.requestedAt)}</Table.Cell>
                      <Table.Cell>
                        <ReturnStatusBadge status={request.status} />
                      </Table.Cell>
                      <Table.Cell>
                        <Button size="1" variant="soft" aria-label={`Open return ${request.id}`} onClick={() => vm.open(request.id)}>
                          Open
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          )}
          {vm.rows.length > 0 && <TablePagination pager={vm.pager} onPage={vm.goTo} />}
        </Flex>
      )}
      <ReturnDialog vm={vm} />
    </section>
  );
});
