// The cart's adapters in the browser backends, one chunk (./cart.module.ts defers them).
export { LocalCartStore } from '../../adapters/local/local-cart-store';
export { MemoryCartStore } from '../../adapters/memory/memory-cart-store';
