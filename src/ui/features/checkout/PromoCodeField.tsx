import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { rupees } from './checkout-format';
import type { CheckoutViewModel } from './checkout-view-model';

/**
 * The review step's promo code: typed and applied (its discount shows in the totals), or why it
 * does not apply, said under the field and read with it. An applied code can be removed.
 */
export const PromoCodeField = observer(function PromoCodeField({ vm }: { vm: CheckoutViewModel }) {
  const id = useId();
  const problemId = `${id}-problem`;
  const { promo } = vm;
  const { applied: promotion, problem: promoProblem } = promo;
  if (promotion) {
    return (
      <Flex align="center" justify="between" gap="2" className="promo-code promo-code--applied" role="status">
        <Flex align="center" gap="2" minWidth="0">
          <CheckCircledIcon aria-hidden color="var(--green-11)" />
          <Flex direction="column">
            <Text size="2" weight="bold">
              {promotion.code} applied
            </Text>
            <Text size="1">You save {rupees(promotion.discount)}</Text>
          </Flex>
        </Flex>
        <Button size="1" variant="ghost" onClick={promo.remove} disabled={vm.placing.busy} aria-label={`Remove promo code ${promotion.code}`}>
          Remove
        </Button>
      </Flex>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.applyPromotion();
  };
  return (
    <form className="promo-code" onSubmit={submit} noValidate>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        Promo code
      </Text>
      <Flex gap="2" mt="1">
        <TextField.Root
          id={id}
          size="2"
          className="promo-code__input"
          value={promo.input}
          onChange={(event) => promo.setInput(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          color={promoProblem ? 'red' : undefined}
          aria-invalid={promoProblem ? true : undefined}
          aria-describedby={promoProblem ? problemId : undefined}
        />
        <Button type="submit" size="2" variant="soft" loading={promo.busy} disabled={vm.placing.busy}>
          Apply
        </Button>
      </Flex>
      <div aria-live="polite">
        {promoProblem && (
          <Text as="p" id={problemId} size="2" color="red" mt="1">
            {promoProblem}
          </Text>
        )}
      </div>
    </form>
  );
});
