import { screen } from '@testing-library/react';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { describe, expect, it } from 'vitest';
import { SettingsPanel } from '@/features/account/settings/SettingsPanel';
import { renderWithProviders, renderWithQuery } from '../../render-with-providers';
import { playerWith } from '../../wallet/user-fixture';

// The route puts responsible gambling's panel into the tab (routes/-account-settings-page.tsx);
// account renders whatever it is given there, without importing that feature.
const panel = <p data-testid="limits-slot">Your limits</p>;
const server = mockRequests();

describe('the responsible gambling tab of account settings', () => {
  it('shows a player the panel the page was given for it', () => {
    renderWithProviders(
      <SettingsPanel
        tab="responsible-gambling"
        user={playerWith()}
        responsibleGamblingPanel={panel}
      />,
    );
    expect(screen.getByTestId('limits-slot')).toHaveTextContent('Your limits');
  });

  it('keeps that panel out of the other tabs', () => {
    // The general tab's own calls may start; they are not what this story is about.
    answerEvery(server, () => new Promise<Response>(() => {}));
    const player = playerWith();
    renderWithQuery(
      <SettingsPanel tab="general" user={player} responsibleGamblingPanel={panel} />,
      { user: player },
    );
    expect(screen.queryByTestId('limits-slot')).toBeNull();
  });
});
