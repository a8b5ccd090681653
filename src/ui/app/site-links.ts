import { FACEBOOK_PATH, INSTAGRAM_PATH, TWITTER_PATH, YOUTUBE_PATH } from './paths';

/** A link to a page of the store, as the footer, the sitemap, the header menus and page link lists give it. */
export interface SiteLink {
  readonly label: string;
  readonly to: string;
}

/** The store's social pages, in the order the footer and the sitemap list them. */
export const SOCIAL_LINKS: readonly SiteLink[] = [
  { label: 'Facebook', to: FACEBOOK_PATH },
  { label: 'Twitter', to: TWITTER_PATH },
  { label: 'YouTube', to: YOUTUBE_PATH },
  { label: 'Instagram', to: INSTAGRAM_PATH },
];
