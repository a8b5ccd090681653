/** Unpredictable bytes (WebCrypto in the browser), for secrets such as the admin's TOTP key. */
export interface RandomSource {
  bytes(count: number): Uint8Array;
}
