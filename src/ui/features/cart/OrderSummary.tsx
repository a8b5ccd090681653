import { Button, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { CartSummary } from '../../../domain/orders/cart-summary';
import { rupees } from '../../lib/money';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="between" asChild>
      <div>
        <Text as="span" size={strong ? '4' : '3'} weight={strong ? 'bold' : 'regular'}>
          {label}
        </Text>
        <Text as="span" size={strong ? '4' : '3'} weight={strong ? 'bold' : 'medium'}>
          {value}
        </Text>
      </div>
    </Flex>
  );
}

/** The cart's Order Summary: what can be bought now, its delivery, and the way to checkout. */
export function OrderSummary({ summary, canCheckout, onCheckout }: { summary: CartSummary; canCheckout: boolean; onCheckout: () => void }) {
  return (
    <Card size="3" className="order-summary" asChild>
      <section aria-labelledby="order-summary-title">
        <Heading as="h2" size="5" id="order-summary-title" mb="3">
          Order Summary
        </Heading>
        <Flex direction="column" gap="2">
          <Row label={`Subtotal (${summary.buyableItems} ${summary.buyableItems === 1 ? 'item' : 'items'})`} value={rupees(summary.subtotal)} />
          <Row label="Delivery" value={summary.delivery === 0 && summary.subtotal > 0 ? 'Free' : rupees(summary.delivery)} />
          {summary.moreForFreeDelivery > 0 && summary.subtotal > 0 && (
            <Text as="p" size="2" color="gray">
              Add {rupees(summary.moreForFreeDelivery)} more for free delivery.
            </Text>
          )}
          <Separator size="4" my="2" />
          <Row label="Total" value={rupees(summary.total)} strong />
        </Flex>
        <Button size="3" mt="4" disabled={!canCheckout} onClick={onCheckout}>
          Proceed to Checkout
        </Button>
      </section>
    </Card>
  );
}
