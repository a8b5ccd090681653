import { isAuthApiError, isAuthSessionMissingError } from '@supabase/supabase-js';

/**
 * A sign-out that Supabase Auth refused because the session had already ended: 404 (the user is
 * gone), 401 (an expired or unverifiable token) or 403 (session_not_found, which supabase-js
 * reports as a missing session). The session is over either way.
 */
export function isEndedSession(error: unknown): boolean {
  return isAuthSessionMissingError(error) || (isAuthApiError(error) && [401, 403, 404].includes(error.status));
}

/** The error code Supabase Auth answered with (`invalid_credentials`, `user_already_exists`, ...). */
export function authErrorCode(error: unknown): string | undefined {
  return isAuthApiError(error) ? error.code : undefined;
}
