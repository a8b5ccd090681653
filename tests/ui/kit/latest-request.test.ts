import { describe, expect, it } from 'vitest';
import { LatestRequest } from '../../../src/ui/kit/latest-request';
import { deferred } from '../../support/deferred';


describe('LatestRequest', () => {
  it('applies the answer of the latest load and drops an older one that arrives after it', async () => {
    const requests = new LatestRequest();
    const applied: string[] = [];
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = requests.run(() => older.promise, (answer) => applied.push(answer));
    const second = requests.run(() => newer.promise, (answer) => applied.push(answer));
    newer.resolve('shirts');
    await second;
    older.resolve('jeans');
    await first;
    expect(applied).toEqual(['shirts']);
  });

  it('hands a failure to `fail`, unless a newer load has started meanwhile', async () => {
    const requests = new LatestRequest();
    const failures: unknown[] = [];
    await requests.run(() => Promise.reject(new Error('storage unavailable')), () => undefined, (error) => failures.push(error));
    expect(failures).toEqual([new Error('storage unavailable')]);

    const stale = deferred<string>();
    const running = requests.run(() => stale.promise, () => undefined, (error) => failures.push(error));
    void requests.run(() => Promise.resolve('fresh'), () => undefined);
    stale.reject(new Error('too late'));
    await running;
    expect(failures).toHaveLength(1);
  });

  it('drops the answer still on its way after cancel', async () => {
    const requests = new LatestRequest();
    const applied: string[] = [];
    const answer = deferred<string>();
    const running = requests.run(() => answer.promise, (value) => applied.push(value));
    requests.cancel();
    answer.resolve('late');
    await running;
    expect(applied).toEqual([]);
  });

  it('catches a fetch that throws before returning a promise', async () => {
    const requests = new LatestRequest();
    let failed = false;
    await requests.run(
      () => {
        throw new Error('no repository');
      },
      () => undefined,
      () => (failed = true),
    );
    expect(failed).toBe(true);
  });
});
