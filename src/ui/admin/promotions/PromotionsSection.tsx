import { PlusIcon, TokensIcon } from '@radix-ui/react-icons';
import { Button, Flex, Skeleton } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../components/LoadError';
import { useMediaQuery } from '../../hooks/use-media-query';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';
import { EndPromotionDialog, PromotionFormDialog } from './PromotionDialogs';
import { PromotionCards } from './PromotionCards';
import { PromotionTable } from './PromotionTable';
import { PromotionsViewModel } from './promotions-view-model';
import './promotions.css';

/** Below this width (a phone, a tablet beside the sidebar) the table's eight columns do not fit: a card a code instead. */
const PHONE_QUERY = '(max-width: 899px)';

/** Promotions: every code with its uses and state; create, edit, pause, resume and end. */
export const PromotionsSection = observer(function PromotionsSection() {
  const vm = useViewModel(PromotionsViewModel);
  const phone = useMediaQuery(PHONE_QUERY);
  const create = (
    <Button onClick={vm.openCreate}>
      <PlusIcon aria-hidden />
      Create New Promotion
    </Button>
  );
  const none = vm.status === 'ready' && vm.promotions.length === 0;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Promotions" description="Discount codes shoppers apply at checkout." actions={none ? undefined : create} />
      <Flex direction="column" gap="3">
        {vm.status === 'loading' && vm.promotions.length === 0 && <Skeleton height="160px" />}
        {vm.status === 'error' && <LoadError what="The promotions" onRetry={() => void vm.reload()} />}
        {none && (
          <SectionEmptyState icon={<TokensIcon width={28} height={28} />} title="No promotions yet" action={create}>
            Promotions you create will be listed here.
          </SectionEmptyState>
        )}
        {vm.status !== 'error' && vm.promotions.length > 0 && (phone ? <PromotionCards vm={vm} /> : <PromotionTable vm={vm} />)}
      </Flex>
      <PromotionFormDialog vm={vm} />
      <EndPromotionDialog vm={vm} />
    </section>
  );
});
