import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TRACKING_WINDOW_MS, withinTrackingWindow } from '@/contracts/tracking';
import { reportCalls, reportTracking } from '@/features/tracking/report';

const FAR = Date.now() + 1_000_000;

const server = mockRequests();

function fakeServer() {
  const sent: Array<{ url: string; body: unknown }> = [];
  answerEvery(server, ({ url, method, body }) => {
    // The posts are the reports; a GET is the client fetching its CSRF token first.
    if (method === 'POST') sent.push({ url, body });
    return HttpResponse.json({ ok: true, stored: true });
  });
  return sent;
}

describe('reportTracking', () => {
  it('posts each kind of captured data once to its call', async () => {
    const sent = fakeServer();
    await reportTracking({
      affiliate: { cxd: 'c1', cxAffId: '7', expiresAt: FAR },
      pending: {
        ref: 'alice',
        postback: { transactionId: 't', transactionSource: 's' },
        utm: { utm_campaign: 'spring' },
        expiresAt: FAR,
      },
    });
    expect(sent.map((s) => s.url).sort()).toEqual([
      '/api/account/setPostback',
      '/api/crm/ref',
      '/api/crm/setUTMVariables',
    ]);
    expect(sent.find((s) => s.url === '/api/crm/ref')?.body).toEqual({
      affiliateName: 'alice',
      cxd: 'c1',
      cxAffId: '7',
    });
  });

  it('makes no call for data it does not have', () => {
    expect(reportCalls({ affiliate: null, pending: null })).toHaveLength(0);
    expect(
      reportCalls({
        affiliate: { cxd: 'c', expiresAt: FAR },
        pending: { utm: {}, expiresAt: FAR },
      }),
    ).toHaveLength(1);
  });
});

describe('withinTrackingWindow', () => {
  it('is open for 60 minutes after the account was created', () => {
    const created = Date.UTC(2025, 0, 1);
    expect(withinTrackingWindow(new Date(created), created + TRACKING_WINDOW_MS)).toBe(true);
    expect(
      withinTrackingWindow(new Date(created).toISOString(), created + TRACKING_WINDOW_MS + 1),
    ).toBe(false);
    expect(withinTrackingWindow('not a date', created)).toBe(false);
  });
});
