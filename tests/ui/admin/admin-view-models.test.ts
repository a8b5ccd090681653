import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import { NEW_PRODUCT_VALUES, formValuesOf, type ProductFormValues } from '../../../src/domain/admin/product-form';
import { AdminGateViewModel } from '../../../src/ui/admin/entry/admin-gate-view-model';
import { MigrateViewModel } from '../../../src/ui/admin/migrate/migrate-view-model';
import { ProductEditorViewModel } from '../../../src/ui/admin/products/product-editor-view-model';
import { GeneralSettingsViewModel } from '../../../src/ui/admin/settings/general-settings-view-model';
import { waitFor } from '@testing-library/react';
import { ADMIN_HOLDER, logInAdmin } from '../../support/admin-session';
import { aProduct } from '../../support/products';
import { createTestContainer } from '../../support/test-container';

// Each use case's outcome, said by its view model in the spec's words (or ours where it has none).

const filled: ProductFormValues = { ...NEW_PRODUCT_VALUES, title: 'Linen Shirt', price: '800', originalPrice: '1600', image: '/images/products/11.svg' };
const FULL = 'The catalogue could not be saved: browser storage is full or unavailable.';

function editor() {
  const test = logInAdmin(createTestContainer({ products: [aProduct({ id: 1, title: 'Existing' })] }));
  return { ...test, vm: test.container.get(ProductEditorViewModel) };
}

describe('ProductEditorViewModel: the toast of each outcome', () => {
  it("ok: 'Product added successfully', the dialog staying open for the next", async () => {
    const { vm, notifier } = editor();
    vm.openAdd();
    expect(await vm.submit(filled)).toMatchObject({ kind: 'ok', product: { id: 2 } });
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Product added successfully' }]);
    expect(vm.mode).toEqual({ kind: 'add' });
  });

  it("ok: 'Product updated successfully', the dialog closing", async () => {
    const { vm, notifier } = editor();
    const product = aProduct({ id: 1, title: 'Existing' });
    vm.openEdit(product);
    expect((await vm.submit({ ...formValuesOf(product), title: 'Renamed' }))?.kind).toBe('ok');
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Product updated successfully' }]);
    expect(vm.mode).toEqual({ kind: 'closed' });
  });

  it("incomplete: 'Error' / 'Please fill all required fields'", async () => {
    const { vm, notifier } = editor();
    vm.openAdd();
    expect(await vm.submit(NEW_PRODUCT_VALUES)).toEqual({ kind: 'incomplete' });
    expect(notifier.notices).toEqual([{ kind: 'error', title: 'Error', description: 'Please fill all required fields' }]);
  });

  it('invalid: no toast, the messages handed to the form for its fields', async () => {
    const { vm, notifier } = editor();
    vm.openAdd();
    expect(await vm.submit({ ...filled, stock: '2.5' })).toEqual({ kind: 'invalid', errors: { stock: 'Stock must be a whole number' } });
    expect(notifier.notices).toEqual([]);
  });

  it("not-saved: 'Save Failed' with the store's reason, or ours when it gave none; the edit dialog stays", async () => {
    const { vm, notifier, products } = editor();
    products.add = () => Promise.reject(new StorageWriteError(FULL));
    products.save = () => Promise.reject(new Error('socket hang up'));
    vm.openAdd();
    expect(await vm.submit(filled)).toEqual({ kind: 'not-saved', reason: FULL });
    const product = aProduct({ id: 1 });
    vm.openEdit(product);
    expect(await vm.submit(formValuesOf(product))).toEqual({ kind: 'not-saved' });
    expect(vm.mode.kind).toBe('edit');
    expect(notifier.notices).toEqual([
      { kind: 'error', title: 'Save Failed', description: FULL },
      { kind: 'error', title: 'Save Failed', description: 'The change could not be saved. Please try again.' },
    ]);
  });

  it('does nothing with no dialog open', async () => {
    const { vm, notifier } = editor();
    expect(await vm.submit(filled)).toBeUndefined();
    expect(notifier.notices).toEqual([]);
  });

  it("delete: 'Product deleted successfully', or 'Save Failed' when the store refuses", async () => {
    const { vm, notifier, products } = editor();
    vm.askDelete(aProduct({ id: 1 }));
    expect((await vm.confirmDelete())?.kind).toBe('ok');
    products.remove = () => Promise.reject(new StorageWriteError(FULL));
    vm.askDelete(aProduct({ id: 1 }));
    expect(await vm.confirmDelete()).toEqual({ kind: 'not-saved', reason: FULL });
    expect(vm.deleting).toBeUndefined();
    expect(notifier.notices).toEqual([
      { kind: 'success', title: 'Success', description: 'Product deleted successfully' },
      { kind: 'error', title: 'Save Failed', description: FULL },
    ]);
  });
});

