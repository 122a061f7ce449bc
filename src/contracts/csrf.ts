/**
 * CSRF protection of every state-changing /api request (double-submit): the server sets a
 * random token in a readable cookie, the client echoes it in a header, and the server also
 * checks that a browser's Origin is the site's own. A cross-site page can neither read the
 * cookie nor set the header without a CORS preflight the server never grants.
 */
export const CSRF_COOKIE = 'kb_csrf';
/** Behind TLS the cookie takes the `__Host-` prefix, so no subdomain can plant one. */
export const CSRF_COOKIE_SECURE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'x-csrf-token';
/** GET here to receive the cookie when the browser has none yet. */
export const CSRF_PATH = '/api/csrf';

/** The token the server set, whichever of the two names it used. */
export function readCsrfToken(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (name === CSRF_COOKIE || name === CSRF_COOKIE_SECURE) return part.slice(at + 1).trim();
  }
  return null;
}
