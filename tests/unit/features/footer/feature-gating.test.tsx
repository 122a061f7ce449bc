/** The footer's links leave out the features the operator switched off. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/features/footer';
import { renderWithSettings } from '../settings/render-with-settings';

describe('the footer', () => {
  it('links Kadi, the sportsbook, the VIP club and Roowards only while they are on', async () => {
    const { switchOff } = await renderWithSettings(<Footer />);
    const footer = await screen.findByTestId('site-footer');
    const link = (name: string) =>
      within(footer).queryByRole('link', { name: new RegExp(`^${name}$`) });
    for (const name of ['Kadi', 'Sports', 'Soccer', 'VIP club', 'Roowards']) {
      expect(link(name), name).not.toBeNull();
    }
    switchOff(['feature.kadi', 'feature.sports', 'feature.vip', 'feature.rewards']);
    await waitFor(() => expect(link('Kadi')).toBeNull());
    for (const name of ['Sports', 'Soccer', 'Tennis', 'VIP club', 'Roowards']) {
      expect(link(name), name).toBeNull();
    }
    // The sportsbook's policy is a legal text: it stays.
    expect(link('Sportsbook policy')).not.toBeNull();
    expect(link('Slots')).not.toBeNull();
  });
});
