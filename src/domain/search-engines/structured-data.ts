import { toPaise } from '../money';

/** A schema.org object as a page embeds it in JSON-LD (https://schema.org). */
export interface StructuredData {
  readonly '@context': 'https://schema.org';
  readonly '@type': string;
  readonly [property: string]: unknown;
}

/** An entry of a list page: what it shows and the absolute address of its page. */
export interface ListedPage {
  readonly name: string;
  readonly url: string;
}

/**
 * An offer's price as machines read it: rupees with two decimals and no grouping ('1299.00',
 * '49.50'), rounded as formatRupees rounds, so that search engines are given the price shown.
 */
export function offerPrice(amount: number): string {
  const paise = toPaise(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${paise / 100n}.${(paise % 100n).toString().padStart(2, '0')}`;
}

/** A list page's ItemList (a category's products): each entry's position from 1, its address and name. */
export function itemListStructuredData(name: string, entries: readonly ListedPage[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, at) => ({ '@type': 'ListItem', position: at + 1, url: entry.url, name: entry.name })),
  };
}
