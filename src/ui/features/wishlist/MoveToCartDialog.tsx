import { Button, Dialog, Flex, RadioCards, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { WishlistPageViewModel } from './wishlist-page-view-model';

/** Move to Cart's question: which size. The cart takes one in that size; the wishlist lets the product go. */
export const MoveToCartDialog = observer(function MoveToCartDialog({ vm }: { vm: WishlistPageViewModel }) {
  const entry = vm.moving;
  return (
    <Dialog.Root open={entry !== undefined} onOpenChange={(open) => !open && vm.closeMove()}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>Choose a size</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {entry ? `${entry.product.title} goes to your cart in the size you choose.` : ''}
        </Dialog.Description>
        {entry && entry.product.colours.length > 0 && (
          <>
            <Text as="div" id="wishlist-colour-label" size="2" weight="bold" mb="2">
              Colour
            </Text>
            <RadioCards.Root aria-labelledby="wishlist-colour-label" value={vm.colour ?? ''} onValueChange={vm.chooseColour} columns="3" gap="2" size="1" mb="4">
              {entry.product.colours.map((colour) => (
                <RadioCards.Item key={colour.name} value={colour.name}>
                  <span style={{ width: 16, height: 16, borderRadius: '50%', border: '1px solid var(--gray-a7)', background: colour.swatch }} aria-hidden />
                  <Text size="2">{colour.name}</Text>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
          </>
        )}
        <Text as="div" id="wishlist-size-label" size="2" weight="bold" mb="2">
          Size
        </Text>
        <RadioCards.Root aria-labelledby="wishlist-size-label" value={vm.size ?? ''} onValueChange={vm.chooseSize} columns="5" gap="2" size="1">
          {vm.moveSizes.map(({ size, soldOut }) => (
            <RadioCards.Item key={size} value={size} disabled={soldOut} aria-label={soldOut ? `${size}, sold out` : size}>
              <Text size="2" weight="bold">
                {size}
              </Text>
            </RadioCards.Item>
          ))}
        </RadioCards.Root>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button disabled={!vm.size} onClick={() => void vm.confirmMove()}>
            Move to Cart
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
});
