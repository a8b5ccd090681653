import type { RefObject } from 'react';
import type { Category } from '../../../../domain/catalogue/category';

export interface SizeGuideProps {
  category: Category;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the guide closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}
