import { BellIcon, ChevronRightIcon, CubeIcon, ExitIcon, HeartIcon, PersonIcon, ResetIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Heading, Skeleton, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useViewModel } from '../../app/container-context';
import { HOME_PATH, NOTIFICATION_PREFERENCES_PATH, ORDERS_PATH, pagePath, WISHLIST_PATH } from '../../app/paths';
import { AddressText } from '../../components/AddressText';
import { LoginPrompt } from '../../components/LoginPrompt';
import type { AddressBookEditor } from '../../forms/address-book-editor';
import { AccountViewModel } from './account-view-model';
import './account.css';

const SHORTCUTS: readonly { readonly label: string; readonly to: string; readonly icon: ReactNode }[] = [
  { label: 'My Orders', to: ORDERS_PATH, icon: <CubeIcon aria-hidden /> },
  { label: 'My Wishlist', to: WISHLIST_PATH, icon: <HeartIcon aria-hidden /> },
  { label: 'Returns', to: pagePath('ReturnsPage'), icon: <ResetIcon aria-hidden /> },
  { label: 'Notification Preferences', to: NOTIFICATION_PREFERENCES_PATH, icon: <BellIcon aria-hidden /> },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" id={id} mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

const SavedAddresses = observer(function SavedAddresses({ book }: { book: AddressBookEditor }) {
  if (book.status === 'loading') return <Skeleton height="64px" />;
  if (book.status === 'unavailable') {
    return (
      <Callout.Root color="red" size="1" role="alert">
        <Callout.Text>Your saved addresses could not be loaded. Please try again.</Callout.Text>
      </Callout.Root>
    );
  }
  if (book.addresses.length === 0) {
    return <Text color="gray">No saved addresses yet. Addresses you save at checkout appear here.</Text>;
  }
  return (
    <ul className="account-addresses" aria-label="Saved addresses">
      {book.addresses.map((address) => (
        <li key={address.id}>
          <AddressText address={address} />
        </li>
      ))}
    </ul>
  );
});

/** /account, where 'My Profile' leads once logged in: the shopper's details, addresses, shortcuts and Log out. */
export const AccountPage = observer(function AccountPage() {
  const vm = useViewModel(AccountViewModel);
  const navigate = useNavigate();
  const user = vm.user;
  return (
    <div className="page account-page">
      <Heading as="h1" size="7" mb="4">
        My Account
      </Heading>
      {user ? (
        <div className="account-page__grid">
          <Section title="Profile">
            <dl className="account-profile">
              <dt>Name</dt>
              <dd>{user.name}</dd>
              <dt>Mobile number</dt>
              <dd>+91 {user.phone}</dd>
            </dl>
            <Button
              mt="4"
              size="3"
              variant="outline"
              color="red"
              onClick={() => {
                if (vm.logOut()) void navigate(HOME_PATH);
              }}
            >
              <ExitIcon aria-hidden />
              Log out
            </Button>
          </Section>
          <Section title="Saved addresses">
            <SavedAddresses book={vm.addressBook} />
          </Section>
          <Section title="Shortcuts">
            <ul className="account-shortcuts">
              {SHORTCUTS.map((shortcut) => (
                <li key={shortcut.to}>
                  <Link to={shortcut.to} className="account-shortcut">
                    {shortcut.icon}
                    <span>{shortcut.label}</span>
                    <ChevronRightIcon aria-hidden className="account-shortcut__chevron" />
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      ) : (
        <LoginPrompt icon={<PersonIcon width={28} height={28} />} title="Log in to see your account" keepReturnPath={vm.keepReturnPath}>
          Your profile, saved addresses, orders and wishlist are here once you log in.
        </LoginPrompt>
      )}
    </div>
  );
});
