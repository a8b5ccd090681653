import { Table, Text } from '@radix-ui/themes';
import type { SalesDay } from '../../../domain/admin/dashboard-figures';
import { rupees } from '../../lib/money';
import { formatDay, formatShortDay } from '../parts/format-day';

// Sales Analytics as plain SVG (no chart library in the admin chunk): revenue a bar a day, orders a
// line over them on their own scale. The plot stretches to its box (preserveAspectRatio none, the
// line's stroke kept its width), and the labels are HTML around it, so they stay legible at 390 px.
// The figures are also a table, in a disclosure under the chart: what a screen reader reads.

const WIDTH = 300;
const HEIGHT = 100;

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (a round top for an axis); 1 for nothing. */
export function roundCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function SalesChart({ series }: { series: readonly SalesDay[] }) {
  const revenueTop = roundCeiling(Math.max(...series.map((day) => day.revenue)));
  const ordersTop = roundCeiling(Math.max(...series.map((day) => day.orders)));
  const slot = WIDTH / series.length;
  const totalRevenue = series.reduce((sum, day) => sum + day.revenue, 0);
  const totalOrders = series.reduce((sum, day) => sum + day.orders, 0);
  const first = series[0]!;
  const last = series.at(-1)!;
  const line = series.map((day, index) => `${(index + 0.5) * slot},${HEIGHT - (day.orders / ordersTop) * HEIGHT}`).join(' ');
  const description = `Revenue and orders per day from ${formatDay(first.date)} to ${formatDay(last.date)}: ${rupees(totalRevenue)} from ${plural(totalOrders, 'order')}. The figures are in the table below.`;

  return (
    <figure className="sales-chart">
      <div className="sales-chart__legend" aria-hidden>
        <span className="sales-chart__key sales-chart__key--revenue">Revenue</span>
        <span className="sales-chart__key sales-chart__key--orders">Orders</span>
      </div>
      <div className="sales-chart__frame">
        <div className="sales-chart__axis sales-chart__axis--left" aria-hidden>
          <span>{rupees(revenueTop)}</span>
          <span>₹0</span>
        </div>
        <svg className="sales-chart__plot" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={description}>
          {[0.25, 0.5, 0.75].map((at) => (
            <line key={at} className="sales-chart__grid" x1={0} x2={WIDTH} y1={HEIGHT * at} y2={HEIGHT * at} vectorEffect="non-scaling-stroke" />
          ))}
          {series.map((day, index) => {
            const height = (day.revenue / revenueTop) * HEIGHT;
            return (
              <rect key={day.date} className="sales-chart__bar" x={index * slot + slot * 0.15} width={slot * 0.7} y={HEIGHT - height} height={height}>
                <title>{`${formatShortDay(day.date)}: ${rupees(day.revenue)}, ${plural(day.orders, 'order')}`}</title>
              </rect>
            );
          })}
          <polyline className="sales-chart__line" points={line} vectorEffect="non-scaling-stroke" />
        </svg>
        <div className="sales-chart__axis sales-chart__axis--right" aria-hidden>
          <span>{plural(ordersTop, 'order')}</span>
          <span>0</span>
        </div>
        <div className="sales-chart__days" aria-hidden>
          <span>{formatShortDay(first.date)}</span>
          <span>{formatShortDay(series[Math.floor(series.length / 2)]!.date)}</span>
          <span>{formatShortDay(last.date)}</span>
        </div>
      </div>
      <details className="sales-chart__table">
        <summary>
          <Text size="2">Show the daily figures</Text>
        </summary>
        <Table.Root size="1" variant="ghost">
          <caption className="visually-hidden">Revenue and orders per day, last 30 days</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Revenue</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Orders</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...series].reverse().map((day) => (
              <Table.Row key={day.date}>
                <Table.RowHeaderCell>
                  <time dateTime={day.date}>{formatDay(day.date)}</time>
                </Table.RowHeaderCell>
                <Table.Cell justify="end">{rupees(day.revenue)}</Table.Cell>
                <Table.Cell justify="end">{day.orders}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </details>
    </figure>
  );
}
