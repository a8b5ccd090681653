import { ImageIcon } from '@radix-ui/react-icons';
import { useState } from 'react';

/** A product's picture in the table; 'No Image' when it cannot be loaded (spec). */
export function ProductThumb({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (failedSrc === src) {
    return (
      <span className="admin-thumb admin-thumb--missing">
        <ImageIcon aria-hidden />
        No Image
      </span>
    );
  }
  return <img src={src} alt="" width={48} height={48} loading="lazy" className="admin-thumb" onError={() => setFailedSrc(src)} />;
}
