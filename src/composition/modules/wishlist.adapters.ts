// The wishlist's code beyond what a heart shows, in one chunk (./wishlist.module.ts defers it): its
// use cases and its adapters in the browser backends; one request at the first read or press.
export { LocalWishlistStore } from '../../adapters/local/local-wishlist-store';
export { MemoryWishlistStore } from '../../adapters/memory/memory-wishlist-store';
export { WishlistService } from '../../application/wishlist/wishlist-service';
