/** One sample post of a network's showcase; images ship with the app. */
export interface SocialPost {
  readonly id: string;
  readonly image: string;
  readonly alt: string;
  readonly text: string;
  /** '1.2K likes · 86 comments', as the network counts them. */
  readonly stats: string;
  readonly date: string;
}

export interface SocialNetwork {
  readonly name: string;
  readonly handle: string;
  /** Our profile on the network (opens in a new tab). */
  readonly url: string;
  readonly followers: string;
  readonly tagline: string;
  /** 'Follow', 'Subscribe' … */
  readonly followLabel: string;
  readonly posts: readonly SocialPost[];
}

const product = (id: number) => `/images/products/${id}.svg`;

export const FACEBOOK: SocialNetwork = {
  name: 'Facebook',
  handle: '@FashionZoneIndia',
  url: 'https://www.facebook.com/FashionZoneIndia',
  followers: '1.2M followers',
  tagline: 'News, offers and the community behind Fashion Zone.',
  followLabel: 'Follow',
  posts: [
    { id: 'fb-1', image: '/images/banners/fashion-sale.svg', alt: 'Coats and jackets on sale', text: 'The Fashion Sale is on: coats, puffers and jackets at up to 50% off, this week only.', stats: '4.8K likes · 312 comments', date: 'March 14, 2024' },
    { id: 'fb-2', image: product(4), alt: 'A fleece pullover hoodie', text: 'Your favourite fleece hoodie, now in six new colours. Which one are you picking?', stats: '2.1K likes · 540 comments', date: 'March 9, 2024' },
    { id: 'fb-3', image: '/images/banners/summer-collection.svg', alt: 'Summer shirts in the sun', text: 'Summer is coming. Our linen shirts are ready for it.', stats: '3.3K likes · 128 comments', date: 'March 2, 2024' },
  ],
};

export const TWITTER: SocialNetwork = {
  name: 'Twitter',
  handle: '@FashionZoneIN',
  url: 'https://twitter.com/FashionZoneIN',
  followers: '480K followers',
  tagline: 'Quick updates, drops and answers from our team.',
  followLabel: 'Follow',
  posts: [
    { id: 'tw-1', image: product(15), alt: 'A graphic oversized T-shirt', text: 'New drop: graphic tees designed by artists from across India. Live now.', stats: '1.4K likes · 220 reposts', date: 'March 15, 2024' },
    { id: 'tw-2', image: product(3), alt: 'Slim fit denim jeans', text: 'Slim, straight or relaxed? Tell us your fit and we will tell you your jeans.', stats: '860 likes · 95 reposts', date: 'March 11, 2024' },
    { id: 'tw-3', image: '/images/banners/tech-accessories.svg', alt: 'Sunglasses, a watch and a bag', text: 'Finish the look: sunglasses, bags and caps from ₹299.', stats: '1.1K likes · 140 reposts', date: 'March 6, 2024' },
  ],
};

export const YOUTUBE: SocialNetwork = {
  name: 'YouTube',
  handle: '@FashionZoneTV',
  url: 'https://www.youtube.com/@FashionZoneTV',
  followers: '310K subscribers',
  tagline: 'Lookbooks, styling guides and behind the scenes.',
  followLabel: 'Subscribe',
  posts: [
    { id: 'yt-1', image: '/images/banners/summer-collection.svg', alt: 'Summer collection lookbook', text: 'Summer Collection 2024 — the full lookbook', stats: '210K views · 8:42', date: 'March 12, 2024' },
    { id: 'yt-2', image: product(2), alt: 'A floral print wrap midi dress', text: 'One dress, three occasions: styling tips from our designers', stats: '98K views · 6:15', date: 'February 27, 2024' },
    { id: 'yt-3', image: product(12), alt: 'A quilted puffer jacket', text: 'How we test a jacket before it reaches you', stats: '64K views · 11:03', date: 'February 14, 2024' },
  ],
};

export const INSTAGRAM: SocialNetwork = {
  name: 'Instagram',
  handle: '@fashionzone.in',
  url: 'https://www.instagram.com/fashionzone.in',
  followers: '2.4M followers',
  tagline: 'Everyday style from our shoppers and our studio.',
  followLabel: 'Follow',
  posts: [
    { id: 'ig-1', image: product(1), alt: 'A classic crew neck T-shirt', text: 'Weekend mode, on. #FashionZoneStyle', stats: '12.5K likes · 410 comments', date: 'March 16, 2024' },
    { id: 'ig-2', image: product(19), alt: 'A tiered party frock for girls', text: 'Little ones, big style. The new kids collection is here.', stats: '9.8K likes · 233 comments', date: 'March 10, 2024' },
    { id: 'ig-3', image: product(22), alt: 'A dry-fit running T-shirt', text: 'Early miles in our new activewear. Tag us in your run!', stats: '7.2K likes · 156 comments', date: 'March 4, 2024' },
  ],
};
