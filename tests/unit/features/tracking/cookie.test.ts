import { afterEach, describe, expect, it } from 'vitest';
import { affiliateCookie, syncAffiliateCookie } from '@/features/tracking/cookie';

const NOW = Date.UTC(2025, 0, 1);
const DAY = 24 * 60 * 60_000;

describe('the cellxpert cookie', () => {
  afterEach(() => syncAffiliateCookie(null));

  it('carries the record with its remaining lifetime, first-party only', () => {
    const cookie = affiliateCookie(
      { cxd: 'c 1', cxAffId: '7', expiresAt: NOW + 30 * DAY },
      NOW,
      false,
    );
    expect(cookie).toBe(
      `cellxpert=${encodeURIComponent('{"cxd":"c 1","cxAffId":"7"}')}; Max-Age=2592000; Path=/; SameSite=Lax`,
    );
  });

  it('is Secure on https and expires when there is no live record', () => {
    expect(affiliateCookie({ cxd: 'c', expiresAt: NOW + DAY }, NOW, true)).toMatch(/; Secure$/);
    expect(affiliateCookie(null, NOW, false)).toBe('cellxpert=; Max-Age=0; Path=/; SameSite=Lax');
    expect(affiliateCookie({ cxd: 'c', expiresAt: NOW - 1 }, NOW, false)).toMatch(/Max-Age=0/);
  });

  it('is written to and removed from the document', () => {
    syncAffiliateCookie({ cxAffId: '42', expiresAt: Date.now() + DAY });
    expect(document.cookie).toContain(`cellxpert=${encodeURIComponent('{"cxAffId":"42"}')}`);
    syncAffiliateCookie(null);
    expect(document.cookie).not.toContain('cellxpert=');
  });
});
