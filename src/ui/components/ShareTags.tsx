import { siteUrl } from '../lib/site-url';
import { useStoreName } from '../hooks/use-store-name';

export interface ShareTagsProps {
  /** The page's own address (no query): its canonical one. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly type?: 'website' | 'product';
  /** A site-relative or absolute image address. */
  readonly image?: string;
}

/**
 * A page's canonical address and its Open Graph tags (what a shared link shows), beside its
 * PageHead, for the pages that search engines list; React 19 puts them in the head while the page
 * shows.
 */
export function ShareTags({ path, title, description, type = 'website', image }: ShareTagsProps) {
  const storeName = useStoreName();
  const url = siteUrl(path);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={storeName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={siteUrl(image)} />}
    </>
  );
}
