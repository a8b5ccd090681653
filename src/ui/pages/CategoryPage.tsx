// Placeholder: replaced by the page's implementation.
export function CategoryPage() {
  return <div className="page" />;
}
