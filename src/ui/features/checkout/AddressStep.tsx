import { PlusIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Callout, Flex, Heading, RadioCards, Skeleton } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { addressFormValues, EMPTY_ADDRESS_FORM } from '../../../domain/orders/address';
import type { SavedAddress } from '../../../domain/orders/saved-addresses';
import { AddressText } from '../../components/AddressText';
import type { AddressBookEditor } from '../../forms/address-book-editor';
import { AddressForm } from './AddressForm';
import { ADDRESSES_UNAVAILABLE } from './checkout-notices';
import type { CheckoutViewModel } from './checkout-view-model';

/** Step 1: a saved address chosen (each editable, deletable, one the default), or a new one entered. */
export const AddressStep = observer(function AddressStep({ vm }: { vm: CheckoutViewModel }) {
  const book = vm.addressBook;
  if (book.status === 'loading') return <Skeleton height="240px" />;
  const { mode, addresses } = book;
  const editing = mode.kind === 'edit' ? addresses.find((address) => address.id === mode.id) : undefined;
  return (
    <Flex direction="column" gap="4">
      {book.status === 'unavailable' && (
        <Callout.Root color="amber" size="1" highContrast>
          <Callout.Text>{ADDRESSES_UNAVAILABLE}</Callout.Text>
        </Callout.Root>
      )}
      {mode.kind === 'choose' && <SavedAddresses book={book} onDeliver={vm.deliverToChosen} />}
      {mode.kind === 'new' && (
        <>
          {addresses.length > 0 && (
            <Heading as="h3" size="3">
              New address
            </Heading>
          )}
          <AddressForm
            key="new"
            label="New address"
            initialValues={book.draft ?? EMPTY_ADDRESS_FORM}
            initialErrors={book.formErrors}
            submitLabel="Deliver to this address"
            offerSave={book.status === 'ready'}
            busy={book.busy}
            onSubmit={vm.submitNewAddress}
            onCancel={addresses.length > 0 ? book.cancelForm : undefined}
          />
        </>
      )}
      {editing && (
        <>
          <Heading as="h3" size="3">
            Edit address
          </Heading>
          <AddressForm
            key={editing.id}
            label="Edit address"
            initialValues={addressFormValues(editing)}
            submitLabel="Save address"
            offerSave={false}
            busy={book.busy}
            onSubmit={(values) => book.update(editing.id, values)}
            onCancel={book.cancelForm}
          />
        </>
      )}
    </Flex>
  );
});

/** Who and where, in a line for a button's name: 'Asha, Mumbai'. */
const shortName = (address: SavedAddress) => `${address.fullName}, ${address.city}`;

const SavedAddresses = observer(function SavedAddresses({ book, onDeliver }: { book: AddressBookEditor; onDeliver: () => void }) {
  return (
    <Flex direction="column" gap="4">
      <RadioCards.Root
        value={book.chosenId}
        onValueChange={book.choose}
        aria-label="Saved addresses"
        columns={{ initial: '1', md: '2' }}
        gap="3"
        className="saved-addresses"
      >
        {book.addresses.map((address) => (
          <div key={address.id} className="saved-address">
            <RadioCards.Item value={address.id} className="saved-address__card">
              <AddressText address={address} />
            </RadioCards.Item>
            <Flex gap="2" wrap="wrap" className="saved-address__actions">
              <Button size="1" variant="soft" disabled={book.busy} onClick={() => book.edit(address.id)} aria-label={`Edit address of ${shortName(address)}`}>
                Edit
              </Button>
              <DeleteAddress book={book} address={address} />
              {!address.isDefault && (
                <Button size="1" variant="soft" color="gray" disabled={book.busy} onClick={() => void book.makeDefault(address.id)} aria-label={`Make default: ${shortName(address)}`}>
                  Make default
                </Button>
              )}
            </Flex>
          </div>
        ))}
      </RadioCards.Root>
      <Flex gap="3" wrap="wrap" className="checkout-actions">
        <Button size="3" onClick={onDeliver} disabled={!book.chosenId || book.busy}>
          Deliver to this address
        </Button>
        <Button size="3" variant="outline" onClick={book.addNew}>
          <PlusIcon aria-hidden />
          Add a new address
        </Button>
      </Flex>
    </Flex>
  );
});

function DeleteAddress({ book, address }: { book: AddressBookEditor; address: SavedAddress }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="1" variant="soft" color="red" highContrast disabled={book.busy} aria-label={`Delete address of ${shortName(address)}`}>
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>Delete this address?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {shortName(address)} will be removed from your saved addresses.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => void book.remove(address.id)}>
              Delete
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
