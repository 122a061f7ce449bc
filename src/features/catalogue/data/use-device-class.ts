/**
 * The device class of this browser (mobile or desktop) for list filtering and the random game.
 * Read once per page load: a window resize does not turn a desktop into a phone.
 */

import { deviceClassOf } from '@/catalogue';
import type { Device } from '@/contracts/catalogue';

interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean };
}

let cached: Device | undefined;

export function currentDeviceClass(): Device {
  if (cached) return cached;
  const nav = navigator as NavigatorWithHints;
  cached = deviceClassOf({
    userAgent: nav.userAgent,
    mobileHint: nav.userAgentData?.mobile,
    viewportWidth: window.innerWidth,
    coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false,
  });
  return cached;
}

export function useDeviceClass(): Device {
  return currentDeviceClass();
}
