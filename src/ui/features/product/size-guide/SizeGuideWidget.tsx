import { lateComponent, useLateComponent } from '../../../hooks/use-late-component';
import SizeGuideDialog from './SizeGuideDialog';
import type { SizeGuideProps } from './size-guide-props';
import './size-guide.css';

// vaul is fetched only for a narrow screen.
const sizeGuideDrawerCode = lateComponent<SizeGuideProps>(() => import('./SizeGuideDrawer').then((module) => module.default));

/** The size guide the product page's button opens: a dialog on screens 768 px and wider, a bottom drawer below. */
export default function SizeGuideWidget({ wide, ...props }: SizeGuideProps & { wide: boolean }) {
  const SizeGuideDrawer = useLateComponent(sizeGuideDrawerCode, !wide);
  if (wide) return <SizeGuideDialog {...props} />;
  return SizeGuideDrawer ? <SizeGuideDrawer {...props} /> : null;
}
