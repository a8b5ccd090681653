import { Flex, Text } from '@radix-ui/themes';
import { formatRupees } from '../../domain/money';

interface PriceProps {
  price: number;
  originalPrice: number;
  discountPercentage: number;
  size?: 'small' | 'large';
}

export function Price({ price, originalPrice, discountPercentage, size = 'small' }: PriceProps) {
  const large = size === 'large';
  return (
    <Flex align="baseline" gap="2" wrap="wrap">
      <Text size={large ? '7' : '3'} weight="bold">
        {formatRupees(price)}
      </Text>
      {originalPrice > price && (
        <Text size={large ? '4' : '2'} color="gray" asChild>
          <s aria-label={`Original price ${formatRupees(originalPrice)}`}>{formatRupees(originalPrice)}</s>
        </Text>
      )}
      {discountPercentage > 0 && (
        <Text size={large ? '4' : '2'} weight="bold" color="green">
          {discountPercentage}% off
        </Text>
      )}
    </Flex>
  );
}
