import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateStats } from '@/contracts/affiliate';
import { ReferralActivity } from '@/features/affiliate/ReferralActivity';
import { renderWithQuery } from '../render-with-providers';

function serve(stats: AffiliateStats) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(stats), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderActivity(days: 7 | 30) {
  return renderWithQuery(<ReferralActivity days={days} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('ReferralActivity', () => {
  it('shows the referred players of the period, the count, the earnings and the commission terms', async () => {
    const fetch = serve({
      days: 7,
      referredCount: 3,
      referred: [
        { name: 'bob', joinedAt: '2025-01-02T10:00:00.000Z' },
        { name: 'carol', joinedAt: '2025-01-01T10:00:00.000Z' },
      ],
      earnings: { amountUsd: '0' },
    });
    renderActivity(7);
    expect(await screen.findByText('bob')).toBeInTheDocument();
    expect(screen.getByText('carol')).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-referred-count').textContent).toBe('3');
    expect(screen.getByTestId('affiliate-earnings').textContent).toBe('$0.00');
    expect(screen.getByTestId('affiliate-commission-terms').textContent).toContain('0.25%');
    expect(screen.getByText('and 1 more')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/affiliate/stats?days=7');
  });

  it('says so when nobody joined in the period', async () => {
    serve({
      days: 30,
      referredCount: 0,
      referred: [],
      earnings: { amountUsd: '12.5' },
    });
    renderActivity(30);
    expect(await screen.findByTestId('affiliate-empty')).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-earnings').textContent).toBe('$12.50');
  });
});
