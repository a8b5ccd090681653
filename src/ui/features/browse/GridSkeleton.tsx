import { Card, Flex, Inset, Skeleton } from '@radix-ui/themes';

const PLACEHOLDERS = Array.from({ length: 8 }, (_, i) => i);

/** Cards of the same shape as the products', so nothing moves when they arrive. */
export function GridSkeleton() {
  return (
    <ul className="product-grid" aria-hidden>
      {PLACEHOLDERS.map((i) => (
        <li key={i}>
          <Card size="1" className="product-card product-card--skeleton">
            <Inset clip="padding-box" side="top" pb="current">
              <Skeleton className="product-card__image" />
            </Inset>
            <Flex direction="column" gap="2">
              <Skeleton height="16px" width="90%" />
              <Skeleton height="16px" width="60%" />
              <Skeleton height="20px" width="45%" />
              <Skeleton height="20px" width="70%" />
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}
