import { Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { MinusIcon, PlusIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { QuantityChoice } from './quantity-choice';

function StepButton({ label, onClick, disabled, children }: { label: string; onClick(): void; disabled: boolean; children: ReactNode }) {
  return (
    <IconButton type="button" variant="soft" color="gray" size="2" onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </IconButton>
  );
}

/** Minus, a number box (min 1, max per order) and plus; what is typed is corrected on leaving the box. */
export const QuantityStepper = observer(function QuantityStepper({ quantity, note }: { quantity: QuantityChoice; note: string }) {
  return (
    <div className="pdp-option">
      <Text as="label" htmlFor="pdp-quantity" size="2" weight="bold" className="pdp-option__label">
        Quantity
      </Text>
      <Flex align="center" gap="2" mt="2" wrap="wrap">
        <Flex align="center" gap="1" className="pdp-qty">
          <StepButton label="Decrease quantity" onClick={quantity.decrease} disabled={!quantity.canDecrease}>
            <MinusIcon aria-hidden />
          </StepButton>
          <TextField.Root
            id="pdp-quantity"
            className="pdp-qty__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={quantity.max}
            step={1}
            size="2"
            value={quantity.text}
            onChange={(e) => quantity.setText(e.currentTarget.value)}
            onBlur={quantity.commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') quantity.commit();
            }}
            aria-describedby="pdp-quantity-note"
          />
          <StepButton label="Increase quantity" onClick={quantity.increase} disabled={!quantity.canIncrease}>
            <PlusIcon aria-hidden />
          </StepButton>
        </Flex>
        <Text id="pdp-quantity-note" size="1" color="gray">
          {note}
        </Text>
      </Flex>
    </div>
  );
});
