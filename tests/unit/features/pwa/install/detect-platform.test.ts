import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentInstallPlatform,
  detectInstallPlatform,
  type InstallPlatform,
  isStandalone,
} from '@/features/pwa/install/detect-platform';

/** Real user-agent strings of current releases. */
const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  // iPadOS asks for desktop sites: it says Macintosh, and only its touch points give it away.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  operaDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/86.0.4363.66012',
  firefoxDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
};

describe('detectInstallPlatform', () => {
  it.each<[string, string, number, boolean, InstallPlatform]>([
    ['iPhone Safari', UA.iphoneSafari, 5, false, 'ios'],
    ['iPad (desktop mode)', UA.macSafari, 5, false, 'ios'],
    ['iOS Chrome', UA.iosChrome, 5, false, 'ios'],
    ['iOS Firefox', UA.iosFirefox, 5, false, 'ios'],
    ['Opera desktop', UA.operaDesktop, 0, true, 'opera'],
    ['Opera desktop without the event', UA.operaDesktop, 0, false, 'opera'],
    ['Opera Android', UA.operaAndroid, 5, true, 'opera'],
    ['Firefox desktop', UA.firefoxDesktop, 0, false, 'firefox'],
    ['Firefox Android', UA.firefoxAndroid, 5, false, 'firefox_new'],
    ['Chrome desktop', UA.chromeWindows, 0, true, 'native'],
    ['Chrome Android', UA.chromeAndroid, 5, true, 'native'],
    ['Edge', UA.edge, 0, true, 'native'],
    ['Samsung Internet', UA.samsung, 5, true, 'native'],
    ['desktop Safari', UA.macSafari, 0, false, 'other'],
    ['Chrome where the prompt is unavailable', UA.chromeWindows, 0, false, 'other'],
  ])('%s → %s', (_name, userAgent, maxTouchPoints, hasInstallPrompt, expected) => {
    expect(detectInstallPlatform({ userAgent, maxTouchPoints, hasInstallPrompt })).toBe(expected);
  });
});

describe('currentInstallPlatform', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userAgent');
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
    Reflect.deleteProperty(window, 'onbeforeinstallprompt');
  });

  it("reads this browser's facts", () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: UA.chromeAndroid });
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 5 });
    expect(currentInstallPlatform()).toBe('other');
    Object.defineProperty(window, 'onbeforeinstallprompt', { configurable: true, value: null });
    expect(currentInstallPlatform()).toBe('native');
  });

  it('spots an iPad by its touch points', () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: UA.macSafari });
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 5 });
    expect(currentInstallPlatform()).toBe('ios');
  });
});

describe('isStandalone', () => {
  const displayMode = (standalone: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: standalone && query === '(display-mode: standalone)',
          media: query,
        }) as MediaQueryList,
    );

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'standalone');
  });

  it('is false in a browser tab', () => {
    displayMode(false);
    expect(isStandalone()).toBe(false);
  });

  it('is true in the installed app (display-mode: standalone)', () => {
    const matchMedia = displayMode(true);
    expect(isStandalone()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
  });

  it("is true on iOS's home-screen app (navigator.standalone)", () => {
    displayMode(false);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    expect(isStandalone()).toBe(true);
  });

  it('is false when navigator.standalone is false', () => {
    displayMode(false);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: false });
    expect(isStandalone()).toBe(false);
  });
});
