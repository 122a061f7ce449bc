import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redeemCode } from '@/features/wallet/redeem/promo-api';
import { ApiError } from '@/shared/api/api-error';
import { clearTestCookie, setTestCookie } from '../../test-cookies';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  setTestCookie('kb_csrf', 'test-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearTestCookie('kb_csrf');
});

describe('redeemCode', () => {
  it('sends the code trimmed and lowercased with the captcha answer', async () => {
    const fetch = vi.fn(async () =>
      json({ ok: true, code: 'welcome', amount: 5, balanceType: 'usdt', balance: 5 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(redeemCode({ code: '  WelCome ', recaptcha: 'c29sdmVk' })).resolves.toEqual({
      ok: true,
      code: 'welcome',
      amount: 5,
      balanceType: 'usdt',
      balance: 5,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/promo/redeemCode');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'welcome', recaptcha: 'c29sdmVk' });
  });

  it("rethrows the server's refusal, which names the code", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            error: { code: 1006, message: 'You have already redeemed the promo code "welcome"' },
          },
          409,
        ),
      ),
    );
    const failure = redeemCode({ code: 'WELCOME', recaptcha: 'x' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('You have already redeemed the promo code "welcome"');
  });
});
