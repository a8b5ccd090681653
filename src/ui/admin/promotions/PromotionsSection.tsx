import { PlusIcon, TokensIcon } from '@radix-ui/react-icons';
import { PlannedFeatureButton } from '../parts/PlannedFeatureButton';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';

export function PromotionsSection() {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Promotions" description="Discount codes and offers." />
      <SectionEmptyState
        icon={<TokensIcon width={28} height={28} />}
        title="No promotions yet"
        action={
          <PlannedFeatureButton
            variant="solid"
            icon={<PlusIcon aria-hidden />}
            label="Create New Promotion"
            title="Promotions are coming"
            description="Creating promotions (discount codes and offers applied at checkout) arrives with orders. Nothing has been created."
          />
        }
      >
        Promotions you create will be listed here.
      </SectionEmptyState>
    </section>
  );
}
