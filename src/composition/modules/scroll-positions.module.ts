import { SCROLL_POSITION_STORE, type ScrollPositionStore } from '../../application/ports/scroll-position-store';
import { SessionScrollPositionStore } from '../../adapters/local/session-scroll-position-store';
import { MemoryScrollPositionStore } from '../../adapters/memory/memory-scroll-position-store';
import { featureModule } from '../feature-module';

/** Where each page was scrolled, so that Back returns there: kept in this tab whichever backend keeps the data. */
export const scrollPositionsModule = featureModule({
  memory: (bind) => {
    bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new MemoryScrollPositionStore());
  },
  local: (bind, { window }) => {
    bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new SessionScrollPositionStore(window.sessionStorage));
  },
  supabase: (bind, { window }) => {
    bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new SessionScrollPositionStore(window.sessionStorage));
  },
});
