import { Card, Flex, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { describeOff } from '../../../domain/promotions/promotion';
import { minimumText, PromotionActions, StateBadge, usesText, validityText } from './PromotionTable';
import type { PromotionsViewModel } from './promotions-view-model';

/** On a phone, each code as a card: the table's columns as labelled lines, its actions below. */
export const PromotionCards = observer(function PromotionCards({ vm }: { vm: PromotionsViewModel }) {
  return (
    <ul className="promotion-cards" aria-label="Promotions">
      {vm.promotions.map(({ promotion, uses }) => (
        <li key={promotion.code}>
          <Card size="2">
            <Flex justify="between" align="center" gap="2">
              <Text weight="bold" className="promotion-table__code">
                {promotion.code}
              </Text>
              <StateBadge state={promotion.state} />
            </Flex>
            <Text as="p" size="2" mt="1">
              {promotion.title}
            </Text>
            <dl className="promotion-cards__facts">
              <dt>Off</dt>
              <dd>
                {describeOff(promotion.off)}
                {promotion.firstOrderOnly && ', first order only'}
              </dd>
              <dt>Minimum</dt>
              <dd>{minimumText(promotion)}</dd>
              <dt>Validity</dt>
              <dd>{validityText(promotion)}</dd>
              <dt>Uses</dt>
              <dd>
                {usesText(promotion, uses)}
                {promotion.usesPerCustomer !== undefined && ` (${promotion.usesPerCustomer} per customer)`}
              </dd>
            </dl>
            <PromotionActions promotion={promotion} vm={vm} />
          </Card>
        </li>
      ))}
    </ul>
  );
});
