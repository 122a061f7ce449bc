/** Start-up step, loaded only when there is something to do: address → records → cookie. */
import { captureTracking, type TrackingRecords } from './capture';
import { syncAffiliateCookie } from './cookie';
import { readTrackingParams } from './url-params';

export function captureAddress(search: string, stored: TrackingRecords): TrackingRecords {
  const now = Date.now();
  const next = captureTracking(stored, readTrackingParams(search), now);
  syncAffiliateCookie(next.affiliate, now);
  return next;
}
