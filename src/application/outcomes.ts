import type { Logger } from './ports/logger';

/**
 * What any use case may answer beside its own outcomes. Each word means one thing in every use case,
 * and a view model says each the same way:
 * - login-required: nobody is signed in (the screen offers the login); nothing was read or changed.
 * - admin-only: someone is, but not the admin the backend vouches for; nothing was read or changed.
 * - unavailable: what was asked could not be read (storage or the network refused); nothing changed.
 * - not-saved: a change could not be written; nothing changed. `reason` is the store's own words, when it gave any.
 * A refusal of the shopper's input is 'invalid' with its field errors, or a use case's own word.
 */
export type LoginRequired = { readonly kind: 'login-required' };
export type AdminOnly = { readonly kind: 'admin-only' };
export type Unavailable = { readonly kind: 'unavailable' };
export type NotSaved = { readonly kind: 'not-saved'; readonly reason?: string };

export const LOGIN_REQUIRED: LoginRequired = { kind: 'login-required' };
export const ADMIN_ONLY: AdminOnly = { kind: 'admin-only' };
export const UNAVAILABLE: Unavailable = { kind: 'unavailable' };
export const NOT_SAVED: NotSaved = { kind: 'not-saved' };

/**
 * `read`'s answer, or 'unavailable' when it throws (`failure` and the error go to the log): what
 * could not be read is never taken for nothing stored.
 */
export async function readOrUnavailable<T>(logger: Logger, failure: string, read: () => Promise<T>): Promise<T | Unavailable> {
  try {
    return await read();
  } catch (error) {
    logger.warn(failure, error);
    return UNAVAILABLE;
  }
}
