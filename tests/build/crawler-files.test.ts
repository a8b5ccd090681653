import { describe, expect, it } from 'vitest';
import { listedPaths, robotsTxt, sitemapXml } from '../../build/crawler-files';
import { LOCAL_SITE_ORIGIN, siteOrigin } from '../../build/site-origin';
import { CATEGORIES, categoryPageSlugs } from '../../src/domain/catalogue/category';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { fillPath, IN_SITEMAP, PAGE_DECLARATIONS, PAGES, type LinkedPageName } from '../../src/ui/app/route-manifest';

const ORIGIN = 'https://shop.example';

/** The store's own listing, as vite.config.ts makes it. */
const storePaths = () =>
  listedPaths(
    PAGES,
    IN_SITEMAP,
    { CategoryPage: categoryPageSlugs().map((name) => ({ name })), ProductDetailPage: seedProducts(() => 0).map(({ id }) => ({ id })) },
    fillPath,
  );

/** The <loc> of each <url>, with the file checked line by line against the protocol's shape. */
function locations(xml: string): string[] {
  const lines = xml.split('\n');
  expect(lines.slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']);
  expect(lines.slice(-2)).toEqual(['</urlset>', '']);
  return lines.slice(2, -2).map((line) => {
    // Well-formed text: no markup character but an entity's ampersand.
    const [, loc] = /^ {2}<url><loc>((?:[^<>&"']|&(?:amp|lt|gt|quot|apos);)+)<\/loc><\/url>$/.exec(line) ?? [];
    expect(loc, line).toBeDefined();
    return loc!.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);
  });
}

describe("the store's sitemap", () => {
  it('lists home, deals, every category page, every seeded product and the information and policy pages', () => {
    const paths = storePaths();
    expect(paths.slice(0, 2)).toEqual(['/', '/deals']);
    for (const slug of [...CATEGORIES, 'men', 'women']) expect(paths).toContain(`/categories/${slug}`);
    for (const { id } of seedProducts(() => 0)) expect(paths).toContain(`/product/${id}`);
    for (const path of ['/faq', '/shipping', '/return-policy', '/terms', '/privacy', '/about', '/contact', '/sitemap', '/customer-care', '/instagram']) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out the admin area, a shopper's own pages, the login, the search and the page of unknown addresses", () => {
    const paths = storePaths();
    for (const path of ['/admin', '/admin/migrate', '/cart', '/checkout', '/account', '/login', '/signin', '/search', '/orders', '/wishlist', '/returns']) {
      expect(paths).not.toContain(path);
    }
    expect(paths.filter((path) => path.includes(':') || path === '*')).toEqual([]);
  });

  it('lists no page a visitor must log in for', () => {
    const gated = (Object.keys(IN_SITEMAP) as LinkedPageName[]).filter((name) => PAGE_DECLARATIONS[name].access);
    expect(gated.filter((name) => IN_SITEMAP[name])).toEqual([]);
  });

  it('fails the build for a listed page with parameters and no values for them', () => {
    expect(() => listedPaths({ Look: { path: '/looks/:slug' } }, { Look: true }, {}, fillPath)).toThrow(
      'crawler-files: Look (/looks/:slug) is in the sitemap, but no values for its parameters were given',
    );
  });
});

describe('sitemapXml', () => {
  it('gives each path as an absolute address at the origin, in well-formed XML', () => {
    const xml = sitemapXml(ORIGIN, storePaths());
    expect(locations(xml)).toEqual(storePaths().map((path) => `${ORIGIN}${path}`));
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml(ORIGIN, ["/looks/tees&tops/it's", '/x"<y>']);
    expect(xml).toContain('<loc>https://shop.example/looks/tees&amp;tops/it&apos;s</loc>');
    expect(locations(xml)).toEqual(["https://shop.example/looks/tees&tops/it's", 'https://shop.example/x%22%3Cy%3E']);
  });
});

describe('robotsTxt', () => {
  it('welcomes every crawler but in the admin area, and points to the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe('User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://shop.example/sitemap.xml\n');
  });
});

describe('siteOrigin', () => {
  it("is VITE_SITE_ORIGIN's origin, or the local preview's when it is unset or empty", () => {
    expect(siteOrigin({ VITE_SITE_ORIGIN: 'https://Shop.Example/' })).toBe('https://shop.example');
    expect(siteOrigin({ VITE_SITE_ORIGIN: 'http://localhost:8080' })).toBe('http://localhost:8080');
    expect(siteOrigin({})).toBe(LOCAL_SITE_ORIGIN);
    expect(siteOrigin({ VITE_SITE_ORIGIN: '' })).toBe('http://localhost:4173');
  });

  it('fails the build for anything but an http(s) origin, saying what it got', () => {
    for (const value of ['shop.example', 'ftp://shop.example', 'https://shop.example/store', 'https://shop.example?x=1', 'https://user:pw@shop.example']) {
      expect(() => siteOrigin({ VITE_SITE_ORIGIN: value }), value).toThrow(`VITE_SITE_ORIGIN must be the site's http(s) origin, without a path, such as https://fashionzone.example; got "${value}".`);
    }
  });
});
