import { Heading } from '@radix-ui/themes';

// PLACEHOLDER: being written.
export function OrderPlacedPage() {
  return (
    <div className="page">
      <Heading as="h1" size="7">
        OrderPlacedPage
      </Heading>
    </div>
  );
}
