import { Badge, Flex, Text } from '@radix-ui/themes';
import { StarFilledIcon } from '@radix-ui/react-icons';
import { formatCount } from '../../domain/indian-digits';

export function Rating({ rating, ratingCount, suffix }: { rating: number; ratingCount: number; suffix?: string }) {
  return (
    <Flex align="center" gap="2">
      <Badge color="green" variant="solid" highContrast radius="full" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        {rating.toFixed(1)} <StarFilledIcon aria-hidden width="11" height="11" />
      </Badge>
      <Text size="2" color="gray">
        ({formatCount(ratingCount)}
        {suffix ? ` ${suffix}` : ''})
      </Text>
    </Flex>
  );
}
