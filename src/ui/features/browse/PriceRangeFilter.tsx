import { Flex, Slider, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { PRICE_CEILING, PRICE_FLOOR, PRICE_STEP } from '../../../domain/catalogue/browse';
import type { BrowseControls } from './browse-controls';

/**
 * Two thumbs, 0 to 5000+. Dragging only moves the label (a draft); letting go, or a key press,
 * commits the range to the address.
 */
export const PriceRangeFilter = observer(function PriceRangeFilter({ controls }: { controls: BrowseControls }) {
  const [low, high] = controls.priceRange;
  return (
    <fieldset className="filter-group">
      <Flex justify="between" align="baseline" gap="2" wrap="wrap" asChild>
        <legend className="filter-group__legend">
          <Text size="2" weight="bold">
            Price
          </Text>{' '}
          <Text size="2" color="gray" className="filter-group__value">
            {controls.priceLabel}
          </Text>
        </legend>
      </Flex>
      <Slider
        className="price-slider"
        size="2"
        min={PRICE_FLOOR}
        max={PRICE_CEILING}
        step={PRICE_STEP}
        value={[low, high]}
        onValueChange={controls.dragPrice}
        onValueCommit={controls.commitPrice}
      />
    </fieldset>
  );
});
