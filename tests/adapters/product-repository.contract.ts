import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductRepository } from '../../src/application/ports/product-repository';
import { DEFAULT_BROWSE_QUERY, SORT_KEYS, type BrowseQuery } from '../../src/domain/catalogue/browse';
import type { ProductListing } from '../../src/domain/catalogue/category';
import type { Product } from '../../src/domain/catalogue/product';
import { makeProductVariants } from '../../src/domain/catalogue/variant-grid';
import { aProduct, aProductInSizes } from '../support/products';
import { CONTRACT_CATALOGUE, ids } from './contract-catalogue';

const view = (overrides: Partial<BrowseQuery> = {}): BrowseQuery => ({ ...DEFAULT_BROWSE_QUERY, ...overrides });
const category = (c: Extract<ProductListing, { kind: 'category' }>['category']): ProductListing => ({ kind: 'category', category: c });
const audience = (a: Extract<ProductListing, { kind: 'audience' }>['audience']): ProductListing => ({ kind: 'audience', audience: a });

/**
 * What every ProductRepository adapter must do; each adapter's test file runs it. It asserts only
 * what a caller sees through the port, so that a database adapter can pass it unchanged. `create`
 * may be async: a database is emptied and seeded before it answers.
 */
export function productRepositoryContract(name: string, create: (initial: Product[]) => ProductRepository | Promise<ProductRepository>) {
  const repository = () => create([...CONTRACT_CATALOGUE]);
  const inCatalogueOrder = async (repo: ProductRepository) => (await repo.catalogue({ order: 'catalogue' })).items;

  describe(`${name} — ProductRepository contract: writes`, () => {
    const initial = [aProduct({ id: 1 }), aProduct({ id: 2, category: 'jeans' })];

    it('inserts a new product at the end and replaces one with the same id in its place', async () => {
      const repo = await create(initial);
      await repo.save(aProduct({ id: 3, title: 'New' }));
      await repo.save(aProduct({ id: 1, title: 'Renamed' }));
      expect((await inCatalogueOrder(repo)).map((p) => [p.id, p.title])).toEqual([[1, 'Renamed'], [2, 'Product 2'], [3, 'New']]);
      expect((await repo.search({ text: 'renamed', view: view() })).items.map((p) => p.id)).toEqual([1]);
      expect((await repo.product({ id: 3, similarLimit: 4 }))?.product.title).toBe('New');
    });

    it('adds a new product at the end under an id above every other, and answers it with that id', async () => {
      const repo = await create(initial);
      const { id: _ignored, ...draft } = aProduct({ id: 999, title: 'Added', category: 'jeans' });
      const first = await repo.add(draft);
      // A SKU of its own: a store may hold a SKU once (the database's products.sku is unique).
      // Its variants' SKUs too: they are unique across the catalogue (skuClashes; the database's product_variants).
      const second = await repo.add({ ...draft, ...makeProductVariants('JEA-000002', draft.sizeScale, [], (_key, index) => draft.variants[index]!.stock), title: 'Added again', sku: 'JEA-000002' });
      expect(first).toEqual({ ...draft, id: first.id });
      expect(first.id).toBeGreaterThan(2);
      expect(second.id).toBeGreaterThan(first.id);
      expect((await inCatalogueOrder(repo)).map((p) => [p.id, p.title])).toEqual([[1, 'Product 1'], [2, 'Product 2'], [first.id, 'Added'], [second.id, 'Added again']]);
      expect((await repo.product({ id: first.id, similarLimit: 4 }))?.product).toEqual(first);
      expect(ids((await repo.browse({ listing: category('jeans'), view: view({ sort: 'newest' }) })).items)).toEqual([second.id, first.id, 2]);
      expect(ids((await repo.productTable({ search: 'added', page: { offset: 0, limit: 10 } })).items)).toEqual([first.id, second.id]);
    });

    it('keeps a fit note through every read, and takes it away when an edit leaves none', async () => {
      const repo = await create(initial);
      const note = 'Slim fit. The model is 180 cm and wears M.';
      await repo.save({ ...initial[1]!, fitNote: note });
      expect((await repo.product({ id: 2, similarLimit: 4 }))?.product.fitNote).toBe(note);
      expect((await repo.productTable({ search: '', page: { offset: 0, limit: 10 } })).items.map((p) => p.fitNote)).toEqual([undefined, note]);
      expect((await repo.browse({ listing: category('jeans'), view: view() })).items[0]?.fitNote).toBe(note);
      await repo.save({ ...initial[1]!, fitNote: undefined });
      expect((await repo.product({ id: 2, similarLimit: 4 }))?.product.fitNote).toBeUndefined();
    });

    it('adds the first product of an empty store', async () => {
      const { id: _ignored, ...draft } = aProduct();
      const added = await (await create([])).add(draft);
      expect(added.id).toBeGreaterThan(0);
    });

    it('never gives a new product the id of one it holds, even after a removal', async () => {
      const repo = await create(initial);
      await repo.remove(1);
      const { id: _ignored, ...draft } = aProduct();
      const added = await repo.add(draft);
      expect(added.id).not.toBe(2);
      expect(ids(await inCatalogueOrder(repo))).toEqual([2, added.id]);
    });

    it('removes by id; removing an unknown id changes nothing', async () => {
      const repo = await create(initial);
      await repo.remove(1);
      await repo.remove(404);
      expect(ids(await inCatalogueOrder(repo))).toEqual([2]);
      expect(await repo.product({ id: 1, similarLimit: 4 })).toBeUndefined();
    });

    it('hands out copies: changing an answer does not change the store', async () => {
      const repo = await create(initial);
      (await inCatalogueOrder(repo)).pop();
      (await repo.browse({ listing: category('jeans'), view: view() })).items.pop();
      expect(await inCatalogueOrder(repo)).toEqual(initial);
      expect(ids((await repo.browse({ listing: category('jeans'), view: view() })).items)).toEqual([2]);
    });
  });

  describe(`${name} — ProductRepository contract: the whole catalogue`, () => {
    it('answers in catalogue order, or biggest discount first with ties in catalogue order', async () => {
      const repo = await repository();
      expect(await repo.catalogue({ order: 'catalogue' })).toEqual({ items: [...CONTRACT_CATALOGUE], total: 9 });
      expect(ids((await repo.catalogue({ order: 'discount' })).items)).toEqual([9, 5, 1, 6, 7, 4, 2, 3, 8]);
    });

    it('answers one page with the total over all pages; past the end, none', async () => {
      const repo = await repository();
      const page = (offset: number, limit: number) => repo.catalogue({ order: 'catalogue', page: { offset, limit } });
      expect(ids((await page(0, 5)).items)).toEqual([5, 2, 9, 3, 7]);
      expect(await page(8, 5)).toEqual({ items: [CONTRACT_CATALOGUE[8]], total: 9 });
      expect(await page(20, 5)).toEqual({ items: [], total: 9 });
      expect(await page(0, 0)).toEqual({ items: [], total: 9 });
    });

    it('answers an empty catalogue with nothing', async () => {
      expect(await (await create([])).catalogue({ order: 'discount', page: { offset: 0, limit: 1 } })).toEqual({ items: [], total: 0 });
    });
  });

  describe(`${name} — ProductRepository contract: category and audience listings`, () => {
    const browse = async (listing: ProductListing, overrides: Partial<BrowseQuery> = {}) =>
      (await repository()).browse({ listing, view: view(overrides) });

    it('lists a category, most rated first (then best rated, then lowest id)', async () => {
      expect(await browse(category('jeans'))).toEqual({
        items: [CONTRACT_CATALOGUE[4], CONTRACT_CATALOGUE[0], CONTRACT_CATALOGUE[7]],
        total: 3,
        unfiltered: 3,
      });
    });

    it('lists men and women by audience, leaving unisex products out', async () => {
      expect(ids((await browse(audience('men'))).items)).toEqual([5, 3]);
      expect(ids((await browse(audience('women'))).items)).toEqual([2, 7, 6]);
    });

    it('lists kids by audience and by the kids category', async () => {
      expect(ids((await browse(audience('kids'))).items)).toEqual([4, 1, 8]);
    });

    it('answers a category without products with an empty page, not an error', async () => {
      expect(await browse(category('accessories'))).toEqual({ items: [], total: 0, unfiltered: 0 });
    });

    it('filters by price range, counting what is left and what there was', async () => {
      expect(await browse(category('jeans'), { priceMin: 950, priceMax: 1100 })).toEqual({
        items: [CONTRACT_CATALOGUE[0]],
        total: 1,
        unfiltered: 3,
      });
    });

    it('reads the top of the price slider as no upper limit', async () => {
      expect(ids((await browse(audience('men'), { priceMin: 1000, priceMax: 5000 })).items)).toEqual([3]);
      expect(ids((await browse(audience('men'), { priceMin: 1000, priceMax: 4900 })).items)).toEqual([]);
    });

    it('filters by brand (any of those ticked)', async () => {
      expect(ids((await browse(category('jeans'), { brands: ['Metro Fashion'] })).items)).toEqual([5, 4]);
      expect(ids((await browse(audience('kids'), { brands: ['Metro Fashion', 'Urban Style'] })).items)).toEqual([4, 1, 8]);
    });

    it('filters by discount: the lowest box ticked is the minimum', async () => {
      expect(ids((await browse(audience('women'), { discounts: [50, 40] })).items)).toEqual([7, 6]);
      expect(ids((await browse(audience('women'), { discounts: [50] })).items)).toEqual([6]);
    });

    it('filters by size: a product passes with any ticked size in stock, in any colour; a size at 0 does not count', async () => {
      const colours = [
        { name: 'Navy', swatch: '#1f2a44', image: '/images/products/3.svg' },
        { name: 'Black', swatch: '#1c1c1c', image: '/images/products/3-black.svg' },
      ];
      const repo = await create([
        aProductInSizes({ S: 2, M: 0 }, { id: 1, title: 'Raw Denim', category: 'jeans', ratingCount: 30 }),
        aProductInSizes({ M: 1 }, { id: 2, title: 'Stone Denim', category: 'jeans', ratingCount: 20 }),
        aProduct({ id: 3, title: 'Black Denim', category: 'jeans', ratingCount: 10, ...makeProductVariants('JEA3', 'clothing', colours, (key) => (key.size === 'XL' && key.colour === 'Black' ? 4 : 0)) }),
        aProduct({ id: 4, title: 'Denim Cap', category: 'accessories', stock: 3 }),
      ]);
      const jeans = async (sizes: BrowseQuery['sizes']) => repo.browse({ listing: category('jeans'), view: view({ sizes }) });
      expect(ids((await jeans(['M'])).items)).toEqual([2]);
      expect(await jeans(['S', 'XL'])).toMatchObject({ total: 2, unfiltered: 3 });
      expect(ids((await jeans(['S', 'XL'])).items)).toEqual([1, 3]);
      expect(ids((await jeans(['XXL'])).items)).toEqual([]);
      expect(ids((await repo.search({ text: 'denim', view: view({ sizes: ['One Size'] }) })).items)).toEqual([4]);
    });

    it('sorts by price either way and by newest (highest id), ties by lowest id', async () => {
      expect(ids((await browse(audience('women'), { sort: 'priceLow' })).items)).toEqual([6, 7, 2]);
      expect(ids((await browse(audience('women'), { sort: 'priceHigh' })).items)).toEqual([2, 6, 7]);
      expect(ids((await browse(audience('kids'), { sort: 'newest' })).items)).toEqual([8, 4, 1]);
    });

    it('answers the page asked for, with the totals of the whole view', async () => {
      const answer = await (await repository()).browse({ listing: audience('women'), view: view({ sort: 'priceLow' }), page: { offset: 1, limit: 1 } });
      expect(answer).toEqual({ items: [CONTRACT_CATALOGUE[4]], total: 3, unfiltered: 3 });
    });

    it('pages through a view without losing or repeating a product', async () => {
      const repo = await repository();
      const listings = [category('jeans'), audience('kids'), audience('women'), audience('men')];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...listings),
          fc.constantFrom(...SORT_KEYS),
          fc.integer({ min: 1, max: 4 }),
          async (listing, sort, limit) => {
            const whole = await repo.browse({ listing, view: view({ sort }) });
            const pages: Product[] = [];
            for (let offset = 0; offset < whole.total; offset += limit) {
              pages.push(...(await repo.browse({ listing, view: view({ sort }), page: { offset, limit } })).items);
            }
            expect(pages).toEqual(whole.items);
          },
        ),
        { numRuns: 30 },
      );
    });
  });

  describe(`${name} — ProductRepository contract: search`, () => {
    const search = async (text: string, overrides: Partial<BrowseQuery> = {}) => (await repository()).search({ text, view: view(overrides) });

    it('finds the products where every word typed starts a word of the title, category, brand or audience', async () => {
      expect(await search('denim', { sort: 'newest' })).toEqual({
        items: [CONTRACT_CATALOGUE[0], CONTRACT_CATALOGUE[7], CONTRACT_CATALOGUE[3]],
        total: 3,
        unfiltered: 3,
      });
      expect(ids((await search('denim jeans', { sort: 'priceLow' })).items)).toEqual([4, 5]);
      expect(ids((await search('shirt')).items)).toEqual([9, 6]);
      expect(ids((await search('metro')).items)).toEqual([5, 4, 1]);
    });

    it("does not find 'women' for 'men': words are matched from their start", async () => {
      expect(ids((await search('men')).items)).toEqual([5, 3]);
    });

    it('ignores case, accents and punctuation', async () => {
      expect(ids((await search('CAFE creme')).items)).toEqual([9]);
      expect(ids((await search('t-shirt')).items)).toEqual([9]);
      expect(ids((await search('tshirts')).items)).toEqual([9]);
    });

    it('filters and sorts the matches, counting the matches before filters', async () => {
      expect(await search('denim', { brands: ['Fashion Grown'] })).toEqual({ items: [CONTRACT_CATALOGUE[3]], total: 1, unfiltered: 3 });
      const page = await (await repository()).search({ text: 'denim', view: view({ sort: 'priceHigh' }), page: { offset: 0, limit: 2 } });
      expect({ ids: ids(page.items), total: page.total }).toEqual({ ids: [3, 5], total: 3 });
    });

    it('finds nothing for blank text or for a word no product has', async () => {
      expect(await search('   ')).toEqual({ items: [], total: 0, unfiltered: 0 });
      expect(await search('velvet')).toEqual({ items: [], total: 0, unfiltered: 0 });
    });
  });

  describe(`${name} — ProductRepository contract: suggestions`, () => {
    it('puts titles starting with the text first, then other title matches, most rated first', async () => {
      expect(await (await repository()).suggest({ text: 'denim', limit: 5 })).toEqual([
        { id: 3, title: 'Denim Trucker Jacket', categoryName: 'Outerwear', brand: 'Fashion Grown' },
        { id: 5, title: 'Slim Fit Denim Jeans', categoryName: 'Jeans', brand: 'Metro Fashion' },
        { id: 4, title: 'Boys Denim Dungarees', categoryName: 'Jeans', brand: 'Metro Fashion' },
      ]);
    });

    it('puts products found only by category after title matches (equal ratings: lowest id first), up to the limit', async () => {
      const repo = await repository();
      expect(ids(await repo.suggest({ text: 'jeans', limit: 5 }))).toEqual([5, 7, 4]);
      expect(ids(await repo.suggest({ text: 'jeans', limit: 2 }))).toEqual([5, 7]);
    });

    it('suggests nothing for blank text', async () => {
      expect(await (await repository()).suggest({ text: ' ', limit: 5 })).toEqual([]);
    });
  });

  describe(`${name} — ProductRepository contract: home shelves`, () => {
    it('answers the first products of each category asked, in catalogue order, in the order asked', async () => {
      expect(await (await repository()).categoryRows({ categories: ['kids', 'jeans', 'accessories'], perRow: 2 })).toEqual([
        { category: 'kids', products: [CONTRACT_CATALOGUE[5], CONTRACT_CATALOGUE[6]] },
        { category: 'jeans', products: [CONTRACT_CATALOGUE[0], CONTRACT_CATALOGUE[4]] },
        { category: 'accessories', products: [] },
      ]);
    });
  });

  describe(`${name} — ProductRepository contract: one product`, () => {
    it('answers the product with the others of its category, in catalogue order, up to the limit', async () => {
      const repo = await repository();
      expect(await repo.product({ id: 7, similarLimit: 4 })).toEqual({
        product: CONTRACT_CATALOGUE[4],
        similar: [CONTRACT_CATALOGUE[0], CONTRACT_CATALOGUE[7]],
      });
      expect(ids((await repo.product({ id: 7, similarLimit: 1 }))!.similar)).toEqual([5]);
      expect((await repo.product({ id: 2, similarLimit: 4 }))!.similar).toEqual([]);
    });

    it('answers undefined for an unknown id', async () => {
      expect(await (await repository()).product({ id: 404, similarLimit: 4 })).toBeUndefined();
    });
  });

  describe(`${name} — ProductRepository contract: the admin product table`, () => {
    const table = async (search: string, offset = 0, limit = 10) => (await repository()).productTable({ search, page: { offset, limit } });

    it('finds a substring of the title, category or sku, in any case, in catalogue order', async () => {
      expect(ids((await table('den')).items)).toEqual([5, 3, 4]);
      expect(ids((await table('ress')).items)).toEqual([2]);
      expect(ids((await table('JEANS')).items)).toEqual([5, 7, 4]);
      expect(await table('shi-123')).toEqual({ items: [CONTRACT_CATALOGUE[8]], total: 1 });
    });

    it("finds the category by the name the table's Category column shows ('T-shirts' for tshirts)", async () => {
      expect(await table('T-shirts')).toEqual({ items: [CONTRACT_CATALOGUE[2]], total: 1 });
      expect(ids((await table('t-SHIRTS')).items)).toEqual([9]);
    });

    it('does not search the brand', async () => {
      expect(await table('urban')).toEqual({ items: [], total: 0 });
    });

    it('lists every product for blank text', async () => {
      expect(await table('  ')).toEqual({ items: [...CONTRACT_CATALOGUE], total: 9 });
    });

    it('answers one page with the number of matches', async () => {
      const many = Array.from({ length: 25 }, (_, i) => aProduct({ id: i + 1, title: i % 2 ? `Denim ${i + 1}` : `Linen ${i + 1}` }));
      const repo = await create(many);
      const third = await repo.productTable({ search: '', page: { offset: 20, limit: 10 } });
      expect({ ids: ids(third.items), total: third.total }).toEqual({ ids: [21, 22, 23, 24, 25], total: 25 });
      const denim = await repo.productTable({ search: 'denim', page: { offset: 10, limit: 10 } });
      expect({ ids: ids(denim.items), total: denim.total }).toEqual({ ids: [22, 24], total: 12 });
    });
  });
}
