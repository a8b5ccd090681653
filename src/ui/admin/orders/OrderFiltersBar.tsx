import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Button, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { PAYMENT_METHOD_FILTERS, PAYMENT_STATE_FILTERS, STATUS_FILTERS } from '../../../domain/admin/order-table';
import { PAYMENT_STATE_LABELS } from '../../../domain/orders/order';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import { FilterSelect } from '../parts/FilterSelect';
import type { OrdersTableViewModel } from './orders-table-view-model';

/** Search by order number, customer name, phone or PIN; status, payment method, payment state and the dates placed. */
export const OrderFiltersBar = observer(function OrderFiltersBar({ vm }: { vm: OrdersTableViewModel }) {
  const problem = vm.dateProblem;
  return (
    <search className="order-filters" aria-label="Find orders">
      <TextField.Root
        type="search"
        placeholder="Order number, customer name, phone or PIN"
        aria-label="Search orders"
        value={vm.filters.text}
        onChange={(event) => void vm.setFilter('text', event.target.value)}
        className="order-filters__search"
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <div className="order-filters__grid">
        <FilterSelect
          id="order-filter-status"
          className="order-filters__field"
          label="Status"
          anyLabel="All statuses"
          value={vm.filters.status}
          options={STATUS_FILTERS.map((status) => ({ value: status, label: status }))}
          onChange={(value) => void vm.setFilter('status', value)}
        />
        <FilterSelect
          id="order-filter-paymentMethod"
          className="order-filters__field"
          label="Payment method"
          anyLabel="All methods"
          value={vm.filters.paymentMethod}
          options={PAYMENT_METHOD_FILTERS.map((method) => ({ value: method, label: PAYMENT_METHOD_NAMES[method] }))}
          onChange={(value) => void vm.setFilter('paymentMethod', value)}
        />
        <FilterSelect
          id="order-filter-paymentState"
          className="order-filters__field"
          label="Payment"
          anyLabel="Any payment"
          value={vm.filters.paymentState}
          options={PAYMENT_STATE_FILTERS.map((state) => ({ value: state, label: PAYMENT_STATE_LABELS[state] }))}
          onChange={(value) => void vm.setFilter('paymentState', value)}
        />
        <div className="order-filters__field">
          <Text as="label" size="1" weight="medium" htmlFor="order-filter-from">
            Placed from
          </Text>
          <TextField.Root id="order-filter-from" type="date" value={vm.filters.from} onChange={(event) => void vm.setFilter('from', event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'order-filter-dates-error' : undefined} />
        </div>
        <div className="order-filters__field">
          <Text as="label" size="1" weight="medium" htmlFor="order-filter-to">
            Placed to
          </Text>
          <TextField.Root id="order-filter-to" type="date" value={vm.filters.to} onChange={(event) => void vm.setFilter('to', event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'order-filter-dates-error' : undefined} />
        </div>
        {vm.filtered && (
          <div className="order-filters__field order-filters__clear">
            <Button variant="soft" color="gray" highContrast onClick={() => void vm.clearFilters()}>
              Clear filters
            </Button>
          </div>
        )}
      </div>
      {problem && (
        <Text as="p" size="2" color="red" role="alert" id="order-filter-dates-error">
          {problem} The dates are not used until it is put right.
        </Text>
      )}
    </search>
  );
});
