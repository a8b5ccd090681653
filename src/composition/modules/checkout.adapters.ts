// The checkout's adapters in the browser backends, one chunk (./checkout.module.ts defers them).
export { LocalAddressBook } from '../../adapters/local/local-address-book';
export { MemoryAddressBook } from '../../adapters/memory/memory-address-book';
