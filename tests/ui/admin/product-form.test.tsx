import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import { ProductsSection } from '../../../src/ui/admin/products/ProductsSection';
import { aProduct, aProductInSizes } from '../../support/products';
import { renderRoutes } from '../../support/render';
import { logInAdmin } from '../../support/admin-session';
import { createTestContainer, type TestContainer } from '../../support/test-container';

const NOW = 1_700_000_654_321;
// No pause between keystrokes: these forms take many.
const user = userEvent.setup({ delay: null });

async function openAdd(test: TestContainer = logInAdmin(createTestContainer({ products: [aProduct({ id: 1, title: 'Existing' })] }))) {
  test.clock.advance(NOW - test.clock.now());
  await renderRoutes([{ path: '/admin', element: <ProductsSection /> }], '/admin', test);
  await screen.findByRole('status');
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
  return { test, dialog };
}

const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;

async function fill(dialog: HTMLElement, label: string | RegExp, text: string) {
  const input = field(dialog, label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

async function fillRequired(dialog: HTMLElement, title = 'Linen Kurta') {
  await fill(dialog, 'Title *', title);
  await fill(dialog, 'Price (₹) *', '750');
  await fill(dialog, 'Original Price (₹) *', '1500');
  await fill(dialog, 'Image URL *', '/images/products/1.svg');
}

const submit = (dialog: HTMLElement, name = 'Add Product') => user.click(within(dialog).getByRole('button', { name }));

describe('the Add Product form', () => {
  it('starts with the spec defaults and a generated, read-only SKU', async () => {
    const { dialog } = await openAdd();
    expect(field(dialog, 'Rating (0–5)').value).toBe('4');
    expect(field(dialog, 'Rating Count').value).toBe('0');
    expect(field(dialog, 'Stock').value).toBe('10');
    expect(field(dialog, 'Price (₹) *').value).toBe('0');
    expect(within(dialog).getByRole('combobox', { name: 'Category' }).textContent).toBe('T-shirts');
    expect(field(dialog, 'SKU').value).toBe('TSH-654321');
    expect(field(dialog, 'SKU').readOnly).toBe(true);
    expect(field(dialog, 'Discount (%)').readOnly).toBe(true);
    expect(within(dialog).getByText('Recommended size: 500x500px')).toBeTruthy();
  });

  it('derives the discount whenever a price changes, decimals included', async () => {
    const { dialog } = await openAdd();
    await fill(dialog, 'Original Price (₹) *', '1999');
    await fill(dialog, 'Price (₹) *', '999');
    expect(field(dialog, 'Discount (%)').value).toBe('50');
    await fill(dialog, 'Price (₹) *', '899.5');
    expect(field(dialog, 'Discount (%)').value).toBe('55');
    await fill(dialog, 'Original Price (₹) *', '');
    expect(field(dialog, 'Discount (%)').value).toBe('0');
  });

  it("refuses a form without its required fields: 'Error' / 'Please fill all required fields', nothing saved", async () => {
    const { dialog, test } = await openAdd();
    await submit(dialog);
    await fill(dialog, 'Title *', 'Only a title');
    await submit(dialog);
    expect(test.notifier.notices).toEqual([
      { kind: 'error', title: 'Error', description: 'Please fill all required fields' },
      { kind: 'error', title: 'Error', description: 'Please fill all required fields' },
    ]);
    expect((await test.products.catalogue({ order: 'catalogue' })).total).toBe(1);
  });

  it('says at the field what the store refuses, and saves nothing', async () => {
    const { dialog, test } = await openAdd();
    await fillRequired(dialog);
    await fill(dialog, 'Price (₹) *', '2000');
    await fill(dialog, 'Rating (0–5)', '5.5');
    await fill(dialog, 'Stock', '-3');
    await fill(dialog, 'Image URL *', 'javascript:alert(1)');
    await submit(dialog);
    expect(await within(dialog).findByText('Price cannot be above the original price')).toBeTruthy();
    expect(within(dialog).getByText('Rating must be between 0 and 5')).toBeTruthy();
    expect(within(dialog).getByText('Stock cannot be negative')).toBeTruthy();
    expect(within(dialog).getByText('Image URL must start with http://, https:// or /')).toBeTruthy();
    expect(field(dialog, 'Price (₹) *').getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog, 'Price (₹) *').getAttribute('aria-describedby')).toBe('product-price-error');
    expect(within(dialog).getByRole('img', { name: 'Invalid Image URL' })).toBeTruthy();
    expect(test.notifier.notices).toEqual([]);
    expect((await test.products.catalogue({ order: 'catalogue' })).total).toBe(1);
  });

  it('adds the product, says so, and starts afresh for the next one', async () => {
    const { dialog, test } = await openAdd();
    await fillRequired(dialog);
    await fill(dialog, 'Stock', '');
    await submit(dialog);
    await waitFor(() => expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Product added successfully' }]));
    const added = (await test.products.product({ id: 2, similarLimit: 0 }))!.product;
    expect(added).toMatchObject({ title: 'Linen Kurta', price: 750, originalPrice: 1500, discountPercentage: 50, stock: 10, sku: 'TSH-654321', rating: 4 });
    // The dialog stays, with the defaults again.
    await waitFor(() => expect(field(dialog, 'Title *').value).toBe(''));
    expect(field(dialog, 'Price (₹) *').value).toBe('0');
    expect(field(dialog, 'Image URL *').value).toBe('');
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeTruthy();
    expect(await screen.findByText('Linen Kurta')).toBeTruthy();
  });

  it('keeps what was typed when the store refuses the write, and says why', async () => {
    const test = logInAdmin(createTestContainer({ products: [aProduct({ id: 1 })] }));
    test.products.add = () => Promise.reject(new StorageWriteError('The catalogue could not be saved: browser storage is full or unavailable.'));
    const { dialog } = await openAdd(test);
    await fillRequired(dialog);
    await submit(dialog);
    await waitFor(() =>
      expect(test.notifier.notices).toEqual([
        { kind: 'error', title: 'Save Failed', description: 'The catalogue could not be saved: browser storage is full or unavailable.' },
      ]),
    );
    expect(field(dialog, 'Title *').value).toBe('Linen Kurta');
    expect(field(dialog, 'Price (₹) *').value).toBe('750');
  });
});

describe('the Edit Product form', () => {
  it("reads 'Update Product', keeps the SKU, and is not reset when the store refuses the write", async () => {
    const test = logInAdmin(createTestContainer({ products: [aProduct({ id: 7, title: 'Denim Jacket', category: 'outerwear', sku: 'OUT7007' })] }));
    await renderRoutes([{ path: '/admin', element: <ProductsSection /> }], '/admin', test);
    await user.click(await screen.findByRole('button', { name: 'Edit Denim Jacket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(field(dialog, 'SKU').value).toBe('OUT7007');
    test.products.save = () => Promise.reject(new StorageWriteError('The catalogue could not be saved: browser storage is full or unavailable.'));
    await fill(dialog, 'Title *', 'Denim Jacket, washed');
    await submit(dialog, 'Update Product');
    await waitFor(() => expect(test.notifier.notices.map((n) => n.title)).toEqual(['Save Failed']));
    expect(field(dialog, 'Title *').value).toBe('Denim Jacket, washed');
    expect(field(dialog, 'SKU').value).toBe('OUT7007');
  });
});

describe('the sizes, colours and stock grid', () => {
  const cell = (dialog: HTMLElement, name: string) => within(dialog).getByRole('spinbutton', { name: `Stock of ${name}` }) as HTMLInputElement;

  it('spreads a typed total over the sizes, and sums the cells back into the total', async () => {
    const { dialog } = await openAdd();
    expect(['S', 'M', 'L', 'XL', 'XXL'].map((size) => cell(dialog, size).value)).toEqual(['2', '2', '2', '2', '2']);
    expect(within(dialog).getByText('TSH-654321-XL')).toBeTruthy();
    await fill(dialog, 'Stock', '7');
    expect(['S', 'M', 'L', 'XL', 'XXL'].map((size) => cell(dialog, size).value)).toEqual(['2', '2', '1', '1', '1']);
    await user.clear(cell(dialog, 'XXL'));
    await user.type(cell(dialog, 'XXL'), '30');
    expect(field(dialog, 'Stock').value).toBe('36');
  });

  it('gives an accessory One Size, and says at the cell what it refuses', async () => {
    const { dialog, test } = await openAdd();
    await fillRequired(dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Accessories' }));
    expect(within(dialog).getByRole('combobox', { name: 'Sizes' }).textContent).toBe('One Size');
    expect(cell(dialog, 'One Size').value).toBe('10');
    expect(within(dialog).getByText('ACC-654321-OS')).toBeTruthy();
    await user.clear(cell(dialog, 'One Size'));
    await user.type(cell(dialog, 'One Size'), '2.5');
    await submit(dialog);
    expect(await within(dialog).findByText('Stock must be a whole number')).toBeTruthy();
    expect(cell(dialog, 'One Size').getAttribute('aria-invalid')).toBe('true');
    expect((await test.products.catalogue({ order: 'catalogue' })).total).toBe(1);
  });

  it('adds a product in two colours with a stock for each variant', async () => {
    const { dialog, test } = await openAdd();
    await fillRequired(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));
    await submit(dialog);
    expect(await within(dialog).findByText('A product with colours needs at least two; with one colour, leave colours out.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));
    await fill(dialog, 'Colour 1 name', 'Navy');
    await fill(dialog, 'Colour 2 name', 'Olive');
    await fill(dialog, 'Colour 2 image URL', '/images/products/3.svg');
    expect(cell(dialog, 'M, Navy').value).toBe('2');
    expect(cell(dialog, 'M, Olive').value).toBe('0');
    await fill(dialog, 'Stock of M, Olive', '4');
    expect(within(dialog).getByText('TSH-654321-M-OLIVE')).toBeTruthy();
    expect(field(dialog, 'Stock').value).toBe('14');
    await submit(dialog);
    await waitFor(() => expect(test.notifier.notices.map((notice) => notice.description)).toEqual(['Product added successfully']));
    const added = (await test.products.product({ id: 2, similarLimit: 0 }))!.product;
    expect(added.stock).toBe(14);
    expect(added.colours).toEqual([
      { name: 'Navy', swatch: '#1f2a44', image: '/images/products/1.svg' },
      { name: 'Olive', swatch: '#556b2f', image: '/images/products/3.svg' },
    ]);
    expect(added.variants.find((variant) => variant.size === 'M' && variant.colour === 'Olive')).toEqual({ size: 'M', colour: 'Olive', sku: 'TSH-654321-M-OLIVE', stock: 4 });
  });

  it('edits one size of a stored product, keeping the others and their SKUs', async () => {
    const product = aProductInSizes({ S: 3, M: 0, L: 5 }, { id: 7, title: 'Denim Jacket', category: 'outerwear', sku: 'OUT7007' });
    const test = logInAdmin(createTestContainer({ products: [product] }));
    await renderRoutes([{ path: '/admin', element: <ProductsSection /> }], '/admin', test);
    await user.click(await screen.findByRole('button', { name: 'Edit Denim Jacket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(field(dialog, 'Stock').value).toBe('8');
    await fill(dialog, 'Stock of M', '6');
    await submit(dialog, 'Update Product');
    await waitFor(() => expect(test.notifier.notices.map((notice) => notice.description)).toEqual(['Product updated successfully']));
    const saved = (await test.products.product({ id: 7, similarLimit: 0 }))!.product;
    expect(saved.variants.map((variant) => [variant.sku, variant.stock])).toEqual([
      ['OUT7007-S', 3],
      ['OUT7007-M', 6],
      ['OUT7007-L', 5],
      ['OUT7007-XL', 0],
      ['OUT7007-XXL', 0],
    ]);
    expect(saved.stock).toBe(14);
  });
});

