import type { AccountHolder } from '../../domain/sign-in/account';
import type { AssuranceLevel } from '../../domain/session/assurance';

export type { AssuranceLevel };

/** Kept for the pages that only read who is logged in. */
export type CurrentUser = AccountHolder;

/** A session the login made, as its backend vouches for it: who, and what the login established. */
export interface VerifiedSession {
  readonly user: CurrentUser;
  readonly assurance: AssuranceLevel;
}

/**
 * Who is logged in on this browser (`isLoggedIn`, `currentUser`). Reads are synchronous, so the
 * header can show the name in its first paint; a store whose truth lives elsewhere (Supabase Auth's
 * session) keeps a copy and calls the listeners when it changes. A change made in another tab
 * reaches `subscribe`'s listeners too.
 */
export interface SessionStore {
  isLoggedIn(): boolean;
  currentUser(): CurrentUser | undefined;
  /**
   * Starts `user`'s session, with what the login established (the password alone when not said).
   * Throws when the session could not be kept: nobody may be told they are logged in then.
   */
  logIn(user: CurrentUser, assurance?: AssuranceLevel): void;
  /** Ends the session; throws when it could not be ended (the session is then still there). */
  logOut(): void;
  /**
   * The session checked against what the login recorded, for whatever grants authority (the admin
   * area and its use cases): the local backend compares the session's random id with the one its
   * account records; Supabase asks Auth for its user and assurance level. Undefined when nobody is
   * logged in, or when the session is not one a login made (keys written by hand, an id its account
   * does not hold). `currentUser()` is what the pages show; this decides. Throws when the session
   * cannot be checked (a backend out of reach): never taken for a session.
   */
  verify(): Promise<VerifiedSession | undefined>;
  /** Calls `listener` after every change, from this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const SESSION_STORE = Symbol('SessionStore');
