import { Button, Flex } from '@radix-ui/themes';
import { PersonIcon, DotsHorizontalIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { whenIdle } from '../kit/when-idle';
import { useViewModel } from '../app/container-context';
import { HeaderMenusViewModel } from './header-menus-view-model';
import { CartIcon } from './CartIcon';
import { HeaderSearch } from './HeaderSearch';
import { headerDropdownCode, HeaderMenu } from './HeaderMenu';
import { LOGIN_LINKS, MORE_LINKS } from './menu-links';
import { ADMIN_PATH, CART_PATH, HOME_PATH } from '../app/paths';

export { SEARCH_PLACEHOLDER } from './HeaderSearch';

export const Header = observer(function Header() {
  const menus = useViewModel(HeaderMenusViewModel);
  // Fetch the dropdown code once the page is idle, before anyone reaches for a menu; the menus
  // switch to it when it arrives.
  useEffect(() => whenIdle(() => void headerDropdownCode.preload()), []);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={HOME_PATH} className="site-logo" aria-label="Fashion Zone home">
          Fashion<span>Zone</span>
        </Link>
        <HeaderSearch />
        <Flex asChild align="center" gap="4" className="site-header__nav">
          <nav aria-label="Account and shopping">
            <HeaderMenu
              id="login"
              vm={menus}
              ariaLabel="Login"
              label={
                <>
                  <PersonIcon aria-hidden />
                  <span>Login</span>
                </>
              }
              links={LOGIN_LINKS}
            />
            <HeaderMenu
              id="more"
              vm={menus}
              ariaLabel="More"
              label={
                <>
                  <DotsHorizontalIcon aria-hidden className="hide-wide" />
                  <span className="hide-narrow">More</span>
                </>
              }
              links={MORE_LINKS}
            />
            <Button asChild variant="ghost" color="gray" highContrast className="hide-narrow">
              <Link to={ADMIN_PATH}>Admin Panel</Link>
            </Button>
            <Button asChild variant="ghost" color="gray" highContrast>
              <Link to={CART_PATH} aria-label="Cart, 0 items">
                <CartIcon count={0} />
                <span className="hide-narrow">Cart</span>
              </Link>
            </Button>
          </nav>
        </Flex>
      </div>
    </header>
  );
});