describe('ProductEditorViewModel when the activity log cannot take a change (issue 20, item 3)', () => {
  it("says the change is saved, then 'Activity Not Logged', for an add and a delete", async () => {
    const { vm, notifier, activity } = editor();
    activity.record = () => Promise.reject(new Error('quota'));
    vm.openAdd();
    expect((await vm.submit(filled))?.kind).toBe('ok');
    vm.askDelete(aProduct({ id: 1 }));
    expect((await vm.confirmDelete())?.kind).toBe('ok');
    const notLogged = { kind: 'info', title: 'Activity Not Logged', description: 'The change is saved, but it could not be added to Recent Activity.' };
    expect(notifier.notices).toEqual([
      { kind: 'success', title: 'Success', description: 'Product added successfully' },
      notLogged,
      { kind: 'success', title: 'Success', description: 'Product deleted successfully' },
      notLogged,
    ]);
  });
});

describe('GeneralSettingsViewModel: the toast of each outcome', () => {
  it("ok: 'Settings saved successfully'", async () => {
    const test = logInAdmin(createTestContainer());
    const vm = test.container.get(GeneralSettingsViewModel);
    expect(await vm.save({ storeName: ' Style Hub ', holdMinutes: '45' })).toEqual({ kind: 'ok', settings: { storeName: 'Style Hub', holdMinutes: 45 } });
    expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Settings saved successfully' }]);
    expect(vm.initialValues()).toEqual({ storeName: 'Style Hub', holdMinutes: '45' });
  });

  it('invalid: no toast, the message handed to the form for its field', async () => {
    const test = logInAdmin(createTestContainer());
    expect(await test.container.get(GeneralSettingsViewModel).save({ storeName: ' ' })).toEqual({ kind: 'invalid', errors: { storeName: 'Store name is required' } });
    expect(test.notifier.notices).toEqual([]);
  });

  it("not-saved: 'Save Failed' with the storage's reason, or ours when it gave none", async () => {
    const test = logInAdmin(createTestContainer());
    const vm = test.container.get(GeneralSettingsViewModel);
    test.storeSettings.save = () => Promise.reject(new StorageWriteError('The settings could not be saved: browser storage is full or unavailable.'));
    await vm.save({ storeName: 'Style Hub' });
    test.storeSettings.save = () => Promise.reject(new Error('socket hang up'));
    await vm.save({ storeName: 'Style Hub' });
    expect(test.notifier.notices).toEqual([
      { kind: 'error', title: 'Save Failed', description: 'The settings could not be saved: browser storage is full or unavailable.' },
      { kind: 'error', title: 'Save Failed', description: 'The settings could not be saved. Please try again.' },
    ]);
  });

  it("admin-only: 'Admin Access Required' for a session that is not the admin's, nothing saved", async () => {
    const test = createTestContainer();
    const vm = test.container.get(GeneralSettingsViewModel);
    expect(await vm.save({ storeName: 'Style Hub' })).toEqual({ kind: 'admin-only' });
    expect(test.notifier.notices).toEqual([
      { kind: 'error', title: 'Admin Access Required', description: 'Only the logged-in admin can do this. Please log in again as the admin.' },
    ]);
  });
});

describe('MigrateViewModel: the toasts of each outcome, from the products button and from the page', () => {
  const NOT_CONFIGURED = 'No Supabase project is configured for this store, so there is nowhere to migrate to. Nothing was changed.';

  it("not-configured: 'Migration Failed' saying so, on the page too", async () => {
    const test = logInAdmin(createTestContainer());
    const vm = test.container.get(MigrateViewModel);
    expect(await vm.migrate('page')).toEqual({ kind: 'not-configured' });
    expect(vm.status).toBe('not-configured');
    expect(vm.message).toBe(NOT_CONFIGURED);
    expect(test.notifier.notices).toEqual([{ kind: 'error', title: 'Migration Failed', description: NOT_CONFIGURED }]);
  });

  it("ok: 'Migration Started', then 'Migration Successful' in the words of where it was started", async () => {
    const test = logInAdmin(createTestContainer());
    test.migrationTarget.configured = true;
    const vm = test.container.get(MigrateViewModel);
    expect((await vm.migrate('products'))?.kind).toBe('ok');
    expect(vm.status).toBe('migrated');
    expect(vm.message).toBe('Migrated: 2 created, 0 updated, 0 unchanged.');
    await vm.migrate('page');
    expect(test.notifier.notices).toEqual([
      { kind: 'info', title: 'Migration Started' },
      { kind: 'success', title: 'Migration Successful', description: 'All data has been transferred to Supabase. The page will refresh to load the new data.' },
      { kind: 'info', title: 'Migration Started' },
      { kind: 'success', title: 'Migration Successful', description: 'All data has been transferred to Supabase.' },
    ]);
  });

  it("incomplete: 'Migration Failed' with the records that failed from the button, the spec's words from the page", async () => {
    const test = logInAdmin(createTestContainer());
    test.migrationTarget.configured = true;
    test.migrationTarget.refusal = new Error('permission denied for table products');
    const vm = test.container.get(MigrateViewModel);
    const summary =
      '2 records of 2 could not be copied (Linen Shirt (SHI4004): permission denied for table products). Nothing was deleted from this browser.';
    expect((await vm.migrate('products'))?.kind).toBe('incomplete');
    expect(vm.status).toBe('failed');
    expect(vm.message).toBe(summary);
    expect(vm.summary).toBe('0 created, 0 updated, 0 unchanged, 2 failed');
    await vm.migrate('page');
    expect(test.notifier.notices.filter((n) => n.kind === 'error')).toEqual([
      { kind: 'error', title: 'Migration Failed', description: summary },
      { kind: 'error', title: 'Migration Failed', description: 'There was an error migrating the data' },
    ]);
  });

  it("failed: 'Migration Failed' with the error's words, or 'Unknown error occurred'", async () => {
    const test = logInAdmin(createTestContainer());
    test.migrationTarget.configured = true;
    const vm = test.container.get(MigrateViewModel);
    test.migrationSource.read = () => Promise.reject(new Error('The users stored in this browser ("users") are unreadable: nothing was migrated.'));
    await vm.migrate('products');
    test.migrationSource.read = () => Promise.reject(new Error(''));
    await vm.migrate('products');
    expect(vm.message).toBe('Unknown error occurred');
    expect(test.notifier.notices.filter((n) => n.kind === 'error').map((n) => n.description)).toEqual([
      'The users stored in this browser ("users") are unreadable: nothing was migrated.',
      'Unknown error occurred',
    ]);
  });
});

