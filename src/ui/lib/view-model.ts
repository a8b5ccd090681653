import { isObservable, makeAutoObservable, type AnnotationsMap, type CreateObservableOptions } from 'mobx';

/**
 * Makes a view model auto-observable, as makeAutoObservable does (fields observable, getters
 * computed, methods actions bound to it), but leaves as plain references, without naming them:
 *
 * - each field that holds one of the objects or functions the constructor was `given` (pass its
 *   `arguments`): the injected services, ports and other view models. Which fields those are is
 *   told by identity, not by the value's shape: a port may be a class instance, a plain object or
 *   a Proxy over `{}` (the composition's lazily loaded adapters), and a shape rule would turn the
 *   last two into observable copies;
 * - each field that holds something observable in itself: a part such as a Loadable or a
 *   TablePager, whose own observables a getter reading through it tracks.
 *
 * The fields so left are made read-only, so that none is ever swapped unseen (an assignment
 * throws). `overrides` annotate the rest as makeAutoObservable's do (a counter kept unobserved:
 * `{ latest: false }`, a function field that is reassigned); `options` default to
 * `{ autoBind: true }`. A parameter left to its default value is not among the `arguments`: a
 * constructor with one names it in `overrides`.
 */
export function makeViewModel<T extends object, AdditionalKeys extends PropertyKey = never>(
  target: T,
  given: ArrayLike<unknown>,
  overrides: AnnotationsMap<T, NoInfer<AdditionalKeys>> = {} as AnnotationsMap<T, NoInfer<AdditionalKeys>>,
  options: CreateObservableOptions = {},
): T {
  const injected = new Set<unknown>(Array.from(given).filter((value) => (typeof value === 'object' && value !== null) || typeof value === 'function'));
  const plain = Object.keys(target).filter((key) => {
    if (Object.hasOwn(overrides, key)) return false;
    const value: unknown = (target as Record<string, unknown>)[key];
    return injected.has(value) || isObservable(value);
  });
  const annotations = { ...overrides } as Record<string, false>;
  for (const key of plain) annotations[key] = false;
  makeAutoObservable(target, annotations as AnnotationsMap<T, NoInfer<AdditionalKeys>>, { autoBind: true, ...options });
  for (const key of plain) Object.defineProperty(target, key, { writable: false });
  return target;
}
