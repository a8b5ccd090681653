import { ImageIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { isAcceptedImageUrl } from '../../../domain/catalogue/image-url';

/**
 * The form's live preview of the image URL; 'Invalid Image URL' when it cannot be shown (spec) —
 * an address the store does not accept is not even fetched.
 */
export function ImagePreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined);
  const trimmed = url.trim();
  if (!trimmed) {
    return (
      <div className="admin-preview admin-preview--empty">
        <ImageIcon aria-hidden />
        <span>No image yet</span>
      </div>
    );
  }
  if (!isAcceptedImageUrl(trimmed) || failedUrl === trimmed) {
    return (
      <div className="admin-preview admin-preview--invalid" role="img" aria-label="Invalid Image URL">
        <ImageIcon aria-hidden />
        <span aria-hidden>Invalid Image URL</span>
      </div>
    );
  }
  return (
    <div className="admin-preview">
      <img src={trimmed} alt="Preview of the product image" onError={() => setFailedUrl(trimmed)} />
    </div>
  );
}
