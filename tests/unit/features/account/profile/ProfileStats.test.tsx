import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileStats } from '@/features/account/profile/ProfileStats';
import { renderWithProviders } from '../../render-with-providers';

describe('ProfileStats', () => {
  it('shows the bets, the amount wagered and the amount won', () => {
    renderWithProviders(<ProfileStats name="amina" stats={{ bets: 1234, wagered: 3.5, won: 5 }} />);
    expect(screen.getByTestId('profile-bets').textContent).toBe('1,234');
    expect(screen.getByTestId('profile-wagered').textContent).toBe('$3.50');
    expect(screen.getByTestId('profile-won').textContent).toBe('$5.00');
  });

  it('says plainly that a player without a settled bet has no statistics', () => {
    renderWithProviders(<ProfileStats name="amina" stats={{ bets: 0, wagered: 0, won: 0 }} />);
    expect(screen.getByText('No public statistics yet')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-bets')).toBeNull();
  });

  it('says the statistics are hidden when the server leaves them out', () => {
    renderWithProviders(<ProfileStats name="amina" stats={null} />);
    expect(screen.getByText('Statistics hidden')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-bets')).toBeNull();
  });
});
