// The returns' adapters in the browser backends, one chunk (./returns.module.ts defers them).
export { MemoryReturnRequests } from '../../adapters/memory/memory-return-requests';
export { LocalReturnRequests } from '../../adapters/local/local-return-requests';
