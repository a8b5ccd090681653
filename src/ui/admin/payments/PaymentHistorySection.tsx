import { Badge, Button, Dialog, Flex, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { PaymentRow, PaymentStatusLabel } from '../../../domain/admin/payment-history';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../components/LoadError';
import { describedBy, FormField } from '../parts/FormField';
import { indiaDateTime } from '../../lib/india-dates';
import { rupees } from '../../lib/money';
import { TableScroll } from '../parts/TableScroll';
import { SectionHeader } from '../parts/SectionHeader';
import { TablePagination } from '../products/TablePagination';
import { PaymentFiltersBar } from './PaymentFiltersBar';
import { PaymentHistoryViewModel } from './payment-history-view-model';
import './payment-history.css';

/** The spec's columns (Transaction ID, Date, Amount, Status, Actions), with the order, customer and method the back office needs beside them. */
export const PAYMENT_COLUMNS = ['Transaction ID', 'Date', 'Order', 'Customer', 'Method', 'Amount', 'Status', 'Actions'] as const;

const STATUS_COLORS: Record<PaymentStatusLabel, 'amber' | 'green' | 'gray' | 'red' | 'blue'> = {
  'Payment pending': 'amber',
  Pending: 'amber',
  Paid: 'green',
  Collected: 'green',
  'Refund pending': 'red',
  Refunded: 'blue',
  'Nothing to pay': 'gray',
  'Not charged': 'gray',
};

const ConfirmPaymentDialog = observer(function ConfirmPaymentDialog({ vm }: { vm: PaymentHistoryViewModel }) {
  const row = vm.confirming;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirm();
  };
  return (
    <Dialog.Root open={row !== undefined} onOpenChange={(open) => !open && vm.closeConfirm()}>
      {row && (
        <Dialog.Content maxWidth="440px">
          <Dialog.Title>Confirm payment for {row.orderNumber}</Dialog.Title>
          <Dialog.Description size="2" mb="3">
            {rupees(row.amount)} by UPI from {row.customer}. Enter the UPI reference number (UTR) the bank shows for it.
          </Dialog.Description>
          <form onSubmit={submit} noValidate aria-label="Confirm UPI payment">
            <FormField id="upi-reference" label="UPI reference number" required error={vm.referenceError} hint="12 digits">
              <TextField.Root
                id="upi-reference"
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                value={vm.reference}
                onChange={(event) => vm.setReference(event.target.value)}
                aria-invalid={vm.referenceError ? true : undefined}
                aria-describedby={describedBy('upi-reference', { hint: '12 digits', error: vm.referenceError })}
              />
            </FormField>
            <Flex justify="end" gap="3" mt="4">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={vm.busy}>
                Confirm payment
              </Button>
            </Flex>
          </form>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
});

const Actions = observer(function Actions({ vm, row }: { vm: PaymentHistoryViewModel; row: PaymentRow }) {
  if (row.actions.length === 0) return <Text color="gray">—</Text>;
  return (
    <Flex gap="2" wrap="wrap">
      {row.actions.includes('confirm') && (
        <Button size="1" variant="soft" className="payments__nowrap" aria-label={`Confirm payment for ${row.orderNumber}`} onClick={() => vm.askConfirm(row)}>
          Confirm payment
        </Button>
      )}
      {row.actions.includes('refund') && (
        <Button size="1" variant="soft" color="red" className="payments__nowrap" disabled={vm.busy} aria-label={`Mark refunded for ${row.orderNumber}`} onClick={() => void vm.markRefunded(row)}>
          Mark refunded
        </Button>
      )}
    </Flex>
  );
});

/** Payment History: a row for each order's payment, newest first, filtered by state or method; 'No payment history available' when there is none (spec). */
export const PaymentHistorySection = observer(function PaymentHistorySection() {
  const vm = useViewModel(PaymentHistoryViewModel);
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Payment History" description="Payments received for orders." />
      {vm.status === 'error' && <LoadError what="The payments" />}
      {vm.status === 'loading' && <Skeleton height="160px" />}
      {vm.status === 'ready' && (
        <Flex direction="column" gap="3">
          {(vm.total > 0 || vm.filtered) && <PaymentFiltersBar vm={vm} />}
          <TableScroll label="Payments table" minWidth={940}>
            <Table.Root variant="surface" className="admin-table">
              <caption className="visually-hidden">Payments</caption>
              <Table.Header>
                <Table.Row>
                  {PAYMENT_COLUMNS.map((column) => (
                    <Table.ColumnHeaderCell key={column}>{column}</Table.ColumnHeaderCell>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {vm.rows.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={PAYMENT_COLUMNS.length} className="admin-table__empty">
                      {vm.filtered ? 'No payments match these filters.' : 'No payment history available'}
                    </Table.Cell>
                  </Table.Row>
                )}
                {vm.rows.map((row) => (
                  <Table.Row key={row.orderNumber} align="center">
                    <Table.RowHeaderCell>
                      <Text className="payments__mono">{row.transactionId}</Text>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <time dateTime={new Date(row.date).toISOString()} className="payments__nowrap">
                        {indiaDateTime(row.date)}
                      </time>
                    </Table.Cell>
                    <Table.Cell>{row.orderNumber}</Table.Cell>
                    <Table.Cell>{row.customer}</Table.Cell>
                    <Table.Cell>
                      <span className="payments__nowrap">{row.method}</span>
                    </Table.Cell>
                    <Table.Cell>
                      <Text weight="medium">{rupees(row.amount)}</Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge color={STATUS_COLORS[row.status]} variant="soft" highContrast radius="full" className="payments__nowrap">
                        {row.status}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <Actions vm={vm} row={row} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
          {vm.total > 0 && <TablePagination pager={vm.pager} onPage={vm.goTo} />}
        </Flex>
      )}
      <ConfirmPaymentDialog vm={vm} />
    </section>
  );
});
