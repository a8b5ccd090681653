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

/**
 * A view model whose services load their code on first use (the account pages: their adapters are
 * bound lazily, so the container answers them through `getAsync`). Undefined until it is ready;
 * `start` and `dispose`, when it has them, as useViewModel's. A failure to load reaches the route's error screen.
 */
export function useAsyncViewModel<T extends object>(id: ServiceIdentifier<T>): T | undefined {
  const container = useContainer();
  const [vm, setVm] = useState<T>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    let current = true;
    container.getAsync<T>(id).then(
      (resolved) => current && setVm(() => resolved),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [container, id]);
  useEffect(() => {
    const lifecycle: Lifecycle | undefined = vm;
    lifecycle?.start?.();
    return () => lifecycle?.dispose?.();
  }, [vm]);
  if (failure) throw failure.error;
  return vm;
}
