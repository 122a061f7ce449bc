import { screen } from '@testing-library/react';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AffiliateStats } from '@/contracts/affiliate';
import { ReferralActivity } from '@/features/affiliate/ReferralActivity';
import { renderWithQuery } from '../render-with-providers';

const server = mockRequests();

function serve(stats: AffiliateStats) {
  server.use(http.get('/api/affiliate/stats', () => HttpResponse.json(stats)));
  return recordRequests(server);
}

function renderActivity(days: 7 | 30) {
  return renderWithQuery(<ReferralActivity days={days} />);
}

describe('ReferralActivity', () => {
  it('shows the referred players of the period, the count, the earnings and the commission terms', async () => {
    const requests = serve({
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
    expect((await requests.sent())[0]?.url).toBe('/api/affiliate/stats?days=7');
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
