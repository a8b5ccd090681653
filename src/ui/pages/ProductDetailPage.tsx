// Placeholder: replaced by the page's implementation.
export function ProductDetailPage() {
  return <div className="page" />;
}
