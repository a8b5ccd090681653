import { Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { FURTHER_HELP_LINKS } from '../../../app/further-help';
import { ResponsiveSheet } from '../../../components/sheet/ResponsiveSheet';
import type { SheetState } from '../../../components/sheet/sheet-props';
import type { Category } from '../../../../domain/catalogue/category';
import { sizeChartOf } from '../../../../domain/catalogue/size-guide';
import { SizeChartTable } from './SizeChartTable';
import './size-guide.css';

export type SizeGuideProps = SheetState & { category: Category; wide: boolean };

/** The size guide the product page's button opens: a dialog on screens 768 px and wider, a bottom drawer below. */
export default function SizeGuideWidget({ category, ...props }: SizeGuideProps) {
  const chart = sizeChartOf(category);
  if (!chart) return null;
  return (
    <ResponsiveSheet {...props} title={`Size guide: ${chart.name}`} description="Find your size by your body’s measurements." closeLabel="Close size guide" maxWidth="620px" bodyClassName="size-guide__body">
      <SizeChartTable chart={chart} />
      <Text as="p" size="2" mt="3">
        <RadixLink asChild>
          <Link to={FURTHER_HELP_LINKS['size-guide'].to}>{FURTHER_HELP_LINKS['size-guide'].label}</Link>
        </RadixLink>
      </Text>
    </ResponsiveSheet>
  );
}
