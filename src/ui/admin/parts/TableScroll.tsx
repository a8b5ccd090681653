import type { ReactNode } from 'react';
import './table-scroll.css';

/**
 * A wide table's own sideways scroll on a phone: a labelled region that takes the keyboard's focus
 * (arrow keys scroll it), so that a table with no button in it — Payment History once all is paid —
 * can still be read to its last column. The table inside keeps its width (`minWidth`), so the
 * page never scrolls sideways, only this box.
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0} style={{ ['--table-min-width' as string]: `${minWidth}px` }}>
      {children}
    </div>
  );
}
