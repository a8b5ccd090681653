import { ContainerModule, type Bind } from 'inversify';
import type { StorageKind } from './app-config';
import type { Backend, BackendOf } from './backend';

/** For each backend, which adapter serves each port of one feature area. */
export type FeatureBindings = { readonly [K in StorageKind]: (bind: Bind, backend: BackendOf<K>) => void };

/**
 * A feature area's bindings as an inversify ContainerModule for the chosen backend: the composition
 * loads one per feature area (./feature-modules.ts).
 */
export function featureModule(bindings: FeatureBindings): (backend: Backend) => ContainerModule {
  return (backend) =>
    new ContainerModule(({ bind }) => {
      const bindFor = bindings[backend.kind] as (bind: Bind, backend: Backend) => void;
      bindFor(bind, backend);
    });
}
