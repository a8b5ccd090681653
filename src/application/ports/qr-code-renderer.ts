/** Draws text (the authenticator's otpauth URI) as a QR code image the page can show. */
export interface QrCodeRenderer {
  /** A `data:image/png;base64,…` URL; rejects when the text cannot be drawn. */
  toDataUrl(text: string): Promise<string>;
}

export const QR_CODE_RENDERER = Symbol('QrCodeRenderer');
