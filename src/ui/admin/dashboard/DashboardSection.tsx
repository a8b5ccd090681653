import { ActivityLogIcon, BarChartIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { describeActivity } from '../../../domain/admin/activity';
import { formatRupees } from '../../../domain/money';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../kit/LoadError';
import { formatDateTime } from '../parts/format-time';
import { SectionHeader } from '../parts/SectionHeader';
import { DashboardViewModel } from './dashboard-view-model';

function Figure({ label, value, note }: { label: string; value: string | undefined; note: string }) {
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
        {note}
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

export const DashboardSection = observer(function DashboardSection() {
  const vm = useViewModel(DashboardViewModel);
  const figures = vm.figures;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Dashboard" description="How the store is doing today." />
      {vm.status === 'error' && <LoadError what="The dashboard" />}
      <div className="admin-figures">
        <Figure label="Total Products" value={figures && String(figures.totalProducts)} note="In the catalogue" />
        <Figure label="Revenue Today" value={figures && formatRupees(figures.revenueToday)} note="No orders yet" />
        <Figure label="Active Users" value={figures && String(figures.activeUsers)} note="Registered accounts" />
        <Figure label="Pending Deliveries" value={figures && String(figures.pendingDeliveries)} note="No orders yet" />
      </div>
      <div className="admin-panels">
        <Card className="admin-panel">
          <Heading as="h2" size="4" mb="2">
            Recent Activity
          </Heading>
          {vm.status === 'ready' && vm.activity.length === 0 && (
            <Quiet icon={<ActivityLogIcon width={24} height={24} />}>No recent activity. Product changes show here.</Quiet>
          )}
          {vm.activity.length > 0 && (
            <ul className="admin-activity" aria-label="Recent product changes">
              {vm.activity.map((entry) => (
                <li key={`${entry.at}-${entry.productId}-${entry.action}`}>
                  <Text as="span" size="2">
                    {describeActivity(entry)}
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
          <Quiet icon={<BarChartIcon width={24} height={24} />}>No sales data yet. Sales show here once orders are placed.</Quiet>
        </Card>
      </div>
    </section>
  );
});
