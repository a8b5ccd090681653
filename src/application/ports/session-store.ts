import type { AccountHolder } from '../../domain/accounts/account';

/** Kept for the pages that only read who is logged in. */
export type CurrentUser = AccountHolder;

/**
 * Who is logged in on this browser (`isLoggedIn`, `currentUser`). Reads are synchronous, so the
 * header can show the name in its first paint; a store whose truth lives elsewhere (Supabase Auth's
 * session) keeps a copy and calls the listeners when it changes. A change made in another tab
 * reaches `subscribe`'s listeners too.
 */
export interface SessionStore {
  isLoggedIn(): boolean;
  currentUser(): CurrentUser | undefined;
  logIn(user: CurrentUser): void;
  logOut(): void;
  /** Calls `listener` after every change, from this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const SESSION_STORE = Symbol('SessionStore');
