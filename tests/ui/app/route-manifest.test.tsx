import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, footerLinks, PAGE_DECLARATIONS, PAGE_NAMES, pagePath, PAGES, type LinkedPageName, type PageName, type SiteLink } from '../../../src/ui/app/route-manifest';
import { routes } from '../../../src/ui/app/routes';
import { SITEMAP_GROUPS } from '../../../src/ui/features/company/SitemapPage';
import { renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

type Untitled = { [N in PageName]: (typeof PAGES)[N] extends { title: string } ? never : N }[PageName];

/** The pages that name the tab from what they show: an address of each, and the title it then has. */
const NAMED_BY_THEIR_DATA: Record<Untitled, readonly [path: string, title: string]> = {
  CategoryPage: ['/categories/tshirts', 'T-shirts'],
  SearchPage: ['/search?q=jeans', 'Search results for "jeans"'],
  ProductDetailPage: ['/product/1', 'Classic Crew Neck Cotton T-Shirt'],
  LoginPage: ['/login', 'Login'],
  SignUpPage: ['/signin', 'Sign In'],
  AdminPage: ['/admin', 'Products | Admin'],
  AdminMigratePage: ['/admin/migrate', 'Migrate to Supabase | Admin'],
};

/** Where each page is seen, and the tab's title it shows there. */
function visit(name: PageName): { path: string; title: string } {
  const { path, title } = PAGE_DECLARATIONS[name];
  if (!title) {
    const [at, named] = NAMED_BY_THEIR_DATA[name as Untitled];
    return { path: at, title: `${named} | Fashion Zone` };
  }
  if (name === 'NotFoundPage') return { path: '/no-such-page', title: `${title} | Fashion Zone` };
  if (name === 'HomePage') return { path, title: `Fashion Zone — ${title}` };
  return { path, title: `${title} | Fashion Zone` };
}

function withAccess(name: PageName) {
  const test = createTestContainer();
  const { access } = PAGE_DECLARATIONS[name];
  if (access === 'admin') test.session.logIn({ phone: '9000000001', name: 'admin' });
  if (access === 'login') test.session.logIn({ phone: '9876543210', name: 'Asha' });
  return test;
}

/** The page the route table opens at `to`, by the manifest's name, or undefined for no page. */
function pageAt(to: string): PageName | undefined {
  const { pathname } = new URL(to, 'http://shop.test');
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!leaf) return undefined;
  if (leaf.index) return 'HomePage';
  return PAGE_NAMES.find((name) => {
    const { path } = PAGE_DECLARATIONS[name];
    return leaf.path === path || leaf.path === path.slice(1);
  });
}

/** A visitor asked to log in or sign up in place of the page's content: both links in the page, outside its link lists (a sitemap). */
function loginPrompt(): boolean {
  const linkTo = (name: string, to: string) =>
    within(screen.getByRole('main'))
      .queryAllByRole('link', { name })
      .some((link) => !link.closest('nav') && link.getAttribute('href') === to);
  return linkTo('Login', pagePath('LoginPage')) && linkTo('Sign Up', pagePath('SignUpPage'));
}

