/**
 * Which install flow a browser gets (part 2 §4 'Install flow'). `native` browsers fire
 * `beforeinstallprompt` and show their own prompt; Firefox (desktop and the newer Android
 * build), Opera and iOS get manual steps; anything else cannot install.
 */
export type InstallPlatform = 'native' | 'firefox' | 'firefox_new' | 'opera' | 'ios' | 'other';

export interface PlatformFacts {
  userAgent: string;
  maxTouchPoints: number;
  /** `'onbeforeinstallprompt' in window`: the browser has a native install prompt. */
  hasInstallPrompt: boolean;
}

export function detectInstallPlatform({
  userAgent: ua,
  maxTouchPoints,
  hasInstallPrompt,
}: PlatformFacts): InstallPlatform {
  // Every iOS browser is Safari underneath and installs only through Share → Add to Home Screen.
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return 'ios';
  // Opera's menus install differently from Chrome's even where it fires the event.
  if (/OPR\/|Opera|OPX\//.test(ua)) return 'opera';
  if (/Firefox\//.test(ua)) return /Android/.test(ua) ? 'firefox_new' : 'firefox';
  if (hasInstallPrompt) return 'native';
  return 'other';
}

export function currentInstallPlatform(): InstallPlatform {
  return detectInstallPlatform({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    hasInstallPrompt: 'onbeforeinstallprompt' in window,
  });
}

/** Running as the installed app: the install entry has nothing to offer. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
