import { MinusIcon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, IconButton, Select, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { CartLineView } from '../../../application/cart/cart-view-service';
import { maxOrderQuantity } from '../../../domain/catalogue/quantity';
import { sizesOf, type VariantSize } from '../../../domain/catalogue/size-scale';
import { variantAt } from '../../../domain/catalogue/variants';
import { isBuyable, lineTotal, type LineStanding } from '../../../domain/orders/cart-summary';
import { productPath } from '../../app/paths';
import { rupees } from '../../lib/money';
import type { CartPageViewModel } from './cart-page-view-model';

/** What a line says about itself when it is not simply buyable as it was added. */
function standingNote(standing: LineStanding, size: VariantSize): { text: string; color: 'green' | 'amber' | 'red' } | undefined {
  switch (standing.kind) {
    case 'repriced':
      return standing.unitPrice < standing.wasPrice
        ? { text: `Price dropped from ${rupees(standing.wasPrice)}`, color: 'green' }
        : { text: `Price rose from ${rupees(standing.wasPrice)}`, color: 'amber' };
    case 'short':
      return { text: `Only ${standing.left} left`, color: 'amber' };
    case 'out-of-stock':
      return { text: `Sold out in ${size}: choose another size`, color: 'red' };
    case 'no-variant':
      return { text: `No longer sold in ${size}: choose another size`, color: 'red' };
    case 'gone':
      return { text: 'No longer available', color: 'red' };
    case 'buyable':
      return undefined;
  }
}

/** One line of the cart: the product, its size and quantity (changeable), its total, and Remove. */
export const CartLineItem = observer(function CartLineItem({ vm, view }: { vm: CartPageViewModel; view: CartLineView }) {
  const { line, product, standing } = view;
  const key = { productId: line.productId, size: line.size, ...(line.colour === undefined ? {} : { colour: line.colour }) };
  const busy = vm.isBusy(key);
  const title = product?.title ?? 'A product no longer sold';
  const note = standingNote(standing, line.size);
  const buyable = isBuyable(standing);
  const max = maxOrderQuantity(product && variantAt(product, line)?.stock);
  // A size with nothing left in the line's colour is listed, not offered: the line cannot move there.
  const sizeLeft = (size: VariantSize) => (product ? (variantAt(product, { ...key, size })?.stock ?? 0) > 0 : false);
  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      {product ? <img className="cart-line__image" src={product.image} alt="" width={96} height={96} /> : <div className="cart-line__image" aria-hidden />}
      <div className="cart-line__body">
        <Flex justify="between" gap="3" align="start">
          <Text as="p" weight="medium" className="cart-line__title">
            {product ? <Link to={productPath(product.id)}>{title}</Link> : title}
          </Text>
          <Text as="p" weight="bold" className="cart-line__total" aria-label={`Line total ${rupees(lineTotal(standing))}`}>
            {rupees(lineTotal(standing))}
          </Text>
        </Flex>
        {(buyable || line.colour !== undefined) && (
          <Text as="p" size="2" color="gray">
            {[line.colour === undefined ? undefined : `Colour: ${line.colour}`, buyable ? `${rupees(standing.unitPrice)} each` : undefined].filter(Boolean).join(' · ')}
          </Text>
        )}
        {note && (
          <Badge color={note.color} size="2" className="cart-line__note">
            {note.text}
          </Badge>
        )}
        <Flex gap="4" align="center" wrap="wrap" mt="2">
          {product && (
            <Flex gap="2" align="center">
              <Text as="span" size="2" aria-hidden>
                Size
              </Text>
              <Select.Root value={line.size} disabled={busy} onValueChange={(size) => void vm.changeSize(key, size as VariantSize)}>
                <Select.Trigger aria-label={`Size of ${title}`} />
                <Select.Content position="popper">
                  {sizesOf(product.sizeScale).map((size) => (
                    <Select.Item key={size} value={size} disabled={size !== line.size && !sizeLeft(size)}>
                      {size === line.size || sizeLeft(size) ? size : `${size}, sold out`}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          )}
          {product && buyable && (
            <Flex gap="2" align="center" role="group" aria-label={`Quantity of ${title}`}>
              <IconButton
                variant="soft"
                aria-label={`One fewer ${title}`}
                disabled={busy || line.quantity <= 1}
                onClick={() => void vm.setQuantity(key, line.quantity - 1)}
              >
                <MinusIcon />
              </IconButton>
              <Text as="span" weight="bold" className="cart-line__quantity" aria-live="polite">
                {line.quantity}
              </Text>
              <IconButton
                variant="soft"
                aria-label={`One more ${title}`}
                disabled={busy || line.quantity >= max}
                onClick={() => void vm.setQuantity(key, line.quantity + 1)}
              >
                <PlusIcon />
              </IconButton>
            </Flex>
          )}
          <Button variant="ghost" color="red" disabled={busy} onClick={() => void vm.remove(key)} aria-label={`Remove ${title}, size ${line.size}${line.colour === undefined ? '' : `, ${line.colour}`}`}>
            <TrashIcon aria-hidden />
            Remove
          </Button>
        </Flex>
      </div>
    </li>
  );
});
