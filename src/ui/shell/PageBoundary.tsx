import { Suspense, type ReactNode } from 'react';
import { PageSkeleton } from './PageSkeleton';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Around a page: the error screen if it throws, a placeholder while its code is still on its way
 * (on a link the current page stays instead, as links are transitions).
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
