import { useLayoutEffect } from 'react';
import { useStoreName } from '../hooks/use-store-name';

/** The store's description: index.html's, and any page's that has none of its own. */
export const STORE_DESCRIPTION = 'Fashion Zone: clothing for men, women and kids at great prices, in rupees.';

export interface PageHeadProps {
  /** The page's name: 'FAQ' is 'FAQ | Fashion Zone' on the tab, with the store's name as the admin set it. */
  readonly title: string;
  /** The landing page, whose title has the store's name first: 'Fashion Zone — Online Clothing Store'. */
  readonly landing?: boolean;
  readonly description?: string;
}

/**
 * The page's <title> and meta description. React 19 puts them in the document's head while the
 * page shows and takes them out when it goes, so every page renders exactly one PageHead, and a
 * page rendered to HTML ahead of time carries its own. (Pages that search engines list add their
 * canonical address and Open Graph tags with ShareTags.)
 */
export function PageHead({ title, landing, description = STORE_DESCRIPTION }: PageHeadProps) {
  const storeName = useStoreName();
  // In the same commit as React's own tags, so that the tab is never without a title.
  useLayoutEffect(dropDefaultHead, []);
  return (
    <>
      <title>{landing ? `${storeName} — ${title}` : `${title} | ${storeName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}

/**
 * index.html's title and description stand for the page until the app names it; React would add
 * its own beside them, not in their place, and a page must have one of each.
 */
function dropDefaultHead(): void {
  for (const element of document.head.querySelectorAll('[data-default-head]')) element.remove();
}
