/**
 * The `cellxpert` cookie mirrors the affiliate record for the affiliate network's own scripts
 * and for the server: same values, same expiry, readable by the page (not httpOnly), sent
 * only first-party (SameSite=Lax) and only over HTTPS when the page is.
 */
import { AFFILIATE_COOKIE } from '@/contracts/tracking';
import type { AffiliateRecord } from './records';

export function affiliateCookie(
  record: AffiliateRecord | null,
  now: number,
  secure: boolean,
): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const seconds = record ? Math.floor((record.expiresAt - now) / 1000) : 0;
  if (!record || seconds <= 0) return `${AFFILIATE_COOKIE}=; Max-Age=0${attributes}`;
  const value = encodeURIComponent(JSON.stringify({ cxd: record.cxd, cxAffId: record.cxAffId }));
  return `${AFFILIATE_COOKIE}=${value}; Max-Age=${seconds}${attributes}`;
}

/** Writes (or clears) the cookie so it always matches the stored record. */
export function syncAffiliateCookie(record: AffiliateRecord | null, now = Date.now()): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write at start-up; the Cookie Store API is not in every browser we support, and affiliateCookie escapes the value.
  document.cookie = affiliateCookie(record, now, window.location.protocol === 'https:');
}
