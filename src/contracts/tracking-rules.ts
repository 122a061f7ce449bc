/**
 * Marketing tracking's timing and names (spec part 1 §4.9, §7; part 2 §3): the 60-minute window
 * after an account's creation, the affiliate record's 30 days and cookie, and the opt-out
 * parameter. Apart from the schemas (./tracking.ts), which only the capture and hand-over load:
 * the app checks these on every start.
 */

/** Referral and tracking posts are accepted only this long after the account was created. */
export const TRACKING_WINDOW_MS = 60 * 60_000;
/** The affiliate record (cxd, cxAffId) lives this long, locally and as the cookie. */
export const AFFILIATE_RECORD_DAYS = 30;
export const AFFILIATE_RECORD_TTL_MS = AFFILIATE_RECORD_DAYS * 24 * 60 * 60_000;
export const AFFILIATE_COOKIE = 'cellxpert';
/**
 * `?cxClear=true` (or a bare `?cxClear`) forgets the stored affiliate record and its cookie,
 * e.g. from an affiliate network's opt-out link. New cxd/cxAffId in the same address are then
 * stored afresh.
 */
export const AFFILIATE_CLEAR_PARAM = 'cxClear';

/** True while an account created at `createdAt` may still receive referral and tracking data. */
export function withinTrackingWindow(createdAt: Date | string, now = Date.now()): boolean {
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  return Number.isFinite(created) && now - created <= TRACKING_WINDOW_MS;
}
