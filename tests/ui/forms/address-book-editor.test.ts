import { describe, expect, it, vi } from 'vitest';
import { AddressBookService } from '../../../src/application/checkout/address-book-service';
import type { StoredAddresses } from '../../../src/domain/orders/saved-addresses';
import { MAX_SAVED_ADDRESSES } from '../../../src/domain/orders/saved-addresses';
import { CheckoutViewModel } from '../../../src/ui/features/checkout/checkout-view-model';
import { AccountViewModel } from '../../../src/ui/features/profile/account-view-model';
import { AddressBookEditor } from '../../../src/ui/forms/address-book-editor';
import { formOf, HOME, ID, OFFICE, PARENTS, saved } from '../../support/addresses';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };

/** Asha's address book (home, the default, and office) in an editor, not read yet. */
async function editorOf(addresses = [saved(HOME, ID.home, true), saved(OFFICE, ID.office)]) {
  const test = createTestContainer();
  test.session.logIn(ASHA);
  await test.addressBook.save(ASHA.phone, addresses);
  const editor = new AddressBookEditor(test.container.get(AddressBookService), test.notifier);
  const stored = async () => (await test.addressBook.list(ASHA.phone)).addresses;
  return { ...test, editor, stored };
}

describe('AddressBookEditor', () => {
  it('is the one part both the checkout and /account hold', () => {
    const { container } = createTestContainer();
    expect(container.get(CheckoutViewModel).addressBook).toBeInstanceOf(AddressBookEditor);
    expect(container.get(AccountViewModel).addressBook).toBeInstanceOf(AddressBookEditor);
  });

  it('reads the saved addresses, the default chosen, and offers them to choose from', async () => {
    const { editor } = await editorOf();
    expect(editor.status).toBe('loading');
    expect(await editor.load()).toMatchObject({ kind: 'ok', dropped: false });
    expect(editor.status).toBe('ready');
    expect(editor.addresses.map((address) => address.id)).toEqual([ID.home, ID.office]);
    expect(editor.chosenId).toBe(ID.home);
    expect(editor.chosen?.city).toBe('Bengaluru');
    expect(editor.mode).toEqual({ kind: 'choose' });
    editor.choose(ID.office);
    editor.choose('no-such-address');
    expect(editor.chosenId).toBe(ID.office);
  });

  it('offers the form when there are none, and when the book cannot be read (never taken for none)', async () => {
    const empty = await editorOf([]);
    await empty.editor.load();
    expect([empty.editor.status, empty.editor.mode]).toEqual(['ready', { kind: 'new' }]);

    const failing = await editorOf();
    vi.spyOn(failing.addressBook, 'list').mockRejectedValue(new Error('quota'));
    expect(await failing.editor.load()).toEqual({ kind: 'unavailable' });
    expect([failing.editor.status, failing.editor.mode]).toEqual(['unavailable', { kind: 'new' }]);
  });

  it('answers that some addresses could not be read, for the page to say so', async () => {
    const { editor, addressBook } = await editorOf();
    vi.spyOn(addressBook, 'list').mockResolvedValueOnce({ addresses: [saved(HOME, ID.home, true)], dropped: true });
    expect(await editor.load()).toMatchObject({ kind: 'ok', dropped: true });
    expect(editor.addresses).toHaveLength(1);
  });

  it('keeps only the latest read: an answer that comes after cancel, or after a newer read, is dropped', async () => {
    const { editor, addressBook } = await editorOf();
    let answer: (stored: StoredAddresses) => void = () => {};
    vi.spyOn(addressBook, 'list').mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const late = editor.load();
    editor.cancel();
    answer({ addresses: [saved(PARENTS, ID.parents, true)], dropped: false });
    expect(await late).toBeUndefined();
    expect([editor.status, editor.addresses]).toEqual(['loading', []]);
    await editor.load();
    expect(editor.addresses.map((address) => address.id)).toEqual([ID.home, ID.office]);
  });

  it('forgets the list for a visitor: nothing shown, loading until read again', async () => {
    const { editor } = await editorOf();
    await editor.load();
    editor.clear();
    expect([editor.status, editor.addresses, editor.chosenId]).toEqual(['loading', [], undefined]);
  });

  it('adds an address, chosen once saved, and answers a refusal for the page to say in its words', async () => {
    const { editor, stored, notifier } = await editorOf();
    await editor.load();
    const outcome = await editor.add(formOf(PARENTS));
    expect(outcome.kind).toBe('saved');
    expect(editor.addresses.map((address) => address.city)).toEqual(['Bengaluru', 'Gurugram', 'Chennai']);
    expect(editor.chosen?.city).toBe('Chennai');
    expect(await stored()).toHaveLength(3);

    const full = await editorOf(Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => saved(HOME, `address-${i}`, i === 0)));
    await full.editor.load();
    expect(await full.editor.add(formOf(PARENTS))).toEqual({ kind: 'too-many', maximum: MAX_SAVED_ADDRESSES });
    expect(full.editor.busy).toBe(false);
    expect([...notifier.notices, ...full.notifier.notices]).toEqual([]);
  });

  it('edits an address in its place: a value refused answers its field’s message; one deleted meanwhile is said and read again', async () => {
    const { editor, stored, notifier, addressBook } = await editorOf();
    await editor.load();
    editor.edit(ID.office);
    expect(editor.mode).toEqual({ kind: 'edit', id: ID.office });
    expect(await editor.update(ID.office, formOf(OFFICE, { city: '' }))).toEqual({ city: 'Enter your city' });
    expect(await editor.update(ID.office, formOf(OFFICE, { city: 'Gurgaon' }))).toBeUndefined();
    expect(editor.mode).toEqual({ kind: 'choose' });
    expect(editor.chosenId).toBe(ID.office);
    expect((await stored()).map((address) => address.city)).toEqual(['Bengaluru', 'Gurgaon']);

    await addressBook.save(ASHA.phone, [saved(HOME, ID.home, true)]);
    expect(await editor.update(ID.office, formOf(OFFICE))).toBeUndefined();
    expect(notifier.notices).toEqual([{ kind: 'error', title: 'Address Not Saved', description: 'This address was deleted meanwhile.' }]);
    await vi.waitFor(() => expect(editor.addresses.map((address) => address.id)).toEqual([ID.home]));
  });

  it('deletes an address and says so; the one chosen goes, and the default is chosen', async () => {
    const { editor, stored, notifier } = await editorOf();
    await editor.load();
    editor.choose(ID.office);
    await editor.remove(ID.office);
    expect(editor.chosenId).toBe(ID.home);
    expect((await stored()).map((address) => address.id)).toEqual([ID.home]);
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Address Deleted' }]);
  });

  it('makes another the default, the one chosen staying chosen', async () => {
    const { editor, stored } = await editorOf([saved(HOME, ID.home, true), saved(OFFICE, ID.office), saved(PARENTS, ID.parents)]);
    await editor.load();
    editor.choose(ID.parents);
    await editor.makeDefault(ID.office);
    expect(editor.addresses.find((address) => address.isDefault)?.id).toBe(ID.office);
    expect(editor.chosenId).toBe(ID.parents);
    expect((await stored()).find((address) => address.isDefault)?.id).toBe(ID.office);
  });

  it('says each change the book could not write, and shows the list as it was', async () => {
    const { editor, notifier, addressBook } = await editorOf();
    await editor.load();
    vi.spyOn(addressBook, 'save').mockRejectedValue(new Error('quota'));
    await editor.update(ID.office, formOf(OFFICE, { city: 'Gurgaon' }));
    await editor.remove(ID.office);
    await editor.makeDefault(ID.office);
    const failure = 'Your address book could not be updated. Please try again.';
    expect(notifier.notices).toEqual([
      { kind: 'error', title: 'Address Not Saved', description: failure },
      { kind: 'error', title: 'Address Not Deleted', description: failure },
      { kind: 'error', title: 'Default Not Changed', description: failure },
    ]);
    expect(editor.addresses.map((address) => [address.city, address.isDefault])).toEqual([
      ['Bengaluru', true],
      ['Gurugram', false],
    ]);
    expect(editor.busy).toBe(false);
  });

  it('shows the new-address form empty, or with values sent back and their errors; Cancel goes back to the list', async () => {
    const { editor } = await editorOf();
    await editor.load();
    editor.showForm(formOf(HOME), { pinCode: 'We do not deliver to PIN code 560038' });
    expect([editor.mode, editor.draft?.pinCode, editor.formErrors]).toEqual([{ kind: 'new' }, '560038', { pinCode: 'We do not deliver to PIN code 560038' }]);
    editor.addNew();
    expect([editor.mode, editor.draft, editor.formErrors]).toEqual([{ kind: 'new' }, undefined, undefined]);
    editor.cancelForm();
    expect(editor.mode).toEqual({ kind: 'choose' });

    const none = await editorOf([]);
    await none.editor.load();
    none.editor.cancelForm();
    expect(none.editor.mode).toEqual({ kind: 'new' });
  });
});
