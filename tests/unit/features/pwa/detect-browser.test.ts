// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BROWSER_GUIDES, guidesFor } from '@/features/pwa/fix-notifications/browser-guides';
import { detectBrowser } from '@/features/pwa/fix-notifications/detect-browser';

/** Real user-agent strings of current releases. */
const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
};

describe('detectBrowser', () => {
  it.each([
    [UA.chromeWindows, 'chrome-desktop'],
    [UA.chromeAndroid, 'chrome-android'],
    [UA.edge, 'edge'],
    [UA.firefox, 'firefox'],
    [UA.safariMac, 'safari-mac'],
    [UA.iphone, 'safari-ios'],
    [UA.chromeIos, 'safari-ios'],
    [UA.samsung, 'samsung'],
    [UA.opera, 'opera'],
  ])('recognises %s', (ua, expected) => {
    expect(detectBrowser(ua)).toBe(expected);
  });

  it('treats an iPad that reports itself as a Mac as iOS', () => {
    expect(detectBrowser(UA.safariMac, 5)).toBe('safari-ios');
  });

  it('returns null for an unknown browser', () => {
    expect(detectBrowser('curl/8.5.0')).toBeNull();
  });
});

describe('guidesFor', () => {
  it('covers the eight browsers in a fixed order', () => {
    expect(BROWSER_GUIDES.map((g) => g.id)).toEqual([
      'chrome-desktop',
      'chrome-android',
      'edge',
      'firefox',
      'safari-mac',
      'safari-ios',
      'samsung',
      'opera',
    ]);
  });

  it("moves the player's browser to the top and keeps the rest in order", () => {
    const ids = guidesFor('firefox').map((g) => g.id);
    expect(ids[0]).toBe('firefox');
    expect(ids.slice(1)).toEqual(BROWSER_GUIDES.map((g) => g.id).filter((id) => id !== 'firefox'));
  });
});
