import { useEffect, useState } from 'react';
import { useService } from '../app/container-context';
import { PRERENDERED_DATA, type PrerenderedData } from '../lib/prerendered-data';

/**
 * Seeds the page's view model, in the render that hydrates a prerendered page, with what its HTML
 * showed for `key` (./prerendered-data.ts). `load` is how the build gets it: the view model's own
 * question. Once the component is hydrated the answer is let go, and a later visit loads as usual.
 */
export function usePrerendered<T>(key: string, load: () => Promise<T>, seed: (answer: T) => void): void {
  const data = useService<PrerenderedData>(PRERENDERED_DATA);
  // Once, before the first render reads the view model.
  useState(() => {
    const first = data.take(key, load);
    if (first !== undefined) seed(first);
  });
  useEffect(() => data.forget(key), [data, key]);
}
