import { Heading } from '@radix-ui/themes';

// PLACEHOLDER: being written.
export function OrderPage() {
  return (
    <div className="page">
      <Heading as="h1" size="7">
        OrderPage
      </Heading>
    </div>
  );
}
