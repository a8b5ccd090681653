import { Button } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useService } from '../app/container-context';
import { CART_PATH } from '../app/paths';
import { CartState } from '../stores/cart-state';
import { CartIcon } from './CartIcon';

/** The header's Cart link, with the number of items in the cart for eyes and screen readers. */
export const CartLink = observer(function CartLink() {
  const { count } = useService(CartState);
  return (
    <Button asChild variant="ghost" color="gray" highContrast className="site-header__control">
      <Link to={CART_PATH} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        <CartIcon count={count} />
        <span className="hide-narrow">Cart</span>
      </Link>
    </Button>
  );
});
