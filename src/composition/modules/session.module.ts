import type { Bind } from 'inversify';
import { DELIVERY_CHECKING, type DeliveryChecking } from '../../application/orders/delivery-checking';
import { DELIVERY_PIN_STORE, type DeliveryPinStore } from '../../application/ports/delivery-pin-store';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../../application/ports/return-path-store';
import { SCROLL_POSITION_STORE, type ScrollPositionStore } from '../../application/ports/scroll-position-store';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store';
import { WebCryptoRandomSource } from '../../adapters/browser/web-crypto-random-source';
import { LocalSessionStore } from '../../adapters/local/local-session-store';
import { SessionDeliveryPinStore } from '../../adapters/local/session-delivery-pin-store';
import { SessionReturnPathStore } from '../../adapters/local/session-return-path-store';
import { SessionScrollPositionStore } from '../../adapters/local/session-scroll-position-store';
import { MemoryDeliveryPinStore } from '../../adapters/memory/memory-delivery-pin-store';
import { MemoryReturnPathStore } from '../../adapters/memory/memory-return-path-store';
import { MemoryScrollPositionStore } from '../../adapters/memory/memory-scroll-position-store';
import { MemorySessionStore } from '../../adapters/memory/memory-session-store';
import { SessionState } from '../../ui/kit/session-state';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';

/**
 * The product page's delivery check: its rules (PIN circles, delivery estimates) load at the first
 * check; the PIN the tab remembers is read without them.
 */
function bindDeliveryCheck(bind: Bind, pins: DeliveryPinStore): void {
  bind<DeliveryPinStore>(DELIVERY_PIN_STORE).toConstantValue(pins);
  bind<DeliveryChecking>(DELIVERY_CHECKING)
    .toDynamicValue((context) =>
      deferred<DeliveryChecking>(async () => context.get<DeliveryChecking>((await import('../../application/orders/delivery-check-service')).DeliveryCheckService)),
    )
    .inSingletonScope();
}

/**
 * Who is signed in, where a login returns to, where each page was scrolled, and the PIN a product
 * page last checked delivery to: the header and every page read them. The screens see who is signed
 * in through one SessionState for the app's life (one subscription to the session), whichever
 * backend keeps the session. The local session's id is drawn from WebCrypto.
 */
export const sessionModule = featureModule({
  memory: (bind) => {
    bind(SessionState).toSelf().inSingletonScope();
    bind<SessionStore>(SESSION_STORE).toConstantValue(new MemorySessionStore());
    bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new MemoryReturnPathStore());
    bindDeliveryCheck(bind, new MemoryDeliveryPinStore());
    bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new MemoryScrollPositionStore());
  },
  local: (bind, { window, logger }) => {
    bind(SessionState).toSelf().inSingletonScope();
    bind<SessionStore>(SESSION_STORE).toConstantValue(new LocalSessionStore(window.localStorage, logger, window, new WebCryptoRandomSource()));
    bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new SessionReturnPathStore(window.sessionStorage));
    bindDeliveryCheck(bind, new SessionDeliveryPinStore(window.sessionStorage));
    bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new SessionScrollPositionStore(window.sessionStorage));
  },
  supabase: (bind, { window, session }) => {
    bind(SessionState).toSelf().inSingletonScope();
    // Supabase Auth's session, restored while connecting; the return path, scroll positions and
    // the delivery PIN stay in this tab.
    bind<SessionStore>(SESSION_STORE).toConstantValue(session);
    bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new SessionReturnPathStore(window.sessionStorage));
    bindDeliveryCheck(bind, new SessionDeliveryPinStore(window.sessionStorage));
    bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new SessionScrollPositionStore(window.sessionStorage));
  },
});
