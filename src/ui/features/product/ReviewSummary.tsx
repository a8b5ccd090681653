import { Flex, Progress, Text } from '@radix-ui/themes';
import { StarFilledIcon } from '@radix-ui/react-icons';
import { formatCount } from '../../../domain/indian-digits';
import { NO_REVIEWS_TEXT, REVIEW_DISTRIBUTION } from './content';

const BAR_COLORS = { 5: 'green', 4: 'green', 3: 'green', 2: 'amber', 1: 'red' } as const;

/** The average rating, the count, and the share of ratings per star (a fixed distribution). */
export function ReviewSummary({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  return (
    <Flex direction="column" gap="5">
      <div className="pdp-reviews">
        <Flex direction="column" align="center" justify="center" gap="1" className="pdp-reviews__average">
          <Text className="pdp-reviews__score">
            <span aria-hidden>
              {rating.toFixed(1)}
              <StarFilledIcon width="24" height="24" />
            </span>
            <span className="visually-hidden">Average rating {rating.toFixed(1)} out of 5</span>
          </Text>
          <Text size="2" color="gray">
            {formatCount(ratingCount)} ratings &amp; reviews
          </Text>
        </Flex>
        <ul className="pdp-reviews__bars" aria-label="Rating distribution">
          {REVIEW_DISTRIBUTION.map(({ stars, percent }) => (
            <li key={stars} className="pdp-reviews__bar">
              <Text size="2" weight="medium" className="pdp-reviews__stars" aria-hidden>
                {stars} <StarFilledIcon width="12" height="12" />
              </Text>
              <Progress
                value={percent}
                max={100}
                size="2"
                color={BAR_COLORS[stars]}
                aria-label={`${stars} star${stars === 1 ? '' : 's'}: ${percent}% of ratings`}
              />
              <Text size="2" color="gray" className="pdp-reviews__percent" aria-hidden>
                {percent}%
              </Text>
            </li>
          ))}
        </ul>
      </div>
      <Text as="p" size="2" color="gray" className="pdp-reviews__empty">
        {NO_REVIEWS_TEXT}
      </Text>
    </Flex>
  );
}
