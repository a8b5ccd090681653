import { toDataURL } from 'qrcode';
import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer';

/** The qrcode library, 200 px with a one-module margin: what authenticator apps scan at arm's length. */
export class QrcodeRenderer implements QrCodeRenderer {
  toDataUrl(text: string): Promise<string> {
    return toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: 'M' });
  }
}
