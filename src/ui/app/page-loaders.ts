import type { ComponentType } from 'react';
import type { LazyPageName } from './route-manifest';

/** One loader per page, whose module exports the page by its name. */
export type PageLoaders<Names extends LazyPageName> = { [N in Names]: () => Promise<Record<N, ComponentType>> };