const ADMIN_ONLY_TOAST = { kind: 'error', title: 'Admin Access Required', description: 'Only the logged-in admin can do this. Please log in again as the admin.' };

describe("the admin use cases' refusal, said as an error toast", () => {
  it("ProductEditorViewModel: an add, an edit and a delete by someone the session store does not vouch for as the admin", async () => {
    const test = createTestContainer({ products: [aProduct({ id: 1, title: 'Existing' })] });
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    const vm = test.container.get(ProductEditorViewModel);
    vm.openAdd();
    expect(await vm.submit(filled)).toEqual({ kind: 'admin-only' });
    const [product] = (await test.products.catalogue({ order: 'catalogue' })).items;
    vm.openEdit(product!);
    expect(await vm.submit(formValuesOf(product!))).toEqual({ kind: 'admin-only' });
    vm.askDelete(product!);
    expect(await vm.confirmDelete()).toEqual({ kind: 'admin-only' });
    expect(test.notifier.notices).toEqual([ADMIN_ONLY_TOAST, ADMIN_ONLY_TOAST, ADMIN_ONLY_TOAST]);
    expect((await test.products.catalogue({ order: 'catalogue' })).total).toBe(1);
  });

  it('MigrateViewModel: a migration asked by a visitor fails, saying so', async () => {
    const test = createTestContainer();
    test.migrationTarget.configured = true;
    const vm = test.container.get(MigrateViewModel);
    expect(await vm.migrate('page')).toEqual({ kind: 'admin-only' });
    expect(vm.status).toBe('failed');
    expect(test.notifier.notices).toEqual([ADMIN_ONLY_TOAST]);
    expect(test.migrationTarget.writes).toBe(0);
  });
});

describe('AdminGateViewModel', () => {
  it("turns away anyone but the admin with 'Admin Access Required', keeping the way back", async () => {
    const test = createTestContainer();
    const gate = test.container.get(AdminGateViewModel);
    expect(gate.state).toBe('checking');
    const stop = gate.follow('/admin/migrate');
    await waitFor(() => expect(gate.state).toBe('closed'));
    stop();
    expect(gate.allowed).toBe(false);
    expect(test.returnPath.take()).toBe('/admin/migrate');
    expect(test.notifier.notices).toEqual([
      { kind: 'error', title: 'Admin Access Required', description: 'Please log in as the admin to open the admin panel.' },
    ]);
  });

  it('opens for the admin, saying nothing, and closes at the logout', async () => {
    const test = logInAdmin(createTestContainer());
    const gate = test.container.get(AdminGateViewModel);
    const stop = gate.follow('/admin');
    await waitFor(() => expect(gate.state).toBe('open'));
    expect(test.notifier.notices).toEqual([]);
    expect(test.returnPath.take()).toBeUndefined();
    test.session.logOut();
    await waitFor(() => expect(gate.state).toBe('closed'));
    stop();
  });

  it("with two-factor on, turns away the admin's session that passed the password alone, asking for the code", async () => {
    const test = createTestContainer();
    test.twoFactorSecrets.write({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    test.session.logIn(ADMIN_HOLDER, 'password');
    const gate = test.container.get(AdminGateViewModel);
    const stop = gate.follow('/admin');
    await waitFor(() => expect(gate.state).toBe('closed'));
    expect(test.notifier.notices).toEqual([
      { kind: 'error', title: 'Admin Access Required', description: 'Please log in again with your authentication code to open the admin panel.' },
    ]);
    // The login's session after the code opens it.
    test.session.logIn(ADMIN_HOLDER, 'password-and-code');
    await waitFor(() => expect(gate.state).toBe('open'));
    stop();
  });

  it('drops the answer of a check it stopped following (a double mount): one toast', async () => {
    const test = createTestContainer();
    const gate = test.container.get(AdminGateViewModel);
    gate.follow('/admin')();
    const stop = gate.follow('/admin');
    await waitFor(() => expect(gate.state).toBe('closed'));
    stop();
    expect(test.notifier.notices).toHaveLength(1);
  });
});
