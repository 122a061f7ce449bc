/**
 * Cookies the client code reads from document.cookie (the CSRF token, the session hint), set
 * for component and API-call tests. jsdom has no Cookie Store API, hence the direct writes.
 */
export function setTestCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie.
  document.cookie = `${name}=${value}`;
}

export function clearTestCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie.
  document.cookie = `${name}=; max-age=0`;
}
