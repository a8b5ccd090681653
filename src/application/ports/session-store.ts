export interface CurrentUser {
  phone: string;
  name: string;
}

/** Who is logged in on this browser (`isLoggedIn`, `currentUser`). */
export interface SessionStore {
  isLoggedIn(): boolean;
  currentUser(): CurrentUser | undefined;
}

export const SESSION_STORE = Symbol('SessionStore');
