import { CheckIcon } from '@radix-ui/react-icons';
import { Button, VisuallyHidden } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { CHECKOUT_STEPS, STEP_NAMES } from './checkout-step-machine';
import type { CheckoutViewModel } from './checkout-view-model';

/**
 * Where the shopper is: the four steps in order, the current one marked for screen readers
 * (aria-current="step"), those done shown with a tick and a way back to each.
 */
export const CheckoutSteps = observer(function CheckoutSteps({ vm }: { vm: CheckoutViewModel }) {
  const { step: shown, reached } = vm.steps;
  const at = CHECKOUT_STEPS.indexOf(shown);
  return (
    <nav aria-label="Checkout steps" className="checkout-steps">
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const current = step === shown;
          const done = index < at || (index <= reached && !current);
          const label = (
            <>
              <span className="checkout-steps__number" aria-hidden>
                {done ? <CheckIcon /> : index + 1}
              </span>
              <span className="checkout-steps__name">{STEP_NAMES[step]}</span>
              <VisuallyHidden>{current ? ' (current step)' : done ? ' (done)' : ''}</VisuallyHidden>
            </>
          );
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className={['checkout-steps__item', current && 'checkout-steps__item--current', done && 'checkout-steps__item--done'].filter(Boolean).join(' ')}
            >
              {vm.canGoTo(step) ? (
                <Button variant="ghost" size="2" className="checkout-steps__button" onClick={() => vm.goTo(step)}>
                  {label}
                </Button>
              ) : (
                <span className="checkout-steps__label">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
