/**
 * A readable (not httpOnly) cookie the server sets beside the httpOnly session cookie and
 * clears with it. It carries no secret, only "a session may exist", so a visitor's app skips
 * GET /account/get instead of logging a 401 on every first visit.
 */
export const SESSION_HINT_COOKIE = 'kb_session';

export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
