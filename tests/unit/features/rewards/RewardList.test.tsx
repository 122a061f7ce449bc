import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RewardList } from '@/features/rewards/RewardList';
import type { Reward } from '@/features/rewards/types';
import { renderWithProviders } from '../render-with-providers';

const daily: Reward = {
  type: 'd',
  level: 2,
  nextLevel: { level: 3, wagerRequired: 400 },
  lastClaimed: null,
  secondsRemaining: 0,
  info: null,
};

describe('RewardList', () => {
  it('shows three skeletons while loading', () => {
    renderWithProviders(<RewardList rewards={[]} loading totalWagered={0} />);
    expect(screen.getAllByTestId('reward-card-skeleton')).toHaveLength(3);
  });

  it('shows the empty state when there is nothing to claim', () => {
    renderWithProviders(<RewardList rewards={[]} loading={false} totalWagered={0} />);
    expect(screen.getByTestId('rewards-empty')).toHaveTextContent('No rewards yet');
  });

  it('shows level, name, progress and the wager still needed on each card', () => {
    renderWithProviders(<RewardList rewards={[daily]} loading={false} totalWagered={100} />);
    const card = screen.getByTestId('reward-card');
    expect(card).toHaveTextContent('Daily reward');
    expect(card).toHaveTextContent('Level 2');
    expect(card).toHaveTextContent('25%');
    expect(screen.getByTestId('reward-wager-needed')).toHaveTextContent(
      'Wager 300.00 more to reach level 3',
    );
  });

  it('counts down instead of claiming while locked', () => {
    renderWithProviders(
      <RewardList
        rewards={[{ ...daily, secondsRemaining: 3_725 }]}
        loading={false}
        totalWagered={0}
        onClaim={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: '1h 2m 5s' })).toBeDisabled();
  });

  it('explains a level-0 claim instead of calling the server', async () => {
    const onClaim = vi.fn(async () => undefined);
    renderWithProviders(
      <RewardList
        rewards={[{ ...daily, level: 0 }]}
        loading={false}
        totalWagered={0}
        onClaim={onClaim}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You must reach level 1.')).toBeInTheDocument();
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('claims an open reward through the given call', async () => {
    const onClaim = vi.fn(async () => undefined);
    renderWithProviders(
      <RewardList rewards={[daily]} loading={false} totalWagered={0} onClaim={onClaim} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledWith('d');
  });
});
