import { autorun, isAction, isComputedProp, isObservableProp, makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { makeViewModel } from '../../../src/ui/lib/view-model';

class Greeter {
  greet(name: string): string {
    return `Hello ${name}`;
  }
}

/** An observable part of a view model, as a Loadable is. */
class Counter {
  count = 0;
  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }
  add(): void {
    this.count += 1;
  }
}

class GreetingViewModel {
  name = 'Asha';
  page = 1;
  latest = 0;
  readonly counter = new Counter();
  readonly tags: string[] = [];

  constructor(
    readonly greeter: Greeter,
    readonly settings: { readonly loud: boolean },
    readonly port: { read(): string },
    readonly firstPage: number,
  ) {
    // eslint-disable-next-line prefer-rest-params -- the test stands for a view model, whose constructor hands its arguments on
    makeViewModel<this>(this, arguments, { latest: false });
  }

  get greeting(): string {
    const text = this.greeter.greet(this.name);
    return this.settings.loud ? text.toUpperCase() : text;
  }

  get described(): string {
    return `${this.greeting} (${this.counter.count})`;
  }

  rename(name: string): void {
    this.name = name;
  }
}

/** A Proxy over {}, as the composition's `deferred` makes for a port whose adapter loads later. */
function lazyPort(): { read(): string } {
  return new Proxy({} as { read(): string }, { get: (_target, key) => (key === 'read' ? () => 'from the adapter' : undefined) });
}

const make = () => new GreetingViewModel(new Greeter(), { loud: false }, lazyPort(), 1);

describe('makeViewModel', () => {
  it('makes the state observable, the getters computed and the methods bound actions', () => {
    const vm = make();
    expect(isObservableProp(vm, 'name')).toBe(true);
    expect(isComputedProp(vm, 'greeting')).toBe(true);
    expect(isAction(vm.rename)).toBe(true);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(vm.greeting));
    const { rename } = vm;
    rename('Ravi');
    stop();
    expect(seen).toEqual(['Hello Asha', 'Hello Ravi']);
  });

  it('leaves what the constructor was given as it was given: a class instance, a plain object, a Proxy', () => {
    const greeter = new Greeter();
    const settings = { loud: true };
    const port = lazyPort();
    const vm = new GreetingViewModel(greeter, settings, port, 1);
    for (const key of ['greeter', 'settings', 'port'] as const) expect(isObservableProp(vm, key)).toBe(false);
    expect(vm.greeter).toBe(greeter);
    expect(vm.settings).toBe(settings);
    expect(vm.port).toBe(port);
    // The Proxy still answers: an observable copy of it would hold none of its methods.
    expect(vm.port.read()).toBe('from the adapter');
    expect(vm.greeting).toBe('HELLO ASHA');
  });

  it('tells a given value by identity: a number equal to one given is still state', () => {
    const vm = make();
    expect(vm.firstPage).toBe(1);
    expect(isObservableProp(vm, 'page')).toBe(true);
    expect(isObservableProp(vm, 'firstPage')).toBe(true);
  });

  it('leaves an observable part as a plain reference, and a getter reading through it follows it', () => {
    const vm = make();
    expect(isObservableProp(vm, 'counter')).toBe(false);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(vm.described));
    vm.counter.add();
    stop();
    expect(seen).toEqual(['Hello Asha (0)', 'Hello Asha (1)']);
  });

  it('makes the fields it leaves read-only, so that none is swapped unseen', () => {
    const vm = make() as { -readonly [K in keyof GreetingViewModel]: GreetingViewModel[K] };
    expect(() => (vm.greeter = new Greeter())).toThrow(TypeError);
    expect(() => (vm.counter = new Counter())).toThrow(TypeError);
  });

  it('applies the overrides, and makeAutoObservable’s rules to everything else', () => {
    const vm = make();
    expect(isObservableProp(vm, 'latest')).toBe(false);
    vm.latest = 3;
    expect(vm.latest).toBe(3);
    expect(isObservableProp(vm, 'tags')).toBe(true);
  });
});
