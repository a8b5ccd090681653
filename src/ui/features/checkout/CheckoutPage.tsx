import { Heading } from '@radix-ui/themes';

// PLACEHOLDER: being written.
export function CheckoutPage() {
  return (
    <div className="page">
      <Heading as="h1" size="7">
        Checkout
      </Heading>
    </div>
  );
}
