/**
 * Which browser's notification settings to show first. Order matters: Edge, Opera and Samsung
 * Internet also say "Chrome" in their user agent, and every iOS browser is Safari underneath.
 */

export type BrowserId =
  | 'chrome-desktop'
  | 'chrome-android'
  | 'edge'
  | 'firefox'
  | 'safari-mac'
  | 'safari-ios'
  | 'samsung'
  | 'opera';

/** `maxTouchPoints` tells an iPad (which reports itself as a Mac) from a real Mac. */
export function detectBrowser(userAgent: string, maxTouchPoints = 0): BrowserId | null {
  const ua = userAgent;
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) {
    return 'safari-ios';
  }
  if (/SamsungBrowser\//.test(ua)) return 'samsung';
  if (/OPR\/|Opera|OPX\//.test(ua)) return 'opera';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return /Android/.test(ua) ? 'chrome-android' : 'chrome-desktop';
  if (/Safari\//.test(ua) && /Macintosh/.test(ua)) return 'safari-mac';
  return null;
}

export function detectCurrentBrowser(): BrowserId | null {
  if (typeof navigator === 'undefined') return null;
  return detectBrowser(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
