import { describe, expect, it } from 'vitest';
import { CatalogueExportService, EXPORT_PAGE_PRODUCTS } from '../../src/application/admin/catalogue-export-service';
import { CATALOGUE_CSV_COLUMNS } from '../../src/domain/admin/catalogue-csv';
import type { Product } from '../../src/domain/catalogue/product';
import { CSV_BOM, csvRecord } from '../../src/domain/reports/csv';
import { logInAdmin } from '../support/admin-session';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

function setUp(products: readonly Product[]) {
  const test = logInAdmin(createTestContainer({ products }));
  return { ...test, service: test.container.get(CatalogueExportService) };
}

describe('CatalogueExportService', () => {
  it('reads the catalogue a page at a time and writes a row for each variant of each product', async () => {
    const count = EXPORT_PAGE_PRODUCTS + 7;
    const { service, products } = setUp(Array.from({ length: count }, (_, i) => aProduct({ id: i + 1, sku: `TSH-${i + 1}` })));
    const asked: unknown[] = [];
    const productTable = products.productTable.bind(products);
    products.productTable = (query) => {
      asked.push(query.page);
      return productTable(query);
    };
    const outcome = await service.exportCsv();
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    expect(asked).toEqual([
      { offset: 0, limit: EXPORT_PAGE_PRODUCTS },
      { offset: EXPORT_PAGE_PRODUCTS, limit: EXPORT_PAGE_PRODUCTS },
    ]);
    const text = outcome.parts.join('');
    expect(text.startsWith(`${CSV_BOM}${csvRecord(CATALOGUE_CSV_COLUMNS)}\r\n`)).toBe(true);
    // Five sizes each, and the header.
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(count * 5 + 1);
    expect(outcome.products).toBe(count);
    expect(outcome.fileName).toMatch(/^fashion-zone-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('gives no file when a page cannot be read: a file without its later pages would pass for the whole catalogue', async () => {
    const { service, products } = setUp([aProduct({ id: 1 })]);
    products.productTable = () => Promise.reject(new Error('offline'));
    expect(await service.exportCsv()).toEqual({ kind: 'unavailable' });
  });

  it('reads nothing for someone who is not the admin', async () => {
    const test = createTestContainer({ products: [aProduct({ id: 1 })] });
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    let read = false;
    test.products.productTable = () => ((read = true), Promise.resolve({ items: [], total: 0 }));
    expect(await test.container.get(CatalogueExportService).exportCsv()).toEqual({ kind: 'admin-only' });
    expect(read).toBe(false);
  });
});
