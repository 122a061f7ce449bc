/** Which chrome a path shows (spec part 2 §2): Kadi tables hide footer and promo; /jp hides the bets feed. */
export function isKadiTablePath(pathname: string): boolean {
  return /^\/kadi\/(game|join)\/[^/]+\/?$/.test(pathname);
}

export function isJpPath(pathname: string): boolean {
  return pathname === '/jp' || pathname.startsWith('/jp/');
}
