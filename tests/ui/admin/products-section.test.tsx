import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/product';
import { ProductsSection } from '../../../src/ui/admin/products/ProductsSection';
import { aProduct, aProductInSizes, inEverySize } from '../../support/products';
import { renderRoutes } from '../../support/render';
import { logInAdmin } from '../../support/admin-session';
import { createTestContainer } from '../../support/test-container';

const routes = [{ path: '/admin', element: <ProductsSection /> }];
const catalogue = (count: number) => Array.from({ length: count }, (_, i) => aProduct({ id: i + 1, title: `${i % 3 === 0 ? 'Denim' : 'Linen'} item ${i + 1}` }));

async function open(products: Product[] = catalogue(25)) {
  const test = logInAdmin(createTestContainer({ products }));
  const view = await renderRoutes(routes, '/admin', test);
  await screen.findByRole('status');
  return { ...view, test };
}

const rowTitles = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.admin-table__title')?.textContent);
const shown = () => screen.getByRole('status').textContent;
const pageLinks = () => within(screen.getByRole('navigation', { name: 'Pages of products' })).getAllByRole('button', { name: /^Page / });

describe('the products table', () => {
  it('shows 10 products a page with the spec columns, prices in rupees and stock badges', async () => {
    await open([aProduct({ id: 1, title: 'Linen Shirt', price: 1299, originalPrice: 2599, stock: 21 }), aProduct({ id: 2, stock: 20 }), aProduct({ id: 3, stock: 0 }), aProduct({ id: 4, stock: undefined })]);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Product', 'Category', 'Price', 'Stock', 'Status', 'Actions']);
    const first = screen.getAllByRole('row')[1]!;
    expect(first.textContent).toContain('₹1,299');
    expect(first.textContent).toContain('T-shirts');
    expect(screen.getAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[3]?.textContent)).toEqual(['In Stock', 'Low Stock', 'Out of Stock', 'Out of Stock']);
    expect(screen.getByRole('button', { name: 'Edit Linen Shirt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Linen Shirt' })).toBeTruthy();
    expect(shown()).toBe('Showing 1 to 4 of 4 products');
  });

  it('shows the total stock, and under it the variants sold out while others still sell', async () => {
    await open([aProductInSizes({ S: 2, M: 3, L: 1 }, { id: 1, title: 'Tee' }), inEverySize(4, { id: 2, title: 'Shirt' }), aProduct({ id: 3, title: 'Cap', stock: 0 })]);
    const stockCells = screen.getAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent);
    expect(stockCells).toEqual(['6Out: XL; XXL', '20', '0']);
  });

  it('pages with Previous, Next and the page links', async () => {
    await open();
    expect(rowTitles()).toHaveLength(10);
    expect(shown()).toBe('Showing 1 to 10 of 25 products');
    expect(pageLinks().map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(shown()).toBe('Showing 21 to 25 of 25 products'));
    expect(rowTitles()).toEqual(['Linen item 21', 'Denim item 22', 'Linen item 23', 'Linen item 24', 'Denim item 25']);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(shown()).toBe('Showing 11 to 20 of 25 products'));
  });

  it('shows up to 5 page links, an ellipsis and the last page', async () => {
    await open(catalogue(95));
    expect(pageLinks().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '10']);
    expect(screen.getByRole('navigation', { name: 'Pages of products' }).textContent).toContain('…');
  });

  it('searches title, category and sku, going back to page 1', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shown()).toBe('Showing 11 to 20 of 25 products'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'DENIM');
    await waitFor(() => expect(shown()).toBe('Showing 1 to 9 of 9 products'));
    expect(rowTitles().every((title) => title?.startsWith('Denim'))).toBe(true);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'tsh1001');
    await waitFor(() => expect(rowTitles()).toEqual(['Denim item 1']));
  });

  it("says 'No products found' when nothing matches", async () => {
    await open();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'velvet');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'No Image' for a picture that fails to load", async () => {
    await open([aProduct({ id: 1, image: '/missing.png' }), aProduct({ id: 2 })]);
    const [broken] = document.querySelectorAll('img.admin-thumb');
    expect(screen.queryByText('No Image')).toBeNull();
    act(() => {
      fireEvent.error(broken!);
    });
    expect(screen.getByText('No Image')).toBeTruthy();
    expect(document.querySelectorAll('img.admin-thumb')).toHaveLength(1);
  });

  it('deletes only after the Confirm Delete dialog, then shows the page again without it', async () => {
    const { test } = await open(catalogue(12));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Denim item 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await test.products.catalogue({ order: 'catalogue' })).total).toBe(12);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Denim item 1' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown()).toBe('Showing 1 to 10 of 11 products'));
    expect(rowTitles()).not.toContain('Denim item 1');
    expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Product deleted successfully' }]);
  });

  it('edits a product in its dialog, which closes after Update Product', async () => {
    const { test } = await open(catalogue(3));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Linen item 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const title = within(dialog).getByLabelText('Title *');
    expect((title as HTMLInputElement).value).toBe('Linen item 2');
    await userEvent.clear(title);
    await userEvent.type(title, 'Linen Kurta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowTitles()).toEqual(['Denim item 1', 'Linen Kurta', 'Linen item 3']));
    expect(test.notifier.notices.at(-1)).toEqual({ kind: 'success', title: 'Success', description: 'Product updated successfully' });
  });
});

describe('Export CSV', () => {
  it('downloads the catalogue, one row a variant, and says so; a failed read gives no file and says so', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:catalogue'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { test } = await open([aProductInSizes({ M: 4 }, { id: 1, title: 'Plain Tee', sku: 'TSH-1' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toMatch(/^fashion-zone-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blobs[0]!.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(6);
    expect(text).toContain('TSH-1,Plain Tee,tshirts,');
    expect(text).toContain(',M,TSH-1-M,4\r\n');
    expect(test.notifier.notices.map((notice) => notice.title)).toEqual(['Export Ready']);

    test.products.productTable = () => Promise.reject(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(test.notifier.notices.map((notice) => notice.title)).toEqual(['Export Ready', 'Export Failed']));
    expect(clicks).toHaveLength(1);
  });
});

