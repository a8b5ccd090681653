import { Button, Select, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { PAYMENT_STATE_CHOICES, type PaymentFilters } from '../../../domain/admin/payment-history';
import { PAYMENT_METHOD_FILTERS } from '../../../domain/admin/order-table';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import type { PaymentHistoryViewModel } from './payment-history-view-model';

/** Radix's Select holds no empty value: 'any' stands for a filter left open. */
const ANY = 'any';

function FilterSelect<K extends keyof PaymentFilters>({
  vm,
  field,
  label,
  anyLabel,
  options,
}: {
  vm: PaymentHistoryViewModel;
  field: K;
  label: string;
  anyLabel: string;
  options: readonly { value: Exclude<PaymentFilters[K], ''>; label: string }[];
}) {
  const id = `payment-filter-${field}`;
  return (
    <div className="payment-filters__field">
      <Text as="label" size="1" weight="medium" id={`${id}-label`}>
        {label}
      </Text>
      <Select.Root value={vm.filters[field] || ANY} onValueChange={(value) => void vm.setFilter(field, (value === ANY ? '' : value) as PaymentFilters[K])}>
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

/** The payments the admin looks for: those to confirm or refund, or of one method. */
export const PaymentFiltersBar = observer(function PaymentFiltersBar({ vm }: { vm: PaymentHistoryViewModel }) {
  return (
    <search className="payment-filters" aria-label="Find payments">
      <FilterSelect vm={vm} field="paymentState" label="Status" anyLabel="Any status" options={PAYMENT_STATE_CHOICES.map(({ state, label }) => ({ value: state, label }))} />
      <FilterSelect vm={vm} field="paymentMethod" label="Method" anyLabel="All methods" options={PAYMENT_METHOD_FILTERS.map((method) => ({ value: method, label: PAYMENT_METHOD_NAMES[method] }))} />
      {vm.filtered && (
        <div className="payment-filters__field">
          <Button variant="soft" color="gray" highContrast onClick={() => void vm.clearFilters()}>
            Clear filters
          </Button>
        </div>
      )}
    </search>
  );
});
