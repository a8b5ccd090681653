import { useEffect, useState } from 'react';
import { useService } from '../app/container-context';
import { PRERENDERED_DATA, type PrerenderedData } from './prerendered-data';

/**
 * What the page's prerendered HTML showed for `key` (./prerendered-data.ts), in the render that
 * hydrates it; undefined otherwise. `load` is how the build gets it: the view model's own question.
 * Once the component is hydrated the answer is let go, and a later visit loads as usual.
 */
export function usePrerendered<T>(key: string, load: () => Promise<T>): T | undefined {
  const data = useService<PrerenderedData>(PRERENDERED_DATA);
  const [first] = useState(() => data.take(key, load));
  useEffect(() => data.forget(key), [data, key]);
  return first;
}
