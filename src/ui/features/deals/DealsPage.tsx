import { Flex, Heading, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { LoadError } from '../../components/LoadError';
import { PagedProductGrid } from '../../components/PagedProductGrid';
import { DealsCountdown } from '../../components/DealsCountdown';
import { useViewModel } from '../../app/container-context';
import { DealsViewModel } from './deals-view-model';

export const DealsPage = observer(function DealsPage() {
  const vm = useViewModel(DealsViewModel);
  return (
    <div className="page">
      <Flex align="center" gap="3" wrap="wrap" mb="2">
        <Heading as="h1" size="7">
          Deals of the Day
        </Heading>
        <DealsCountdown />
      </Flex>
      <Text as="p" color="gray" mb="4">
        Today&apos;s best prices, biggest discounts first.
      </Text>
      {vm.status === 'error' && <LoadError what="The deals" />}
      <PagedProductGrid list={vm.deals} label="Deals" />
    </div>
  );
});
