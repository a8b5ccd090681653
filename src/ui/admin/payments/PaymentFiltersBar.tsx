import { Button } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { PAYMENT_STATE_CHOICES } from '../../../domain/admin/payment-history';
import { PAYMENT_METHOD_FILTERS } from '../../../domain/admin/order-table';
import { PAYMENT_METHOD_NAMES } from '../../../domain/orders/order-totals';
import { FilterSelect } from '../parts/FilterSelect';
import type { PaymentHistoryViewModel } from './payment-history-view-model';

/** The payments the admin looks for: those to confirm or refund, or of one method. */
export const PaymentFiltersBar = observer(function PaymentFiltersBar({ vm }: { vm: PaymentHistoryViewModel }) {
  return (
    <search className="payment-filters" aria-label="Find payments">
      <FilterSelect
        id="payment-filter-paymentState"
        className="payment-filters__field"
        label="Status"
        anyLabel="Any status"
        value={vm.filters.paymentState}
        options={PAYMENT_STATE_CHOICES.map(({ state, label }) => ({ value: state, label }))}
        onChange={(value) => void vm.setFilter('paymentState', value)}
      />
      <FilterSelect
        id="payment-filter-paymentMethod"
        className="payment-filters__field"
        label="Method"
        anyLabel="All methods"
        value={vm.filters.paymentMethod}
        options={PAYMENT_METHOD_FILTERS.map((method) => ({ value: method, label: PAYMENT_METHOD_NAMES[method] }))}
        onChange={(value) => void vm.setFilter('paymentMethod', value)}
      />
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
