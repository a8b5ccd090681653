import { Flex, RadioCards, Text } from '@radix-ui/themes';
import type { Category } from '../../../domain/catalogue/category';
import type { VariantSize } from '../../../domain/catalogue/size-scale';
import type { SizeChoice } from './variant-choice';
import { SizeGuideButton } from './size-guide/SizeGuideButton';

/**
 * The product's sizes as a radio group: arrow keys move between the sizes that can be bought; a
 * sold-out size is shown struck through, disabled, and named 'sold out' to a screen reader too.
 * Beside them, the category's size guide, for a product that comes in more than one size; under
 * them, the product's fit note, which the group names as its description.
 */
export function SizePicker({ sizes, value, category, fitNote, onChange }: { sizes: readonly SizeChoice[]; value: VariantSize | undefined; category: Category; fitNote: string | undefined; onChange: (size: string) => void }) {
  return (
    <div className="pdp-option">
      <Flex justify="between" align="center" gap="3" mb="2" className="pdp-sizes__head">
        <Text as="div" id="pdp-size-label" size="2" weight="bold">
          Size: <span className="pdp-option__value">{value ?? 'choose one'}</span>
        </Text>
        {sizes.length > 1 && <SizeGuideButton category={category} />}
      </Flex>
      <RadioCards.Root
        className="pdp-sizes"
        aria-labelledby="pdp-size-label"
        aria-describedby={fitNote ? 'pdp-fit-note' : undefined}
        value={value ?? ''}
        onValueChange={onChange}
        columns={sizes.length > 1 ? '5' : '2'}
        gap="2"
        size="1"
      >
        {sizes.map(({ size, soldOut }) => (
          <RadioCards.Item key={size} value={size} className="pdp-sizes__item" disabled={soldOut} aria-label={soldOut ? `${size}, sold out` : undefined}>
            <Text size="2" weight="bold" className={soldOut ? 'pdp-sizes__sold-out' : undefined}>
              {size}
            </Text>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
      {fitNote && (
        <Text as="p" id="pdp-fit-note" size="2" color="gray" mt="2">
          {fitNote}
        </Text>
      )}
    </div>
  );
}
