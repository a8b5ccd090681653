import { ReaderIcon } from '@radix-ui/react-icons';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';

export function OrdersSection() {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Orders" description="Orders placed by shoppers, and their status." />
      <SectionEmptyState icon={<ReaderIcon width={28} height={28} />} title="No orders yet">
        Orders will appear here once shoppers start checking out.
      </SectionEmptyState>
    </section>
  );
}
