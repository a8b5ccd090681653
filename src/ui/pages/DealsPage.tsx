// Placeholder: replaced by the page's implementation.
export function DealsPage() {
  return <div className="page" />;
}
