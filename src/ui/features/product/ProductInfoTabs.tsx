import { Box, DataList, Tabs, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { ProductDetailViewModel } from './product-detail-view-model';
import { ReviewSummary } from './ReviewSummary';

/** Description (default), Specifications and Reviews; arrow keys move between the tabs. */
export const ProductInfoTabs = observer(function ProductInfoTabs({ vm }: { vm: ProductDetailViewModel }) {
  const product = vm.product;
  if (!product) return null;
  return (
    <Tabs.Root value={vm.tab} onValueChange={vm.selectTab}>
      <Tabs.List className="pdp-tabs__list" aria-label="Product information" size="2">
        <Tabs.Trigger value="description">Description</Tabs.Trigger>
        <Tabs.Trigger value="specifications">Specifications</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="description">
          <Text as="p" size="3" className="pdp-description">
            {product.description}
          </Text>
        </Tabs.Content>
        <Tabs.Content value="specifications">
          <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="2" className="pdp-specs">
            {vm.specifications.map(({ label, value }) => (
              <DataList.Item key={label}>
                <DataList.Label minWidth="120px">{label}</DataList.Label>
                <DataList.Value>{value}</DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <ReviewSummary rating={product.rating} ratingCount={product.ratingCount} />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
});
