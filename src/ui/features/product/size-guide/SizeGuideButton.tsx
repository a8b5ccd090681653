import { Button } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import type { Category } from '../../../../domain/catalogue/category';
import { lateComponent, useLateComponent } from '../../../hooks/use-late-component';
import { useMediaQuery } from '../../../hooks/use-media-query';
import type { SizeGuideProps } from './size-guide-props';

// The guide's charts and its dialog or drawer are not part of the product page's first load: the
// button fetches them at the first hover, focus or press.
const sizeGuideCode = lateComponent<SizeGuideProps & { wide: boolean }>(() => import('./SizeGuideWidget').then((module) => module.default));

/** 'Size guide', beside the sizes: opens the category's chart. */
export function SizeGuideButton({ category }: { category: Category }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wide = useMediaQuery('(min-width: 768px)');
  const Widget = useLateComponent(sizeGuideCode, wanted);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="1"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Size guide
      </Button>
      {Widget && <Widget category={category} open={open} onOpenChange={setOpen} returnFocusTo={button} wide={wide} />}
    </>
  );
}
