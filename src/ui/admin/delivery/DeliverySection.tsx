import { RocketIcon } from '@radix-ui/react-icons';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';

export function DeliverySection() {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Delivery" description="Shipments on their way to shoppers." />
      <SectionEmptyState icon={<RocketIcon width={28} height={28} />} title="No deliveries to track">
        Deliveries will appear here once orders are shipped.
      </SectionEmptyState>
    </section>
  );
}
