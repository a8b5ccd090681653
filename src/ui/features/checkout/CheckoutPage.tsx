import { ArchiveIcon, ExclamationTriangleIcon, InfoCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Heading, Skeleton } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CART_PATH, HOME_PATH, productPath } from '../../app/paths';
import { useService, useViewModel } from '../../app/container-context';
import { EmptyState } from '../../components/EmptyState';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ShopperSessionViewModel } from '../../stores/shopper-session-view-model';
import { AddressStep } from './AddressStep';
import { CheckoutMessages } from './CheckoutMessages';
import { CheckoutSteps } from './CheckoutSteps';
import { CheckoutSummary } from './CheckoutSummary';
import type { CheckoutStep } from './checkout-step-machine';
import { CheckoutViewModel } from './checkout-view-model';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep, ReviewTotals } from './ReviewStep';
import './checkout.css';

/** The history entry's state that keeps this checkout's idempotency key across a reload. */
interface CheckoutHistoryState {
  readonly checkoutKey?: string;
}

function keyIn(state: unknown): string | undefined {
  const key = (state as CheckoutHistoryState | null)?.checkoutKey;
  return typeof key === 'string' ? key : undefined;
}

const STEP_HEADINGS: Readonly<Record<CheckoutStep, string>> = {
  address: 'Delivery Address',
  delivery: 'Delivery Option',
  payment: 'Payment Method',
  review: 'Review Your Order',
};

/**
 * /checkout: the cart's items, or Buy Now's one (`?buy=<id>&size=<S..XXL>&qty=<n>`), in four steps.
 * A visitor is asked to log in. The checkout's key lives in the history entry, so that a reload of
 * this checkout places with the same key.
 */
export const CheckoutPage = observer(function CheckoutPage() {
  const vm = useViewModel(CheckoutViewModel);
  const session = useService(ShopperSessionViewModel);
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = location;
  const kept = keyIn(state);

  useEffect(() => {
    const key = vm.open(search, kept);
    if (key !== kept) void navigate({ pathname, search, hash }, { replace: true, state: { ...(state as object | null), checkoutKey: key } });
  }, [vm, navigate, pathname, search, hash, state, kept]);

  return (
    <div className="page checkout-page">
      <Heading as="h1" size="7" mb="4">
        Checkout
      </Heading>
      <CheckoutBody vm={vm} keepReturnPath={session.keepReturnPath} onPlaced={(to) => void navigate(to, { replace: true })} />
    </div>
  );
});

interface BodyProps {
  vm: CheckoutViewModel;
  keepReturnPath: (path: string) => void;
  onPlaced: (to: string) => void;
}

const CheckoutBody = observer(function CheckoutBody({ vm, keepReturnPath, onPlaced }: BodyProps) {
  const { source } = vm.loader;
  switch (vm.status) {
    case 'logged-out':
      return (
        <LoginPrompt icon={<LockClosedIcon width={28} height={28} />} title="Login to Checkout" keepReturnPath={keepReturnPath}>
          Log in or sign up to place your order; you will come back here afterwards.
        </LoginPrompt>
      );
    case 'bad-link':
      return (
        <EmptyState
          icon={<ExclamationTriangleIcon width={28} height={28} />}
          title="This checkout link is not valid"
          action={<WayBack productId={vm.loader.linkProductId} />}
        >
          {vm.loader.linkProblems.join(' ')}
        </EmptyState>
      );
    case 'loading':
      return (
        <div className="checkout-layout" aria-busy>
          <Skeleton height="320px" />
          <Skeleton height="220px" />
        </div>
      );
    case 'unavailable':
      return (
        <Callout.Root color="red" highContrast role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>
            What you are buying could not be loaded.{' '}
            <Button variant="ghost" size="1" highContrast onClick={vm.retryLoad}>
              Try again
            </Button>
          </Callout.Text>
        </Callout.Root>
      );
    case 'empty':
      return (
        <>
          <CheckoutMessages vm={vm} />
          <EmptyState
            icon={<ArchiveIcon width={28} height={28} />}
            title="Nothing to check out"
            action={<WayBack productId={source?.kind === 'buy-now' ? source.productId : undefined} cart={source?.kind === 'cart'} />}
          >
            {source?.kind === 'buy-now'
              ? 'This product is no longer sold, or it is out of stock.'
              : 'Your cart is empty, or nothing in it can be bought right now.'}
          </EmptyState>
        </>
      );
    case 'ready':
      return <ReadyCheckout vm={vm} onPlaced={onPlaced} />;
  }
});

/** The steps, the one shown (its heading takes the focus when the shopper moves on), and beside them the Order Summary (on the review: the total and Place Order). */
const ReadyCheckout = observer(function ReadyCheckout({ vm, onPlaced }: { vm: CheckoutViewModel; onPlaced: (to: string) => void }) {
  const heading = useFocusOnChange(vm.steps.changes);
  const place = () => void vm.placeOrder().then((to) => to && onPlaced(to));
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <CheckoutSteps vm={vm} />
        <section className="checkout-step" aria-labelledby="checkout-step-heading">
          <Heading as="h2" size="5" id="checkout-step-heading" tabIndex={-1} ref={heading} className="checkout-step__heading">
            {STEP_HEADINGS[vm.steps.step]}
          </Heading>
          {vm.loader.itemsNote && (
            <Callout.Root color="amber" size="1" highContrast>
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{vm.loader.itemsNote}</Callout.Text>
            </Callout.Root>
          )}
          <CheckoutMessages vm={vm} onRetry={place} />
          <StepBody vm={vm} />
        </section>
      </div>
      {vm.steps.step === 'review' ? <ReviewTotals vm={vm} onPlace={place} /> : <CheckoutSummary vm={vm} />}
    </div>
  );
});

const StepBody = observer(function StepBody({ vm }: { vm: CheckoutViewModel }) {
  switch (vm.steps.step) {
    case 'address':
      return <AddressStep vm={vm} />;
    case 'delivery':
      return <DeliveryStep vm={vm} />;
    case 'payment':
      return <PaymentStep vm={vm} />;
    case 'review':
      return <ReviewStep vm={vm} />;
  }
});

/** The ways back from a checkout with nothing to buy: the product or the cart, and the shop. */
function WayBack({ productId, cart }: { productId?: number; cart?: boolean }) {
  return (
    <Flex gap="3" wrap="wrap" justify="center">
      {productId !== undefined && (
        <Button asChild size="3">
          <Link to={productPath(productId)}>Back to Product</Link>
        </Button>
      )}
      {cart && (
        <Button asChild size="3">
          <Link to={CART_PATH}>Back to Cart</Link>
        </Button>
      )}
      <Button asChild size="3" variant={productId !== undefined || cart ? 'outline' : 'solid'}>
        <Link to={HOME_PATH}>Continue Shopping</Link>
      </Button>
    </Flex>
  );
}

/** Moves the keyboard focus to the element of the returned ref each time `changes` moves on (not at first show). */
function useFocusOnChange(changes: number) {
  const ref = useRef<HTMLHeadingElement>(null);
  const seen = useRef(changes);
  useEffect(() => {
    if (changes !== seen.current) {
      seen.current = changes;
      ref.current?.focus();
    }
  }, [changes]);
  return ref;
}
