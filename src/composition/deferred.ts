/** The methods of a port that answer only with promises: those a deferred adapter can serve. */
type AsyncPort<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * The composition's one way to keep an adapter's code out of the first load: the port is bound at
 * once to this stand-in, and the adapter's code is fetched at its first call, then kept. Every method
 * of such a port answers a promise, so nobody can tell the adapter was not there yet, and the use
 * cases and view models that inject it resolve synchronously like any other.
 */
export function deferred<T extends AsyncPort<T>>(load: () => Promise<NoInfer<T>>): T {
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
