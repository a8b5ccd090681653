import { CubeIcon, DoubleArrowRightIcon, GlobeIcon, SunIcon } from '@radix-ui/react-icons';
import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { PACKAGING_AND_SUSTAINABILITY, SHIPPING_INTRO, SHIPPING_OPTIONS, SHIPPING_QUESTIONS } from '../../../domain/policies/content/shipping';
import type { DeliveryOptionId } from '../../../domain/policies/shop-policies';
import { InfoAccordion } from '../../components/InfoAccordion';
import { InfoCards, InfoList, InfoPage, InfoSection } from '../../components/InfoPage';
import { PolicyHelp } from './PolicyHelp';
import './policies.css';

const ICONS: Record<DeliveryOptionId, ReactNode> = {
  standard: <CubeIcon width={20} height={20} />,
  express: <DoubleArrowRightIcon width={20} height={20} />,
  'same-day': <SunIcon width={20} height={20} />,
  international: <GlobeIcon width={20} height={20} />,
};

export function ShippingPage() {
  return (
    <InfoPage title="Shipping Information" intro={SHIPPING_INTRO}>
      <InfoSection title="Delivery Options" plain>
        <InfoCards
          cards={SHIPPING_OPTIONS.map((option) => ({
            title: option.name,
            icon: ICONS[option.id],
            text: (
              <span className="delivery-option">
                <Text as="span" weight="medium" color="gray" highContrast>
                  {option.time}
                </Text>
                <span>{option.price}</span>
                {option.note && <span>{option.note}</span>}
              </span>
            ),
          }))}
        />
      </InfoSection>
      <InfoSection title="Packaging & Sustainability">
        <InfoList items={PACKAGING_AND_SUSTAINABILITY} />
      </InfoSection>
      <InfoSection title="Shipping FAQ">
        <InfoAccordion items={SHIPPING_QUESTIONS} />
      </InfoSection>
      <PolicyHelp />
    </InfoPage>
  );
}
