import { BackpackIcon } from '@radix-ui/react-icons';

/** The cart symbol with its item count (the link around it says the count to screen readers). */
export function CartIcon({ count }: { count: number }) {
  return (
    <span className="cart-icon">
      <BackpackIcon aria-hidden width="18" height="18" />
      <span className="cart-icon__count" aria-hidden>
        {count}
      </span>
    </span>
  );
}
