import { useEffect } from 'react';
import { useStoreName } from './use-store-name';

/** Sets the tab's title while the page shows, and puts the previous one back afterwards. */
function useTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The tab's title for a page: 'T-shirts | Fashion Zone', with the store's name as the admin set it. */
export function useDocumentTitle(page: string | undefined): void {
  const storeName = useStoreName();
  useTitle(page ? `${page} | ${storeName}` : undefined);
}

/** The home page's title: 'Fashion Zone — Online Clothing Store' for 'Online Clothing Store', with the store's name. */
export function useHomeDocumentTitle(tagline: string): void {
  useTitle(`${useStoreName()} — ${tagline}`);
}
