import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnedOrder } from '../../../src/domain/orders/order';
import { DashboardSection } from '../../../src/ui/admin/dashboard/DashboardSection';
import { DashboardViewModel } from '../../../src/ui/admin/dashboard/dashboard-view-model';
import { ReportsSection } from '../../../src/ui/admin/reports/ReportsSection';
import { EXPORT_READY } from '../../../src/ui/admin/parts/admin-notices';
import { ReportsViewModel } from '../../../src/ui/admin/reports/reports-view-model';
import { logInAdmin } from '../../support/admin-session';
import { inEverySize } from '../../support/products';
import { renderRoutes } from '../../support/render';
import { reportOrder } from '../../support/report-orders';
import { createTestContainer } from '../../support/test-container';

// The test container's clock: 15 Nov 2023, 03:43 India time.
const START = 1_700_000_000_000;
const HOUR = 3_600_000;
const TEE = { productId: 1, unitPrice: 129_900, title: 'Classic Tee' };

function withOrders(orders: readonly OwnedOrder[]) {
  const test = logInAdmin(createTestContainer({ products: [inEverySize(3, { id: 1 }), inEverySize(80, { id: 2 })] }));
  test.orders.everyOrder = async () => orders;
  return test;
}

const today = reportOrder({ sequence: 1, placedAt: START - HOUR, lines: [TEE] });

afterEach(() => vi.restoreAllMocks());

describe('DashboardViewModel', () => {
  it('holds the figures, the low stock and the activity; a refusal fails the load with one toast', async () => {
    const test = withOrders([today]);
    const vm = test.container.get(DashboardViewModel);
    await vm.start();
    expect(vm.status).toBe('ready');
    expect(vm.figures).toMatchObject({ revenueToday: 129_900, ordersToday: 1 });
    // The five sizes of product 1.
    expect(vm.lowStock).toBe(5);
    expect(vm.hasSales).toBe(true);

    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    const refused = test.container.get(DashboardViewModel);
    await refused.start();
    expect(refused.status).toBe('error');
    expect(test.notifier.notices).toHaveLength(1);
  });

  it("the orders out of reach: 'error', no toast", async () => {
    const test = withOrders([]);
    test.orders.everyOrder = () => Promise.reject(new Error('offline'));
    const vm = test.container.get(DashboardViewModel);
    await vm.start();
    expect(vm.status).toBe('error');
    expect(test.notifier.notices).toEqual([]);
  });
});

