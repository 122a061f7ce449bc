/**
 * The offer of deposit limits at the first deposit: shown to a player who never deposited
 * and has no deposit limit, gone once they answer 'Not now' (remembered on this device), and
 * never shown to a player who deposited before or already has a deposit limit.
 */
import { fireEvent, screen } from '@testing-library/react';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LimitView, ResponsibleGamblingStatus } from '@/contracts/responsible-gambling';
import type { User } from '@/contracts/user';
import { FirstDepositLimitsOffer } from '@/features/responsible-gambling';
import { rgKeys } from '@/features/responsible-gambling/queries';
import { renderWithQuery } from '../render-with-providers';

const server = mockRequests();

afterEach(() => window.localStorage.clear());

let userCounter = 0;
function user(totalDeposited: number): User {
  userCounter += 1;
  // Only the fields the offer reads matter here.
  return {
    id: `player-${userCounter}`,
    hiddenTotalDeposited: totalDeposited,
    responsibleGambling: { exclusion: null, realityCheckMinutes: null },
  } as User;
}

function status(limits: LimitView[] = []): ResponsibleGamblingStatus {
  return { limits, exclusion: null, realityCheck: { intervalMinutes: null } };
}

function renderOffer(player: User, rg: ResponsibleGamblingStatus, onDone = vi.fn()) {
  renderWithQuery(<FirstDepositLimitsOffer onDone={onDone} />, {
    user: player,
    seed: [[rgKeys.status, rg]],
    queries: { staleTime: Infinity },
  });
  return onDone;
}

describe('first deposit limits offer', () => {
  it('offers the three deposit limits before a first deposit, and goes on Not now', () => {
    const onDone = renderOffer(user(0), status());
    const offer = screen.getByTestId('first-deposit-limits');
    expect(offer).toHaveTextContent('Set a deposit limit?');
    for (const label of ['Per 24 hours', 'Per 7 days', 'Per 30 days']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('first-deposit-limits')).toBeNull();
  });

  it('remembers the answer for that player on this device', () => {
    const player = user(0);
    renderOffer(player, status());
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    renderOffer(player, status());
    expect(screen.queryByTestId('first-deposit-limits')).toBeNull();
    renderOffer(user(0), status());
    expect(screen.getByTestId('first-deposit-limits')).toBeInTheDocument();
  });

  it('is not offered after a deposit, or with a deposit limit already set', () => {
    renderOffer(user(25), status());
    expect(screen.queryByTestId('first-deposit-limits')).toBeNull();
    renderOffer(
      user(0),
      status([{ kind: 'deposit', period: 'week', amount: 100, pending: null, used: 0 }]),
    );
    expect(screen.queryByTestId('first-deposit-limits')).toBeNull();
  });

  it('refuses a zero limit in words, without sending it', async () => {
    const requests = recordRequests(server);
    renderOffer(user(0), status());
    fireEvent.change(screen.getByRole('textbox', { name: 'Per 24 hours' }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set limits' }));
    expect(
      screen.getByText('Enter an amount above zero, or leave it empty for no limit.'),
    ).toBeInTheDocument();
    expect(await requests.settledCount()).toBe(0);
  });
});
