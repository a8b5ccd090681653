import { Button, Flex, Heading } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { DISCOUNT_THRESHOLDS } from '../../../domain/catalogue/browse';
import { BRANDS } from '../../../domain/catalogue/category';
import type { BrowseControls } from './browse-controls';
import { CheckboxGroup } from './CheckboxGroup';
import { PriceRangeFilter } from './PriceRangeFilter';

const BRAND_OPTIONS = BRANDS.map((brand) => ({ value: brand, label: brand }));
const DISCOUNT_OPTIONS = DISCOUNT_THRESHOLDS.map((threshold) => ({ value: threshold, label: `${threshold}% or more` }));

interface FilterPanelProps {
  controls: BrowseControls;
  headingId: string;
}

export const FilterPanel = observer(function FilterPanel({ controls, headingId }: FilterPanelProps) {
  const { query } = controls;
  return (
    <Flex direction="column" gap="5" className="filter-panel">
      <Flex justify="between" align="center" gap="2" className="filter-panel__header">
        <Heading as="h2" size="3" id={headingId}>
          Filters
        </Heading>
        {controls.activeFilters > 0 && (
          <Button variant="ghost" size="1" onClick={controls.clearFilters}>
            Clear filters
          </Button>
        )}
      </Flex>
      <PriceRangeFilter controls={controls} />
      <CheckboxGroup
        legend="Size"
        options={controls.sizeChoices.map((size) => ({ value: size, label: size }))}
        checked={query.sizes}
        onChange={controls.setSize}
      />
      <CheckboxGroup
        legend="Brand"
        options={BRAND_OPTIONS}
        checked={query.brands}
        onChange={controls.setBrand}
      />
      <CheckboxGroup
        legend="Discount"
        options={DISCOUNT_OPTIONS}
        checked={query.discounts}
        onChange={controls.setDiscount}
      />
    </Flex>
  );
});
