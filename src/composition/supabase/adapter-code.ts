/**
 * The Supabase backend's adapters, one chunk that the connection fetches while it checks the
 * project (./connect.ts): the feature modules bind them with deferred(), so that the local store's
 * first load carries none of their code.
 */
export const supabaseAdapters = () => import('./supabase-adapters');