describe('DashboardSection', () => {
  it("shows today's revenue, the chart with its table of the same figures, and the order in Recent Activity", async () => {
    await renderRoutes([{ path: '/admin', element: <DashboardSection /> }], '/admin', withOrders([today]));
    const revenue = (await screen.findByText('Revenue Today')).closest('.admin-figure') as HTMLElement;
    await waitFor(() => expect(within(revenue).getByText('₹1,299')).toBeTruthy());
    expect(within(revenue).getByText('From 1 order today')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Revenue and orders per day from 17 Oct 2023 to 15 Nov 2023: ₹1,299 from 1 order/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Revenue and orders per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['₹1,299', '1']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('15 Nov 2023');
    expect(screen.getByRole('list', { name: 'Recent orders and product changes' }).textContent).toContain('Order FZ00000001 placed');
    const low = screen.getByText('Low Stock').closest('.admin-figure') as HTMLElement;
    expect(within(low).getByText('5')).toBeTruthy();
    expect(within(low).getByText('Sizes and colours with 20 or fewer left')).toBeTruthy();
    const returns = screen.getByText('Open Returns').closest('.admin-figure') as HTMLElement;
    expect(within(returns).getByText('0')).toBeTruthy();
  });

  it('Open Returns: says the returns could not be counted rather than none', async () => {
    const test = withOrders([today]);
    test.returns.queue = () => Promise.reject(new Error('offline'));
    await renderRoutes([{ path: '/admin', element: <DashboardSection /> }], '/admin', test);
    const returns = (await screen.findByText('Open Returns')).closest('.admin-figure') as HTMLElement;
    await waitFor(() => expect(within(returns).getByText('Could not be counted')).toBeTruthy());
    expect(within(returns).getByText('—')).toBeTruthy();
  });

  it('Active Users: the shopper who ordered and the one who only logged in, each once, and what the figure counts', async () => {
    const test = withOrders([today]);
    await test.shopperSignIns.record(today.owner, START - 2 * HOUR);
    await test.shopperSignIns.record('9123456789', START - 5 * 24 * HOUR);
    await renderRoutes([{ path: '/admin', element: <DashboardSection /> }], '/admin', test);
    const active = (await screen.findByText('Active Users')).closest('.admin-figure') as HTMLElement;
    await waitFor(() => expect(within(active).getByText('2')).toBeTruthy());
    expect(within(active).getByText('Logged in or ordered in the last 30 days')).toBeTruthy();
  });

  it('with no orders: ₹0 and no chart, saying why', async () => {
    await renderRoutes([{ path: '/admin', element: <DashboardSection /> }], '/admin', withOrders([]));
    expect(await screen.findByText('No sales in the last 30 days. Sales show here once orders are placed.')).toBeTruthy();
    expect(screen.getByText('₹0')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('ReportsViewModel', () => {
  it('opens on this month, says a range that is not one and reads nothing for it, and exports', async () => {
    const test = withOrders([today]);
    const vm = test.container.get(ReportsViewModel);
    await vm.start();
    expect(vm.range).toEqual({ from: '2023-11-01', to: '2023-11-15' });
    expect(vm.summary).toMatchObject({ orders: 1, revenue: 129_900 });
    await vm.setRange({ from: '2023-11-20' });
    expect(vm.rangeProblem).toBe('The first day must not be after the last day.');
    expect(await vm.exportCsv()).toBeUndefined();
    await vm.setRange({ from: '2023-11-15' });
    expect(vm.rangeProblem).toBeUndefined();
    const file = await vm.exportCsv();
    expect(file?.fileName).toBe('fashion-zone-orders-2023-11-15-to-2023-11-15.csv');
    expect(test.notifier.notices).toEqual([{ kind: 'success', ...EXPORT_READY('fashion-zone-orders-2023-11-15-to-2023-11-15.csv') }]);
  });

  it('says an export that could not read the orders, and a refusal', async () => {
    const test = withOrders([]);
    const vm = test.container.get(ReportsViewModel);
    test.orders.everyOrder = () => Promise.reject(new Error('offline'));
    expect(await vm.exportCsv()).toBeUndefined();
    expect(test.notifier.notices.map((n) => n.title)).toEqual(['Export Failed']);
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(await vm.exportCsv()).toBeUndefined();
    expect(test.notifier.notices.map((n) => n.title)).toEqual(['Export Failed', 'Admin Access Required']);
  });
});

describe('ReportsSection', () => {
  it('the Date Range, the summary and its tables; Export downloads the CSV named after the range', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:report'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const cancelled = reportOrder({ sequence: 2, placedAt: START - 2 * HOUR, lines: [TEE], status: 'Cancelled' });
    await renderRoutes([{ path: '/admin', element: <ReportsSection /> }], '/admin', withOrders([today, cancelled]));
    const range = screen.getByRole('group', { name: 'Date Range' });
    expect((within(range).getByLabelText('From') as HTMLInputElement).value).toBe('2023-11-01');
    expect((within(range).getByLabelText('To') as HTMLInputElement).value).toBe('2023-11-15');
    const figures = () => [...document.querySelectorAll('.admin-figure')].map((card) => card.textContent);
    await waitFor(() => expect(figures()).toEqual(['Revenue₹1,299', 'Orders2', 'Average Order Value₹1,299', 'Cancellations1']));
    expect(within(screen.getByRole('table', { name: 'Top Products' })).getByText('Classic Tee')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Sales by Category' })).getByText('T-shirts')).toBeTruthy();
    const gst = within(screen.getByRole('table', { name: 'GST Collected' }));
    expect(gst.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['GST Rate', 'Taxable Value', 'CGST', 'SGST', 'IGST']);
    // 2023: ₹1,299 a piece was above the ₹1,000 band, taxed at 12%.
    expect(gst.getByRole('rowheader', { name: '12%' })).toBeTruthy();

    await userEvent.click(within(range).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('fashion-zone-orders-2023-11-01-to-2023-11-15.csv');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('an empty range says so; a first day after the last is said beside the fields', async () => {
    await renderRoutes([{ path: '/admin', element: <ReportsSection /> }], '/admin', withOrders([]));
    expect(await screen.findByText('No report data yet')).toBeTruthy();
    expect(screen.getByText('No orders were placed from 1 Nov 2023 to 15 Nov 2023.')).toBeTruthy();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2023-11-20');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The first day must not be after the last day.');
  });
});
