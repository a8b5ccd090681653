import { ArrowLeftIcon, FileTextIcon } from '@radix-ui/react-icons';
import { Button, DataList, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { GST_STATE_CODES, rupeesInWords, type InvoiceLine, type TaxInvoice } from '../../../domain/orders/invoice';
import { useViewModel } from '../../app/container-context';
import { pagePath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { calendarDay } from '../../lib/india-dates';
import { rupees } from '../../lib/money';
import { INVOICE_NOT_ISSUED_YET } from './order-notices';
import { OrderNotFound, OrderPageWaiting } from './OrderStates';
import { InvoiceViewModel } from './invoice-view-model';
import './invoice.css';

/** /invoice/:number: the printable GST tax invoice of an order once it shipped (issued at dispatch); none for a cancelled order. */
export const InvoicePage = observer(function InvoicePage() {
  const { number } = useParams();
  const vm = useViewModel(InvoiceViewModel);
  useEffect(() => {
    void vm.load(number);
  }, [vm, number]);

  const { status, invoice } = vm;
  if (status === 'not-found') return <OrderNotFound number={vm.loader.number} />;
  if (status === 'ready' && invoice) return <Invoice invoice={invoice} />;
  const backToOrder = (
    <Button asChild size="3">
      <Link to={pagePath('OrderPage', { number: vm.loader.number })}>Back to the order</Link>
    </Button>
  );
  return (
    <OrderPageWaiting title="Tax Invoice" status={status} onRetry={vm.loader.retry}>
      {status === 'cancelled' ? (
        <EmptyState icon={<FileTextIcon width={28} height={28} />} title="No invoice for a cancelled order" action={backToOrder}>
          Order {vm.loader.number} was cancelled before it was supplied, so no tax invoice is issued for it.
        </EmptyState>
      ) : status === 'not-issued' ? (
        <EmptyState icon={<FileTextIcon width={28} height={28} />} title="Tax invoice not issued yet" action={backToOrder}>
          {INVOICE_NOT_ISSUED_YET}
        </EmptyState>
      ) : undefined}
    </OrderPageWaiting>
  );
});

const stateWithCode = (state: keyof typeof GST_STATE_CODES) => `${state} (${GST_STATE_CODES[state]})`;

const percent = (rate: number) => `${rate}%`;

/**
 * The lines as a list, for a phone's screen, where the table's ten columns cannot fit (and a
 * table that scrolls sideways hides its amounts): shown in its place below 640 px, never on paper.
 */
function InvoiceLineList({ invoice }: { invoice: TaxInvoice }) {
  const { lines, totals, interState } = invoice;
  /** The tax columns of a line (at its rate) or of the totals, as label and amount. */
  const taxes = (amounts: Pick<InvoiceLine, 'cgst' | 'sgst' | 'igst'>, label: (tax: string) => string): [string, string][] =>
    interState
      ? [[label('IGST'), rupees(amounts.igst)]]
      : [
          [label('CGST'), rupees(amounts.cgst)],
          [label('SGST'), rupees(amounts.sgst)],
        ];
  const facts = (rows: [string, string][], minWidth: string) =>
    rows.map(([label, value]) => (
      <DataList.Item key={label}>
        <DataList.Label minWidth={minWidth}>{label}</DataList.Label>
        <DataList.Value className="invoice__num">{value}</DataList.Value>
      </DataList.Item>
    ));
  return (
    <div className="invoice__narrow">
      <ol className="invoice__cards" aria-label="Invoice lines">
        {lines.map((line, index) => (
          <li key={index} className="invoice__card">
            <Text as="p" weight="medium" size="2">
              {index + 1}. {line.description}
            </Text>
            <DataList.Root size="1" orientation="horizontal" className="invoice__card-facts">
              {facts(
                [
                  ...(line.sku === undefined ? [] : [['SKU', line.sku] as [string, string]]),
                  ['HSN', line.hsn],
                  ['Quantity', String(line.quantity)],
                  ['Unit price', rupees(line.unitPrice)],
                  ...(line.discount > 0 ? [['Discount', `−${rupees(line.discount)}`] as [string, string]] : []),
                  ['Taxable value', rupees(line.taxable)],
                  ...taxes(line, (tax) => `${tax} @ ${interState ? line.ratePercent : line.ratePercent / 2}%`),
                  ['Amount', rupees(line.amount)],
                ],
                '120px',
              )}
            </DataList.Root>
          </li>
        ))}
      </ol>
      <DataList.Root size="2" orientation="horizontal" className="invoice__card-totals" aria-label="Invoice totals">
        {facts([['Total taxable value', rupees(totals.taxable)], ...taxes(totals, (tax) => `Total ${tax}`)], '160px')}
      </DataList.Root>
    </div>
  );
}

function Invoice({ invoice }: { invoice: TaxInvoice }) {
  const { seller, buyer, lines, totals, interState, rates } = invoice;
  const discounted = totals.discount > 0;
  const halfRate = (line: InvoiceLine) => `${line.ratePercent / 2}%`;
  return (
    <div className="page invoice-page">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="4" className="invoice-actions">
        <Link to={pagePath('OrderPage', { number: invoice.orderNumber })} className="invoice-actions__back">
          <ArrowLeftIcon aria-hidden /> Order {invoice.orderNumber}
        </Link>
        <Button size="3" onClick={() => window.print()}>
          <FileTextIcon aria-hidden />
          Print
        </Button>
      </Flex>

      <article className="invoice" aria-labelledby="invoice-title">
        <header className="invoice__head">
          <div className="invoice__seller">
            <Text as="p" weight="bold" size="4">
              {seller.legalName}
            </Text>
            {seller.addressLines.map((line) => (
              <Text as="p" size="2" key={line}>
                {line}
              </Text>
            ))}
            <Text as="p" size="2">
              State: {stateWithCode(seller.state)}
            </Text>
            <Text as="p" size="2">
              GSTIN: <strong>{seller.gstin}</strong>
            </Text>
          </div>
          <div className="invoice__title">
            <Heading as="h1" size="6" id="invoice-title">
              Tax Invoice
            </Heading>
            <dl className="invoice__facts">
              <dt>Invoice No.</dt>
              <dd>{invoice.number}</dd>
              <dt>Invoice date</dt>
              <dd>{calendarDay(invoice.date)}</dd>
              <dt>Order No.</dt>
              <dd>{invoice.orderNumber}</dd>
              <dt>Place of supply</dt>
              <dd>{stateWithCode(invoice.placeOfSupply)}</dd>
              <dt>Reverse charge</dt>
              <dd>No</dd>
            </dl>
          </div>
        </header>

        <section className="invoice__buyer" aria-labelledby="invoice-buyer">
          <Heading as="h2" size="2" id="invoice-buyer" className="invoice__label">
            Billed and shipped to
          </Heading>
          <Text as="p" weight="bold" size="3">
            {buyer.name}
          </Text>
          {buyer.addressLines.map((line, index) => (
            <Text as="p" size="2" key={index}>
              {line}
            </Text>
          ))}
          <Text as="p" size="2">
            +91 {buyer.mobile} · {buyer.email}
          </Text>
        </section>

        <Table.Root size="1" variant="surface" className="invoice__table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>#</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Description</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>HSN</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="invoice__num">Qty</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="invoice__num">Unit price</Table.ColumnHeaderCell>
              {discounted && <Table.ColumnHeaderCell className="invoice__num">Discount</Table.ColumnHeaderCell>}
              <Table.ColumnHeaderCell className="invoice__num">Taxable value</Table.ColumnHeaderCell>
              {interState ? (
                <Table.ColumnHeaderCell className="invoice__num">IGST</Table.ColumnHeaderCell>
              ) : (
                <>
                  <Table.ColumnHeaderCell className="invoice__num">CGST</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell className="invoice__num">SGST</Table.ColumnHeaderCell>
                </>
              )}
              <Table.ColumnHeaderCell className="invoice__num">Amount</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line, index) => (
              <Table.Row key={index}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.RowHeaderCell className="invoice__description">
                  {line.description}
                  {line.sku !== undefined && <span className="invoice__sku">SKU {line.sku}</span>}
                </Table.RowHeaderCell>
                <Table.Cell>{line.hsn}</Table.Cell>
                <Table.Cell className="invoice__num">{line.quantity}</Table.Cell>
                <Table.Cell className="invoice__num">{rupees(line.unitPrice)}</Table.Cell>
                {discounted && <Table.Cell className="invoice__num">{line.discount ? `−${rupees(line.discount)}` : '—'}</Table.Cell>}
                <Table.Cell className="invoice__num">{rupees(line.taxable)}</Table.Cell>
                {interState ? (
                  <Table.Cell className="invoice__num">
                    {rupees(line.igst)}
                    <span className="invoice__rate">@ {percent(line.ratePercent)}</span>
                  </Table.Cell>
                ) : (
                  <>
                    <Table.Cell className="invoice__num">
                      {rupees(line.cgst)}
                      <span className="invoice__rate">@ {halfRate(line)}</span>
                    </Table.Cell>
                    <Table.Cell className="invoice__num">
                      {rupees(line.sgst)}
                      <span className="invoice__rate">@ {halfRate(line)}</span>
                    </Table.Cell>
                  </>
                )}
                <Table.Cell className="invoice__num">{rupees(line.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <tfoot className="invoice__totals">
            <Table.Row>
              <Table.RowHeaderCell colSpan={discounted ? 6 : 5}>Total</Table.RowHeaderCell>
              <Table.Cell className="invoice__num">{rupees(totals.taxable)}</Table.Cell>
              {interState ? (
                <Table.Cell className="invoice__num">{rupees(totals.igst)}</Table.Cell>
              ) : (
                <>
                  <Table.Cell className="invoice__num">{rupees(totals.cgst)}</Table.Cell>
                  <Table.Cell className="invoice__num">{rupees(totals.sgst)}</Table.Cell>
                </>
              )}
              <Table.Cell className="invoice__num">{rupees(totals.amount)}</Table.Cell>
            </Table.Row>
          </tfoot>
        </Table.Root>

        <InvoiceLineList invoice={invoice} />

        <div className="invoice__sum">
          <Flex justify="between" gap="4" className="invoice__grand">
            <Text weight="bold" size="4">
              Invoice total
            </Text>
            <Text weight="bold" size="4">
              {rupees(totals.amount)}
            </Text>
          </Flex>
          <Text as="p" size="2">
            {rupeesInWords(totals.amount)}
          </Text>
          <Text as="p" size="2" color="gray">
            Of which GST {rupees(totals.cgst + totals.sgst + totals.igst)}
          </Text>
        </div>

        <footer className="invoice__foot">
          <Text as="p" size="1" color="gray">
            Prices include GST. Rates as in force from {calendarDay(rates.from)}: {rates.lowRatePercent}% on garments and clothing accessories
            sold at up to {rupees(rates.bandLimitRupees * 100)} a piece, {rates.highRatePercent}% above. The delivery charge is taxed at the
            rate of the goods it delivers.
          </Text>
          <Text as="p" size="1" color="gray">
            This is a computer-generated invoice and needs no signature.
          </Text>
          <Text as="p" size="2" align="right" className="invoice__sign">
            For {seller.legalName}
          </Text>
        </footer>
      </article>
    </div>
  );
}
