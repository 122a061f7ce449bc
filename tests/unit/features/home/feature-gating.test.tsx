/**
 * The home page leaves out what the operator switched off: the sports and Kadi shortcuts, the
 * Roowards and VIP cards.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RewardsTeaser } from '@/features/home/below-the-fold/RewardsTeaser';
import { CategoryShortcuts } from '@/features/home/CategoryShortcuts';
import { renderWithSettings } from '../settings/render-with-settings';

describe('the category shortcuts', () => {
  it('lead to sports and Kadi while they are on, and not once they are off', async () => {
    const { switchOff } = await renderWithSettings(<CategoryShortcuts />);
    expect(await screen.findByRole('link', { name: /Pre-match and live/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Play real opponents/ })).toBeInTheDocument();
    switchOff(['flag.sportsbookEnabled', 'feature.kadi']);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Pre-match and live/ })).toBeNull(),
    );
    expect(screen.queryByRole('link', { name: /Play real opponents/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Slots/ })).toBeInTheDocument();
  });
});

describe('the rewards section', () => {
  it('shows each card while its feature is on', async () => {
    const { switchOff } = await renderWithSettings(<RewardsTeaser />);
    expect(await screen.findByTestId('home-roowards')).toBeInTheDocument();
    expect(screen.getByTestId('home-vip')).toBeInTheDocument();
    switchOff(['feature.rewards']);
    await waitFor(() => expect(screen.queryByTestId('home-roowards')).toBeNull());
    expect(screen.getByTestId('home-vip')).toBeInTheDocument();
    switchOff(['feature.vip']);
    await waitFor(() => expect(screen.queryByTestId('home-vip')).toBeNull());
    expect(screen.getByTestId('home-roowards')).toBeInTheDocument();
  });
});
