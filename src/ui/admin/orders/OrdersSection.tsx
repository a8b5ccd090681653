import { MagnifyingGlassIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Flex, Skeleton } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../app/container-context';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { TablePagination } from '../products/TablePagination';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';
import { BulkShipBar } from './BulkShipDialog';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { OrderFiltersBar } from './OrderFiltersBar';
import { OrdersTable } from './OrdersTable';
import { OrdersTableViewModel } from './orders-table-view-model';
import './orders-section.css';

/** The admin's Orders: every order, newest first, 10 a page, found by text and filters, each opened to act on. */
export const OrdersSection = observer(function OrdersSection() {
  const vm = useViewModel(OrdersTableViewModel);
  const none = vm.status === 'ready' && vm.total === 0;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Orders" description="Every order placed, newest first: find one, open it, and move it on." />
      <OrderFiltersBar vm={vm} />
      <Flex direction="column" gap="3">
        {vm.status === 'error' && <LoadError what="The orders" />}
        {vm.status === 'loading' && <Skeleton height="240px" />}
        {none && !vm.filtered && (
          <SectionEmptyState icon={<ReaderIcon width={28} height={28} />} title="No orders yet">
            Orders will appear here once shoppers start checking out.
          </SectionEmptyState>
        )}
        {none && vm.filtered && (
          <EmptyState icon={<MagnifyingGlassIcon width={28} height={28} />} title="No orders found">
            No order matches these filters.
          </EmptyState>
        )}
        {vm.status !== 'error' && vm.orders.length > 0 && (
          <>
            <BulkShipBar vm={vm} />
            <OrdersTable vm={vm} />
            <TablePagination pager={vm.pager} onPage={(page) => void vm.goTo(page)} />
          </>
        )}
      </Flex>
      <OrderDetailsDialog vm={vm} />
    </section>
  );
});
