// The checkout's adapters in the browser backends, one chunk (./checkout.module.ts defers them).
export { LocalAddressBook } from '../../adapters/local/local-address-book';
export { MemoryAddressBook } from '../../adapters/memory/memory-address-book';
export { LocalOrderBook, ORDERS_KEY } from '../../adapters/local/local-order-book';
export { IndexedDbItem } from '../../adapters/browser/indexed-db-item';
export { MemoryOrderBook } from '../../adapters/memory/memory-order-book';
export { UpiPaymentGateway } from '../../adapters/browser/upi-payment-gateway';
export { LocalPromotionBook } from '../../adapters/local/local-promotion-book';
export { MemoryPromotionBook } from '../../adapters/memory/memory-promotion-book';
