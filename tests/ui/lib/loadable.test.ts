import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { Loadable } from '../../../src/ui/lib/loadable';
import { deferred } from '../../support/deferred';

describe('Loadable', () => {
  it("starts 'loading', then shows the answer as 'ready'", async () => {
    const shelf = new Loadable<string>();
    expect(shelf.status).toBe('loading');
    expect(shelf.value).toBeUndefined();
    await shelf.load(async () => 'shirts');
    expect(shelf.status).toBe('ready');
    expect(shelf.value).toBe('shirts');
    expect(shelf.pending).toBe(false);
  });

  it('keeps the latest answer: an older one that arrives after it is dropped', async () => {
    const shelf = new Loadable<string>();
    const applied: string[] = [];
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = shelf.load(() => older.promise, { apply: (answer) => applied.push(answer) });
    const second = shelf.load(() => newer.promise, { apply: (answer) => applied.push(answer) });
    newer.resolve('shirts');
    await second;
    older.resolve('jeans');
    await first;
    expect(shelf.value).toBe('shirts');
    expect(applied).toEqual(['shirts']);
  });

  it('drops an older answer that arrives first, and waits for the latest', async () => {
    const shelf = new Loadable<string>();
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = shelf.load(() => older.promise);
    const second = shelf.load(() => newer.promise);
    older.resolve('jeans');
    await first;
    expect(shelf.value).toBeUndefined();
    expect(shelf.status).toBe('loading');
    expect(shelf.pending).toBe(true);
    newer.resolve('shirts');
    await second;
    expect(shelf.value).toBe('shirts');
  });

  it('drops the answer still on its way after cancel, and keeps what is shown', async () => {
    const shelf = new Loadable<string>();
    await shelf.load(async () => 'shirts');
    const answer = deferred<string>();
    const running = shelf.load(() => answer.promise);
    shelf.cancel();
    expect(shelf.pending).toBe(false);
    answer.resolve('late');
    await running;
    expect(shelf.value).toBe('shirts');
    expect(shelf.status).toBe('ready');
  });

  it("says 'error' when the fetch fails (or throws before answering a promise), keeping the value last shown", async () => {
    const shelf = new Loadable<string>();
    await shelf.load(async () => 'shirts');
    const failure = new Error('storage unavailable');
    await shelf.load(() => Promise.reject(failure));
    expect(shelf.status).toBe('error');
    expect(shelf.error).toBe(failure);
    expect(shelf.value).toBe('shirts');

    const thrown = new Loadable<string>();
    await thrown.load(() => {
      throw new Error('no repository');
    });
    expect(thrown.status).toBe('error');
  });

  it('drops a failure when a newer load has started meanwhile', async () => {
    const shelf = new Loadable<string>();
    const stale = deferred<string>();
    const running = shelf.load(() => stale.promise);
    await shelf.load(async () => 'fresh');
    stale.reject(new Error('too late'));
    await running;
    expect(shelf.status).toBe('ready');
    expect(shelf.error).toBeUndefined();
  });

  it("keeps what is shown while the next answer loads, unless the load is fresh", async () => {
    const shelf = new Loadable<string>();
    await shelf.load(async () => 'shirts');
    const next = deferred<string>();
    const sorting = shelf.load(() => next.promise);
    expect(shelf.status).toBe('ready');
    expect(shelf.pending).toBe(true);
    next.resolve('shirts, sorted');
    await sorting;

    const other = deferred<string>();
    const switching = shelf.load(() => other.promise, { fresh: true });
    expect(shelf.status).toBe('loading');
    other.resolve('jeans');
    await switching;
    expect(shelf.value).toBe('jeans');
  });

  it("applies the answer in one action: observers see the value, the status and the view model's own fields change together", async () => {
    const shelf = new Loadable<string>();
    const page = observable({ title: '' });
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${shelf.status} ${shelf.value ?? '-'} '${page.title}'`));
    await shelf.load(async () => 'shirts', {
      apply: (answer) => {
        page.title = answer.toUpperCase();
      },
    });
    stop();
    expect(seen).toEqual(["loading - ''", "ready shirts 'SHIRTS'"]);
  });

  it('clear: nothing shown, and an answer on its way is dropped', async () => {
    const shelf = new Loadable<string>();
    await shelf.load(async () => 'shirts');
    const answer = deferred<string>();
    const running = shelf.load(() => answer.promise);
    runInAction(() => shelf.clear());
    answer.resolve('late');
    await running;
    expect(shelf.value).toBeUndefined();
    expect(shelf.status).toBe('loading');
  });
});
