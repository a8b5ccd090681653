import type { CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';

export type Toast = typeof toast;

/**
 * sonner's light rich colours put the text at about 4.3:1 on its tinted background (green, red,
 * blue and amber alike; axe: color-contrast, WCAG AA asks 4.5:1). The same hues, darker.
 */
const READABLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 36%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 36%)',
} as CSSProperties;

/**
 * Mounts sonner's <Toaster> in a root of its own at the end of <body>. Its defaults are the spec's
 * toast constants (4000 ms, 3 visible, 356 px wide, 14 px gap, 200 ms to close; e2e/toasts.spec.ts)
 * but for the swipe distance, 45 px in sonner 2 where the spec says 20 (docs/deviations.md).
 */
export function mountToaster(): Toast {
  const host = document.createElement('div');
  host.dataset.toaster = '';
  document.body.append(host);
  // Synchronous, so that the Toaster subscribes before the first toast is raised.
  flushSync(() => createRoot(host).render(<Toaster closeButton richColors style={READABLE_RICH_COLORS} />));
  return toast;
}
