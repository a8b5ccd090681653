import { RadioCards, Text } from '@radix-ui/themes';
import type { VariantSize } from '../../../domain/catalogue/size-scale';
import type { SizeChoice } from './product-detail-view-model';

/**
 * The product's sizes as a radio group: arrow keys move between the sizes that can be bought; a
 * sold-out size is shown struck through, disabled, and named 'sold out' to a screen reader too.
 */
export function SizePicker({ sizes, value, onChange }: { sizes: readonly SizeChoice[]; value: VariantSize | undefined; onChange: (size: string) => void }) {
  return (
    <div className="pdp-option">
      <Text as="div" id="pdp-size-label" size="2" weight="bold" mb="2">
        Size: <span className="pdp-option__value">{value ?? 'choose one'}</span>
      </Text>
      <RadioCards.Root
        className="pdp-sizes"
        aria-labelledby="pdp-size-label"
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
    </div>
  );
}
