import { HeartFilledIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Product } from '../../domain/catalogue/product';
import { useService } from '../app/container-context';
import { useHydrated } from '../hooks/use-hydrated';
import { WishlistState } from '../stores/wishlist-state';
import './wishlist-heart.css';

interface WishlistHeartProps {
  product: Pick<Product, 'id' | 'title'>;
  /** The button's name, the same pressed or not (aria-pressed says which). */
  label: string;
  className: string;
}

/**
 * The heart that saves a product to the wishlist, or takes it off: a toggle button. One icon, drawn
 * as an outline until pressed (./wishlist-heart.css): the outline icon's path alone would add a
 * third of a KiB to the home page's first load.
 */
export const WishlistHeart = observer(function WishlistHeart({ product, label, className }: WishlistHeartProps) {
  const state = useService(WishlistState);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // A prerendered card was rendered for nobody: unsaved until hydrated.
  const saved = useHydrated() && state.has(product.id);
  return (
    <IconButton
      type="button"
      radius="full"
      variant="surface"
      color={saved ? 'red' : 'gray'}
      className={`wishlist-heart ${className}`}
      aria-label={label}
      aria-pressed={saved}
      onClick={() => void state.toggle(product, pathname + search).then((to) => to && navigate(to))}
    >
      <HeartFilledIcon aria-hidden />
    </IconButton>
  );
});
