import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redeemCode } from '@/features/wallet/redeem/queries';
import { ApiError } from '@/shared/api/api-error';
import { clearTestCookie, setTestCookie } from '../../test-cookies';

const server = mockRequests();

beforeEach(() => {
  setTestCookie('kb_csrf', 'test-token');
});
afterEach(() => clearTestCookie('kb_csrf'));

describe('redeemCode', () => {
  it('sends the code trimmed and lowercased with the captcha answer', async () => {
    server.use(
      http.post('/api/promo/redeemCode', () =>
        HttpResponse.json({
          ok: true,
          code: 'welcome',
          amount: 5,
          balanceType: 'usdt',
          balance: 5,
        }),
      ),
    );
    const requests = recordRequests(server);
    await expect(redeemCode({ code: '  WelCome ', recaptcha: 'c29sdmVk' })).resolves.toEqual({
      ok: true,
      code: 'welcome',
      amount: 5,
      balanceType: 'usdt',
      balance: 5,
    });
    const [sent] = await requests.sent();
    expect(sent?.url).toBe('/api/promo/redeemCode');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ code: 'welcome', recaptcha: 'c29sdmVk' });
  });

  it("rethrows the server's refusal, which names the code", async () => {
    server.use(
      http.post('/api/promo/redeemCode', () =>
        HttpResponse.json(
          {
            error: { code: 1006, message: 'You have already redeemed the promo code "welcome"' },
          },
          { status: 409 },
        ),
      ),
    );
    const failure = redeemCode({ code: 'WELCOME', recaptcha: 'x' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('You have already redeemed the promo code "welcome"');
  });
});
