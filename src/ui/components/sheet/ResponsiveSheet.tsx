import { lateComponent, useLateComponent } from '../../hooks/use-late-component';
import SheetDialog from './SheetDialog';
import type { SheetProps } from './sheet-props';
import './sheet.css';

// vaul is fetched only for a narrow screen.
const sheetDrawerCode = lateComponent<SheetProps>(() => import('./SheetDrawer').then((module) => module.default));

/**
 * A dialog on screens 768 px and wider, a bottom drawer below (which takes over when the screen
 * narrows while it is open, once its code is here).
 */
export function ResponsiveSheet({ wide, ...props }: SheetProps & { wide: boolean }) {
  const SheetDrawer = useLateComponent(sheetDrawerCode, !wide);
  if (wide) return <SheetDialog {...props} />;
  return SheetDrawer ? <SheetDrawer {...props} /> : null;
}
