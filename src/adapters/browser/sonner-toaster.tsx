import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';

export type Toast = typeof toast;

/**
 * Mounts sonner's <Toaster> in a root of its own at the end of <body>. Its defaults are the spec's
 * toast constants (4000 ms, 3 visible, 356 px wide, 14 px gap, 200 ms to close; e2e/toasts.spec.ts)
 * but for the swipe distance, 45 px in sonner 2 where the spec says 20 (README, Deviations).
 */
export function mountToaster(): Toast {
  const host = document.createElement('div');
  host.dataset.toaster = '';
  document.body.append(host);
  // Synchronous, so that the Toaster subscribes before the first toast is raised.
  flushSync(() => createRoot(host).render(<Toaster closeButton richColors />));
  return toast;
}
