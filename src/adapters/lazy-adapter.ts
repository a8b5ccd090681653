/** The methods of a port that answer only with promises: those a lazily loaded adapter can serve. */
type AsyncPort<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * A port whose adapter's code is fetched at its first call, and kept: the admin's ports (activity
 * log, migration) are bound by the composition root, which the storefront's first load carries,
 * while their adapters and validation schemas load with the admin area that uses them. Every
 * method of such a port answers a promise, so nobody can tell the adapter was not there yet.
 */
export function lazyAdapter<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  const loaded = () => {
    adapter ??= load().catch((error: unknown) => {
      // Offline or a stale deploy: try again at the next call.
      adapter = undefined;
      throw error;
    });
    return adapter;
  };
  return new Proxy({} as T, {
    get: (_target, method) => {
      // Not a thenable (a container or an `await` would take it for a promise), nor a symbol's hook.
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return (...args: unknown[]) =>
        loaded().then((instance) => (instance[method as keyof T] as (...a: unknown[]) => Promise<unknown>).apply(instance, args));
    },
  });
}
