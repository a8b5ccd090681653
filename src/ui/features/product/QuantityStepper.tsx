import { Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { MinusIcon, PlusIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ProductDetailViewModel } from './product-detail-view-model';

function StepButton({ label, onClick, disabled, children }: { label: string; onClick(): void; disabled: boolean; children: ReactNode }) {
  return (
    <IconButton type="button" variant="soft" color="gray" size="2" onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </IconButton>
  );
}

/** Minus, a number box (min 1, max per order) and plus; what is typed is corrected on leaving the box. */
export const QuantityStepper = observer(function QuantityStepper({ vm }: { vm: ProductDetailViewModel }) {
  return (
    <div className="pdp-option">
      <Text as="label" htmlFor="pdp-quantity" size="2" weight="bold" className="pdp-option__label">
        Quantity
      </Text>
      <Flex align="center" gap="2" mt="2" wrap="wrap">
        <Flex align="center" gap="1" className="pdp-qty">
          <StepButton label="Decrease quantity" onClick={vm.decrease} disabled={!vm.canDecrease}>
            <MinusIcon aria-hidden />
          </StepButton>
          <TextField.Root
            id="pdp-quantity"
            className="pdp-qty__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={vm.maxQuantity}
            step={1}
            size="2"
            value={vm.quantityText}
            onChange={(e) => vm.setQuantityText(e.currentTarget.value)}
            onBlur={vm.commitQuantity}
            onKeyDown={(e) => {
              if (e.key === 'Enter') vm.commitQuantity();
            }}
            aria-describedby="pdp-quantity-note"
          />
          <StepButton label="Increase quantity" onClick={vm.increase} disabled={!vm.canIncrease}>
            <PlusIcon aria-hidden />
          </StepButton>
        </Flex>
        <Text id="pdp-quantity-note" size="1" color="gray">
          {vm.quantityNote}
        </Text>
      </Flex>
    </div>
  );
});