describe('every page of the route manifest', () => {
  beforeEach(() => {
    document.title = '';
  });

  it.each(PAGE_NAMES)('%s shows its title on the tab at its path', async (name) => {
    const { path, title } = visit(name);
    const view = await renderRoutes(routes, path, withAccess(name));
    // Some pages load their data, or the admin area its code, first.
    await waitFor(() => expect(document.title).toBe(title), { timeout: 10_000 });
    expect(view.router.state.location.pathname).toBe(new URL(path, 'http://shop.test').pathname);
    view.unmount();
  });

  it('names each page that has no title of its own in the table above, and no other', () => {
    const untitled = PAGE_NAMES.filter((name) => !PAGE_DECLARATIONS[name].title);
    expect(untitled.sort()).toEqual(Object.keys(NAMED_BY_THEIR_DATA).sort());
  });

  it.each(PAGE_NAMES.filter((name) => PAGE_DECLARATIONS[name].access === 'admin'))('%s, for the admin only, sends a visitor to the login page', async (name) => {
    const view = await renderRoutes(routes, PAGE_DECLARATIONS[name].path);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(pagePath('LoginPage')), { timeout: 10_000 });
    view.unmount();
  });

  it.each(PAGE_NAMES.filter((name) => PAGE_DECLARATIONS[name].access === 'login'))('%s asks a visitor to log in or sign up, and a shopper not', async (name) => {
    const visitor = await renderRoutes(routes, PAGE_DECLARATIONS[name].path);
    expect(loginPrompt()).toBe(true);
    visitor.unmount();
    const shopper = await renderRoutes(routes, PAGE_DECLARATIONS[name].path, withAccess(name));
    expect(loginPrompt()).toBe(false);
    shopper.unmount();
  });

  it.each(PAGE_NAMES.filter((page) => !PAGE_DECLARATIONS[page].access))('%s opens to anyone', async (name) => {
    const { path } = visit(name);
    const view = await renderRoutes(routes, path);
    expect(view.router.state.location.pathname).toBe(new URL(path, 'http://shop.test').pathname);
    expect(loginPrompt()).toBe(false);
    view.unmount();
  });
});

describe('the footer and the sitemap', () => {
  const footer = FOOTER_COLUMNS.map((column) => ({ column, links: footerLinks(column) }));

  function expectDeclaredPages(links: readonly SiteLink[]) {
    for (const link of links) {
      expect(link.label, link.to).toBeTruthy();
      const page = pageAt(link.to);
      expect(page, link.to).toBeDefined();
      expect(page, link.to).not.toBe('NotFoundPage');
    }
  }

  it('link only to declared pages, in the words of their declaration', () => {
    for (const { links } of footer) expectDeclaredPages(links);
    for (const { links } of SITEMAP_GROUPS) expectDeclaredPages(links);
    expect(pageAt('/categories/men')).toBe('CategoryPage');
    expect(pageAt('/no/such/page')).toBe('NotFoundPage');
  });

  it('give each footer column its links at the positions the manifest declares, with no gap and no two at one place', () => {
    for (const { column, links } of footer) {
      const declared = PAGE_NAMES.flatMap((name) => (PAGE_DECLARATIONS[name].footer ?? []).filter(([inColumn]) => inColumn === column));
      expect(links, column).toHaveLength(declared.length);
      expect(new Set(declared.map(([, at]) => at)).size, column).toBe(declared.length);
      expect(links.every(Boolean), column).toBe(true);
    }
  });

  it('show the footer as before: four columns, Press and Wholesale both the wholesale page', () => {
    expect(footer.map(({ column, links }) => [column, links.map((link) => `${link.label} ${link.to}`)])).toEqual([
      ['About', ['Contact Us /contact', 'About Us /about', 'Careers /careers', 'Fashion Zone Stories /stories', 'Press /wholesale', 'Wholesale /wholesale']],
      ['Help', ['Payments /payments', 'Shipping /shipping', 'Cancellation & Returns /cancellation', 'FAQ /faq', 'Report Infringement /report']],
      ['Consumer Policy', ['Return Policy /return-policy', 'Returns & Exchanges /returns', 'Terms Of Use /terms', 'Security /security', 'Privacy /privacy', 'Sitemap /sitemap']],
      ['Social', ['Facebook /facebook', 'Twitter /twitter', 'YouTube /youtube', 'Instagram /instagram']],
    ]);
  });

  it('list every page a shopper can link to in the sitemap, but the search, the product pages, the sitemap itself and the admin area', () => {
    const listed = new Set(SITEMAP_GROUPS.flatMap((group) => group.links.map((link) => pageAt(link.to))));
    const unlisted: LinkedPageName[] = ['SearchPage', 'ProductDetailPage', 'SitemapPage', 'AdminPage', 'AdminMigratePage', 'CheckoutPage', 'OrderPlacedPage', 'OrderPage', 'InvoicePage'];
    expect(PAGE_NAMES.filter((name) => name !== 'NotFoundPage' && !listed.has(name)).sort()).toEqual([...unlisted].sort());
  });
});
