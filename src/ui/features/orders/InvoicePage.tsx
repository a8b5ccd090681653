import { Heading } from '@radix-ui/themes';

// PLACEHOLDER: being written.
export function InvoicePage() {
  return (
    <div className="page">
      <Heading as="h1" size="7">
        InvoicePage
      </Heading>
    </div>
  );
}
