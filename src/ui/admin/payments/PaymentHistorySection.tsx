import { Table } from '@radix-ui/themes';
import { SectionHeader } from '../parts/SectionHeader';

export const PAYMENT_COLUMNS = ['Transaction ID', 'Date', 'Amount', 'Status', 'Actions'] as const;

export function PaymentHistorySection() {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Payment History" description="Payments received for orders." />
      <Table.Root variant="surface" layout="fixed" className="admin-table admin-table--fit">
        <caption className="visually-hidden">Payments</caption>
        <Table.Header>
          <Table.Row>
            {PAYMENT_COLUMNS.map((column) => (
              <Table.ColumnHeaderCell key={column}>{column}</Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell colSpan={PAYMENT_COLUMNS.length} className="admin-table__empty">
              No payment history available
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </section>
  );
}
