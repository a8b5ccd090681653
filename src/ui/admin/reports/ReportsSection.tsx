import { BarChartIcon, DownloadIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { CATEGORY_NAMES } from '../../../domain/catalogue/category';
import type { SalesSummary } from '../../../domain/reports/sales-summary';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../components/LoadError';
import { rupees } from '../../lib/money';
import { formatDay } from '../parts/format-day';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';
import { downloadFile } from '../parts/download-file';
import { ReportsViewModel } from './reports-view-model';
import './reports.css';

const DateRange = observer(function DateRange({ vm }: { vm: ReportsViewModel }) {
  return (
    <fieldset className="reports-range" aria-describedby={vm.rangeProblem ? 'reports-range-problem' : undefined}>
      <legend>
        <Text size="2" weight="medium">
          Date Range
        </Text>
      </legend>
      <Flex gap="2" align="end" wrap="wrap">
        <label className="reports-range__field">
          <Text size="1" color="gray">
            From
          </Text>
          <TextField.Root type="date" value={vm.range.from} max={vm.range.to} onChange={(event) => void vm.setRange({ from: event.target.value })} />
        </label>
        <label className="reports-range__field">
          <Text size="1" color="gray">
            To
          </Text>
          <TextField.Root type="date" value={vm.range.to} min={vm.range.from} onChange={(event) => void vm.setRange({ to: event.target.value })} />
        </label>
        <Button
          variant="soft"
          loading={vm.exporting}
          onClick={async () => {
            const file = await vm.exportCsv();
            if (file) downloadFile(file.fileName, file.parts, 'text/csv;charset=utf-8');
          }}
        >
          <DownloadIcon aria-hidden />
          Export
        </Button>
      </Flex>
      {vm.rangeProblem && (
        <Text as="p" size="2" color="red" id="reports-range-problem" role="alert" mt="1">
          {vm.rangeProblem}
        </Text>
      )}
    </fieldset>
  );
});

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Card className="admin-figure">
      <Text as="p" size="2" color="gray">
        {label}
      </Text>
      <Skeleton loading={value === undefined}>
        <Text as="p" size="6" weight="bold">
          {value ?? '0'}
        </Text>
      </Skeleton>
    </Card>
  );
}

function TopProducts({ summary }: { summary: SalesSummary }) {
  return (
    <Card className="admin-panel">
      <Heading as="h2" size="4" mb="2">
        Top Products
      </Heading>
      <Table.Root size="1" variant="ghost" className="reports-table">
          <caption className="visually-hidden">Top Products</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Product</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Units</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Revenue</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {summary.topProducts.map((product) => (
            <Table.Row key={product.productId}>
              <Table.RowHeaderCell>
                <Text as="span" className="reports-table__name">
                  {product.title}
                </Text>
                <Text as="span" size="1" color="gray">
                  {CATEGORY_NAMES[product.category]}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell justify="end">{product.units}</Table.Cell>
              <Table.Cell justify="end">{rupees(product.revenue)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}

function ByCategory({ summary }: { summary: SalesSummary }) {
  return (
    <Card className="admin-panel">
      <Heading as="h2" size="4" mb="2">
        Sales by Category
      </Heading>
      <Table.Root size="1" variant="ghost" className="reports-table">
          <caption className="visually-hidden">Sales by Category</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Units</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Revenue</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {summary.byCategory.map((row) => (
            <Table.Row key={row.category}>
              <Table.RowHeaderCell>{CATEGORY_NAMES[row.category]}</Table.RowHeaderCell>
              <Table.Cell justify="end">{row.units}</Table.Cell>
              <Table.Cell justify="end">{rupees(row.revenue)}</Table.Cell>
            </Table.Row>
          ))}
          {summary.delivery > 0 && (
            <Table.Row>
              <Table.RowHeaderCell>Delivery charges</Table.RowHeaderCell>
              <Table.Cell justify="end">—</Table.Cell>
              <Table.Cell justify="end">{rupees(summary.delivery)}</Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}

function GstCollected({ summary }: { summary: SalesSummary }) {
  const { taxTotals } = summary;
  return (
    <Card className="admin-panel reports-gst">
      <Heading as="h2" size="4" mb="1">
        GST Collected
      </Heading>
      <Text as="p" size="1" color="gray" mb="2">
        CGST and SGST on deliveries within Karnataka, IGST on deliveries to other states. Delivery charges are taxed at their order's highest rate.
      </Text>
      <div className="reports-table__scroll">
        <Table.Root size="1" variant="ghost" className="reports-table">
          <caption className="visually-hidden">GST Collected</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>GST Rate</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Taxable Value</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">CGST</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">SGST</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">IGST</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {summary.taxByRate.map((rate) => (
              <Table.Row key={rate.ratePercent}>
                <Table.RowHeaderCell>{rate.ratePercent}%</Table.RowHeaderCell>
                <Table.Cell justify="end">{rupees(rate.taxable)}</Table.Cell>
                <Table.Cell justify="end">{rupees(rate.cgst)}</Table.Cell>
                <Table.Cell justify="end">{rupees(rate.sgst)}</Table.Cell>
                <Table.Cell justify="end">{rupees(rate.igst)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row className="reports-table__total">
              <Table.RowHeaderCell>Total</Table.RowHeaderCell>
              <Table.Cell justify="end">{rupees(taxTotals.taxable)}</Table.Cell>
              <Table.Cell justify="end">{rupees(taxTotals.cgst)}</Table.Cell>
              <Table.Cell justify="end">{rupees(taxTotals.sgst)}</Table.Cell>
              <Table.Cell justify="end">{rupees(taxTotals.igst)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </div>
    </Card>
  );
}

export const ReportsSection = observer(function ReportsSection() {
  const vm = useViewModel(ReportsViewModel);
  const summary = vm.summary;
  const sold = summary !== undefined && summary.orders > 0;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Reports" description="Sales and GST over a date range, and its orders as a spreadsheet." />
      <DateRange vm={vm} />
      {vm.status === 'error' && !vm.rangeProblem && <LoadError what="The report" onRetry={() => void vm.start()} />}
      <div className="admin-figures" aria-busy={vm.pending}>
        <Figure label="Revenue" value={summary && rupees(summary.revenue)} />
        <Figure label="Orders" value={summary && String(summary.orders)} />
        <Figure label="Average Order Value" value={summary && rupees(summary.averageOrderValue)} />
        <Figure label="Cancellations" value={summary && String(summary.cancellations)} />
      </div>
      {summary && !sold && (
        <SectionEmptyState icon={<BarChartIcon width={28} height={28} />} title="No report data yet">
          {`No orders were placed from ${formatDay(summary.range.from)} to ${formatDay(summary.range.to)}.`}
        </SectionEmptyState>
      )}
      {summary && sold && (
        <>
          <div className="admin-panels">
            <TopProducts summary={summary} />
            <ByCategory summary={summary} />
          </div>
          <GstCollected summary={summary} />
        </>
      )}
    </section>
  );
});
