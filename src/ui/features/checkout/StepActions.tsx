import { Button, Flex } from '@radix-ui/themes';
import type { CheckoutStep } from './checkout-step-machine';
import type { CheckoutViewModel } from './checkout-view-model';

/** A choice step's two buttons: on to the next step once a choice is offered, or back to `back`. */
export function StepActions({ vm, label, onContinue, canContinue, back }: { vm: CheckoutViewModel; label: string; onContinue: () => void; canContinue: boolean; back: CheckoutStep }) {
  return (
    <Flex gap="3" wrap="wrap" className="checkout-actions">
      <Button size="3" onClick={onContinue} disabled={!canContinue}>
        {label}
      </Button>
      <Button size="3" variant="outline" onClick={() => vm.goTo(back)}>
        Back
      </Button>
    </Flex>
  );
}
