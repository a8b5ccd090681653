import type { Bind } from 'inversify';
import { DELIVERY_CHECKING, type DeliveryChecking } from '../../application/delivery/delivery-checking';
import { DELIVERY_PIN_STORE, type DeliveryPinStore } from '../../application/ports/delivery-pin-store';
import { SessionDeliveryPinStore } from '../../adapters/local/session-delivery-pin-store';
import { MemoryDeliveryPinStore } from '../../adapters/memory/memory-delivery-pin-store';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';

/**
 * Its rules (PIN circles, delivery estimates) load at the first check; the PIN the tab remembers is
 * read without them.
 */
function bindDeliveryCheck(bind: Bind, pins: DeliveryPinStore): void {
  bind<DeliveryPinStore>(DELIVERY_PIN_STORE).toConstantValue(pins);
  bind<DeliveryChecking>(DELIVERY_CHECKING)
    .toDynamicValue((context) =>
      deferred<DeliveryChecking>(async () => context.get<DeliveryChecking>((await import('../../application/delivery/delivery-check-service')).DeliveryCheckService)),
    )
    .inSingletonScope();
}

/** The product page's delivery check, and the PIN it last checked, kept in this tab on every backend but memory. */
export const deliveryCheckModule = featureModule({
  memory: (bind) => bindDeliveryCheck(bind, new MemoryDeliveryPinStore()),
  local: (bind, { window }) => bindDeliveryCheck(bind, new SessionDeliveryPinStore(window.sessionStorage)),
  supabase: (bind, { window }) => bindDeliveryCheck(bind, new SessionDeliveryPinStore(window.sessionStorage)),
});
