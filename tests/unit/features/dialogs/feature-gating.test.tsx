/**
 * A dialog of a feature the operator switched off says so instead of loading its body: King of
 * the Hill, its leaderboard, Roowards and Kadi's rules.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ModalHost from '@/features/dialogs/ModalHost';
import { DIALOGS } from '@/features/dialogs/registry';
import { renderWithSettings } from '../settings/render-with-settings';
import { playerWith } from '../wallet/user-fixture';

describe('gated dialogs', () => {
  it('belong to their features', () => {
    expect(DIALOGS.roowards.feature).toBe('rewards');
    expect(DIALOGS.koth.feature).toBe('koth');
    expect(DIALOGS.kothLeaderboard.feature).toBe('koth');
    expect(DIALOGS.pokerRules.feature).toBe('kadi');
    expect(DIALOGS.cashier.feature).toBeUndefined();
  });

  it('say the feature is switched off instead of opening', async () => {
    await renderWithSettings(<ModalHost />, { path: '/?modal=koth', off: ['feature.koth'] });
    expect(await screen.findByTestId('feature-off')).toHaveTextContent(
      'King of the Hill is switched off',
    );
  });

  it('open as usual while the feature is on', async () => {
    await renderWithSettings(<ModalHost />, {
      path: '/?modal=roowards',
      user: playerWith(),
    });
    expect(
      await screen.findByText(/Roowards pay you back/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('feature-off')).toBeNull();
  });

  it('say so for a signed-in player’s Roowards too', async () => {
    await renderWithSettings(<ModalHost />, {
      path: '/?modal=roowards',
      user: playerWith(),
      off: ['feature.rewards'],
    });
    expect(await screen.findByTestId('feature-off')).toHaveTextContent('Roowards are switched off');
  });
});
