import type { ServiceIdentifier } from 'inversify';
import { useEffect, useState } from 'react';
import { useContainer, type Lifecycle } from './container-context';

// Apart from ./container-context.tsx, which the first load carries: only the account pages and the
// admin area use this.
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
