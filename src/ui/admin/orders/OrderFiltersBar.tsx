import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Button, Select, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { PAYMENT_METHOD_FILTERS, PAYMENT_STATE_FILTERS, STATUS_FILTERS, type OrderFilters } from '../../../domain/admin/order-table';
import { PAYMENT_STATE_LABELS } from '../../../domain/orders/order';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import type { OrdersTableViewModel } from './orders-table-view-model';

/** Radix's Select holds no empty value: 'any' stands for a filter left open. */
const ANY = 'any';

function FilterSelect<K extends 'status' | 'paymentMethod' | 'paymentState'>({
  vm,
  field,
  label,
  anyLabel,
  options,
}: {
  vm: OrdersTableViewModel;
  field: K;
  label: string;
  anyLabel: string;
  options: readonly { value: Exclude<OrderFilters[K], ''>; label: string }[];
}) {
  const id = `order-filter-${field}`;
  return (
    <div className="order-filters__field">
      <Text as="label" size="1" weight="medium" id={`${id}-label`}>
        {label}
      </Text>
      <Select.Root value={vm.filters[field] || ANY} onValueChange={(value) => void vm.setFilter(field, (value === ANY ? '' : value) as OrderFilters[K])}>
        <Select.Trigger aria-labelledby={`${id}-label`} id={id} />
        <Select.Content position="popper">
          <Select.Item value={ANY}>{anyLabel}</Select.Item>
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </div>
  );
}

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
        <FilterSelect vm={vm} field="status" label="Status" anyLabel="All statuses" options={STATUS_FILTERS.map((status) => ({ value: status, label: status }))} />
        <FilterSelect vm={vm} field="paymentMethod" label="Payment method" anyLabel="All methods" options={PAYMENT_METHOD_FILTERS.map((method) => ({ value: method, label: PAYMENT_METHOD_NAMES[method] }))} />
        <FilterSelect vm={vm} field="paymentState" label="Payment" anyLabel="Any payment" options={PAYMENT_STATE_FILTERS.map((state) => ({ value: state, label: PAYMENT_STATE_LABELS[state] }))} />
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
