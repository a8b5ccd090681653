import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container itself, for code that loads its services later (a dynamic import). */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing above this component.');
  return container;
}

/** A service (use case or port) from the container. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [service] = useState(() => container.get<T>(id));
  return service;
}

/** What a view model may do when its component mounts and unmounts (timers, subscriptions). */
export interface Lifecycle {
  start?(): void;
  dispose?(): void;
}

/**
 * A view model resolved once per mounted component. `start` runs on mount and `dispose` on
 * unmount, as a pair, so StrictMode's double mount leaves no timer behind.
 */
export function useViewModel<T extends Lifecycle>(id: ServiceIdentifier<T>): T {
  const vm = useService(id);
  useEffect(() => {
    vm.start?.();
    return () => vm.dispose?.();
  }, [vm]);
  return vm;
}
