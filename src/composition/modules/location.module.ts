import type { Bind } from 'inversify';
import { GEOLOCATION, type Geolocation } from '../../application/ports/geolocation';
import { LOCATION_STORE, type LocationStore } from '../../application/ports/location-store';
import type { Backend } from '../backend';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';

const code = () => import('./floating-widgets.adapters');

// The shopper's location stays in this browser, whatever keeps the catalogue.
const bindInBrowser = (bind: Bind, { window, logger }: Backend) => {
  bind<LocationStore>(LOCATION_STORE).toConstantValue(deferred(async () => new (await code()).LocalLocationStore(window.localStorage, logger)));
  bind<Geolocation>(GEOLOCATION).toConstantValue(deferred(async () => new (await code()).BrowserGeolocation(window.navigator)));
};

/** The location prompt: where the shopper said they are, and the browser's geolocation. */
export const locationModule = featureModule({
  memory: (bind, { window }) => {
    bind<LocationStore>(LOCATION_STORE).toConstantValue(deferred(async () => new (await code()).MemoryLocationStore()));
    bind<Geolocation>(GEOLOCATION).toConstantValue(deferred(async () => new (await code()).BrowserGeolocation(window.navigator)));
  },
  local: bindInBrowser,
  supabase: bindInBrowser,
});
