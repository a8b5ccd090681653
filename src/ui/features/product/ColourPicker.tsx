import { RadioCards, Text } from '@radix-ui/themes';
import type { Colour } from '../../../domain/catalogue/colour';

/** The product's colours as a radio group: each swatch with its name beside it, never the colour alone (WCAG 1.4.1). */
export function ColourPicker({ colours, value, onChange }: { colours: readonly Colour[]; value: string | undefined; onChange: (colour: string) => void }) {
  return (
    <div className="pdp-option">
      <Text as="div" id="pdp-colour-label" size="2" weight="bold" mb="2">
        Colour: <span className="pdp-option__value">{value}</span>
      </Text>
      <RadioCards.Root className="pdp-colours" aria-labelledby="pdp-colour-label" value={value ?? ''} onValueChange={onChange} columns={{ initial: '2', sm: '3' }} gap="2" size="1">
        {colours.map((colour) => (
          <RadioCards.Item key={colour.name} value={colour.name} className="pdp-colours__item">
            <span className="pdp-colours__swatch" style={{ background: colour.swatch }} aria-hidden />
            <Text size="2">{colour.name}</Text>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </div>
  );
}
