import { Button } from '@radix-ui/themes';
import type { Category } from '../../../../domain/catalogue/category';
import { lateComponent, useLateDialog } from '../../../hooks/use-late-component';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { WIDE_SCREEN_QUERY } from '../../../components/sheet/sheet-props';
import type { SizeGuideProps } from './SizeGuideWidget';

// The guide's charts and its dialog or drawer are not part of the product page's first load.
const sizeGuideCode = lateComponent<SizeGuideProps>(() => import('./SizeGuideWidget').then((module) => module.default));

/** 'Size guide', beside the sizes: opens the category's chart. */
export function SizeGuideButton({ category }: { category: Category }) {
  const { Dialog: Sheet, state: sheet, trigger } = useLateDialog(sizeGuideCode);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  return (
    <>
      <Button type="button" variant="ghost" size="1" {...trigger}>
        Size guide
      </Button>
      {Sheet && <Sheet {...sheet} category={category} wide={wide} />}
    </>
  );
}
