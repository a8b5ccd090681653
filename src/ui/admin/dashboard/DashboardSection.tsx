import { ActivityLogIcon, BarChartIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { describeActivity } from '../../../domain/admin/activity';
import { describeOrderActivity, type DashboardActivity } from '../../../domain/admin/dashboard-figures';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../components/LoadError';
import { rupees } from '../../lib/money';
import { formatDateTime } from '../parts/format-time';
import { SectionHeader } from '../parts/SectionHeader';
import { DashboardViewModel } from './dashboard-view-model';
import { SalesChart } from './SalesChart';
import './dashboard.css';

function Figure({ label, value, note }: { label: string; value: string | undefined; note: string | undefined }) {
  return (
    <Card className="admin-figure">
      <Text as="p" size="2" color="gray">
        {label}
      </Text>
      <Skeleton loading={value === undefined}>
        <Text as="p" size="7" weight="bold">
          {value ?? '0'}
        </Text>
      </Skeleton>
      <Text as="p" size="1" color="gray">
        {note ?? '\u00a0'}
      </Text>
    </Card>
  );
}

function Quiet({ icon, children }: { icon: React.ReactNode; children: string }) {
  return (
    <Flex direction="column" align="center" gap="2" py="5" className="admin-quiet">
      <span aria-hidden>{icon}</span>
      <Text size="2" color="gray">
        {children}
      </Text>
    </Flex>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

function activityKey(entry: DashboardActivity): string {
  return entry.kind === 'order' ? `o-${entry.orderNumber}-${entry.at}-${entry.status}` : `p-${entry.productId}-${entry.at}-${entry.action}`;
}

export const DashboardSection = observer(function DashboardSection() {
  const vm = useViewModel(DashboardViewModel);
  const figures = vm.figures;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Dashboard" description="How the store is doing today." />
      {vm.status === 'error' && <LoadError what="The dashboard" onRetry={() => void vm.start()} />}
      <div className="admin-figures">
        <Figure label="Total Products" value={figures && String(figures.totalProducts)} note="In the catalogue" />
        <Figure
          label="Revenue Today"
          value={figures && rupees(figures.revenueToday)}
          note={figures && (figures.ordersToday === 0 ? 'No orders yet today' : `From ${plural(figures.ordersToday, 'order')} today`)}
        />
        <Figure label="Active Users" value={figures && String(figures.activeUsers)} note="Logged in or ordered in the last 30 days" />
        <Figure label="Pending Deliveries" value={figures && String(figures.pendingDeliveries)} note="Not yet delivered" />
        <Figure
          label="Open Returns"
          value={vm.openReturns === undefined ? undefined : vm.openReturns === 'unavailable' ? '—' : String(vm.openReturns)}
          note={vm.openReturns === 'unavailable' ? 'Could not be counted' : 'Waiting on the shop'}
        />
        <Figure label="Low Stock" value={vm.lowStock === undefined ? undefined : String(vm.lowStock)} note="Sizes and colours with 20 or fewer left" />
      </div>
      <div className="admin-panels dashboard-panels">
        <Card className="admin-panel">
          <Heading as="h2" size="4" mb="2">
            Recent Activity
          </Heading>
          {vm.status === 'ready' && vm.activity.length === 0 && (
            <Quiet icon={<ActivityLogIcon width={24} height={24} />}>No recent activity. Orders and product changes show here.</Quiet>
          )}
          {vm.activity.length > 0 && (
            <ul className="admin-activity dashboard-activity" aria-label="Recent orders and product changes">
              {vm.activity.map((entry) => (
                <li key={activityKey(entry)}>
                  <Text as="span" size="2">
                    {entry.kind === 'order' ? describeOrderActivity(entry) : describeActivity(entry)}
                  </Text>
                  <Text as="span" size="1" color="gray">
                    <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="admin-panel">
          <Heading as="h2" size="4" mb="2">
            Sales Analytics
          </Heading>
          {figures && vm.hasSales && <SalesChart series={figures.series} />}
          {figures && !vm.hasSales && <Quiet icon={<BarChartIcon width={24} height={24} />}>No sales in the last 30 days. Sales show here once orders are placed.</Quiet>}
        </Card>
      </div>
    </section>
  );
});
