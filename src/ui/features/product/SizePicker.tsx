import { RadioCards, Text } from '@radix-ui/themes';
import { SIZES, type Size } from '../../../domain/catalogue/size';

/** S to XXL as a radio group: arrow keys move between sizes, the chosen one is highlighted. */
export function SizePicker({ value, onChange }: { value: Size; onChange: (size: string) => void }) {
  return (
    <div className="pdp-option">
      <Text as="div" id="pdp-size-label" size="2" weight="bold" mb="2">
        Size: <span className="pdp-option__value">{value}</span>
      </Text>
      <RadioCards.Root
        className="pdp-sizes"
        aria-labelledby="pdp-size-label"
        value={value}
        onValueChange={onChange}
        columns="5"
        gap="2"
        size="1"
      >
        {SIZES.map((size) => (
          <RadioCards.Item key={size} value={size} className="pdp-sizes__item">
            <Text size="2" weight="bold">
              {size}
            </Text>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </div>
  );
}
