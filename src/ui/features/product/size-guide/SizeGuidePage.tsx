import { Link as RadixLink, Text } from '@radix-ui/themes';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORY_NAMES } from '../../../../domain/catalogue/category';
import { sizeGuideSections } from '../../../../domain/catalogue/size-guide';
import { categoryPath } from '../../../app/paths';
import { InfoPage, InfoSection } from '../../../components/InfoPage';
import { SizeChartTable } from './SizeChartTable';
import './size-guide.css';

/**
 * Every chart of the size guide on one page, for a shopper who has not chosen a product yet (the
 * FAQ's size answer leads here); each product page opens its own category's chart.
 */
export function SizeGuidePage() {
  return (
    <InfoPage
      title="Size Guide"
      intro="The body measurements each of our sizes is cut for. Measure yourself as described under each chart, then pick the size whose measurements are closest. Bags, caps and sunglasses come in One Size."
    >
      {sizeGuideSections().map(({ chart, categories }) => (
        <InfoSection key={chart.name} title={chart.name}>
          <Text as="p" size="2" color="gray" mb="3">
            For{' '}
            {categories.map((category, index) => (
              <Fragment key={category}>
                {index > 0 && (index === categories.length - 1 ? ' and ' : ', ')}
                <RadixLink asChild>
                  <Link to={categoryPath(category)}>{CATEGORY_NAMES[category]}</Link>
                </RadixLink>
              </Fragment>
            ))}
            .
          </Text>
          <SizeChartTable chart={chart} />
        </InfoSection>
      ))}
    </InfoPage>
  );
}
