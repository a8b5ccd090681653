import { Button, Flex } from '@radix-ui/themes';
import { PersonIcon, DotsHorizontalIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { whenIdle } from '../lib/when-idle';
import { useHydrated } from '../hooks/use-hydrated';
import { useStoreName } from '../hooks/use-store-name';
import { logoParts } from '../../domain/settings/store-settings';
import { useService, useViewModel } from '../app/container-context';
import { HeaderMenusViewModel } from './header-menus-view-model';
import { AccountMenuViewModel } from './account-menu-view-model';
import { CartLink } from './CartLink';
import { HeaderSearch } from './HeaderSearch';
import { headerDropdownCode, HeaderMenu } from './HeaderMenu';
import { loginLinks, MORE_LINKS } from './menu-links';
import { ADMIN_PATH, HOME_PATH } from '../app/paths';
import { CHAT_BUTTON_SLOT_ID } from '../lib/chat-button-slot';

export { SEARCH_PLACEHOLDER } from './HeaderSearch';

export const Header = observer(function Header() {
  const menus = useViewModel(HeaderMenusViewModel);
  const account = useService(AccountMenuViewModel);
  const navigate = useNavigate();
  // A prerendered page was rendered for nobody: it shows Login until hydrated, then who is logged in.
  const user = useHydrated() ? account.user : undefined;
  const storeName = useStoreName();
  const logo = logoParts(storeName);
  // Fetch the dropdown code once the page is idle, before anyone reaches for a menu; the menus
  // switch to it when it arrives.
  useEffect(() => whenIdle(() => void headerDropdownCode.preload()), []);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {/* The words show with their space: a name that did not contain the visible 'FashionZone'
            failed WCAG 2.5.3 (label in name), and a voice user says what they see. */}
        <Link to={HOME_PATH} className="site-logo" aria-label={`${storeName} home`}>
          {logo.lead}
          {logo.accent && (
            <>
              {' '}
              <span>{logo.accent}</span>
            </>
          )}
        </Link>
        <HeaderSearch />
        {/* The support chat's button on a phone (SupportChatLauncher puts it here when it comes). */}
        <div id={CHAT_BUTTON_SLOT_ID} className="site-header__chat" />
        <Flex asChild align="center" gap="4" className="site-header__nav">
          <nav aria-label="Account and shopping">
            <HeaderMenu
              id="login"
              vm={menus}
              // Logged in, the menu is the shopper's: their name in place of 'Login'.
              ariaLabel={user ? user.name : 'Login'}
              label={
                <>
                  <PersonIcon aria-hidden />
                  <span className="site-header__account-name">{user ? user.name : 'Login'}</span>
                </>
              }
              links={loginLinks(user !== undefined)}
              actions={
                user && [
                  {
                    label: 'Logout',
                    onSelect: () => {
                      account.logOut();
                      void navigate(HOME_PATH);
                    },
                  },
                ]
              }
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
            <CartLink />
          </nav>
        </Flex>
      </div>
    </header>
  );
});

