/**
 * The device class a list filters by (spec part 1 §5 'its devices include the current device
 * class'): mobile for phones and tablets by their user agent (or the client hint), and for a
 * narrow touch-only screen; desktop otherwise.
 */
import type { Device } from '@/contracts/catalogue';

export interface DeviceSignals {
  userAgent: string;
  /** navigator.userAgentData.mobile where the browser offers it. */
  mobileHint?: boolean;
  viewportWidth: number;
  coarsePointer: boolean;
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|Silk|Kindle/i;
export const MOBILE_MAX_WIDTH = 768;

export function deviceClassOf(signals: DeviceSignals): Device {
  if (signals.mobileHint === true) return 'mobile';
  if (MOBILE_AGENT.test(signals.userAgent)) return 'mobile';
  if (signals.coarsePointer && signals.viewportWidth < MOBILE_MAX_WIDTH) return 'mobile';
  return 'desktop';
}
