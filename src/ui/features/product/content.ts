/** The fixed texts of the product page (spec §2, "Product detail"). */

export const DELIVERY_LINES = ['Free delivery by tomorrow', 'Orders placed before 1:30pm are shipped the same day'] as const;

export const HIGHLIGHTS = [
  'Premium quality fabric',
  'Comfortable fit for all-day wear',
  'Easy care: machine wash',
  'Durable stitching',
] as const;

/** Share of ratings per star, 5 down to 1 (fixed). */
export const REVIEW_DISTRIBUTION = [
  { stars: 5, percent: 65 },
  { stars: 4, percent: 20 },
  { stars: 3, percent: 10 },
  { stars: 2, percent: 3 },
  { stars: 1, percent: 2 },
] as const;

export const NO_REVIEWS_TEXT = 'No reviews yet. Be the first to review this product.';
