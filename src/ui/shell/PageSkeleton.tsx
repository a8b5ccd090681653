/** What shows for the moment a page's code is loading: a quiet placeholder of the page's height. */
export function PageSkeleton() {
  return <div className="page page-skeleton" aria-busy="true" aria-label="Loading" />;
}
