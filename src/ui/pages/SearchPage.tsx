// Placeholder: replaced by the page's implementation.
export function SearchPage() {
  return <div className="page" />;
}
