/**
 * Preferences > Sounds (issue 19): beside the on/off switch, a volume slider showing the
 * player's volume; letting go of it saves the new volume to the account.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { describe, expect, it } from 'vitest';
import { PreferencesPanel } from '@/features/account/settings/preferences/PreferencesPanel';
import { json, withCsrfCookie } from '../../as-player';
import { renderWithQuery } from '../../render-with-providers';
import { playerWith } from '../../wallet/user-fixture';

const server = mockRequests();
withCsrfCookie();

const player = (enabled: boolean, volume: number) =>
  playerWith({ systemSettings: { ...playerWith().systemSettings, sound: { enabled, volume } } });

describe('the sounds volume in preferences', () => {
  it('shows the player’s volume and saves a new one when they let go', async () => {
    answerEvery(server, () => json({ ok: true }));
    const requests = recordRequests(server);
    const user = player(true, 0.4);
    renderWithQuery(<PreferencesPanel user={user} />, { user });
    const slider = screen.getByRole('slider', { name: 'Sounds volume' });
    expect(slider).toHaveAttribute('aria-valuenow', '0.4');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(async () => {
      const saved = (await requests.sent()).filter((sent) =>
        sent.url.endsWith('/system/changeSystemSettingAsUser'),
      );
      expect(saved.map((sent) => sent.body)).toEqual([
        { systemName: 'sound', settingName: 'volume', value: 0.45 },
      ]);
    });
  });

  it('cannot be moved while sounds are off', async () => {
    answerEvery(server, () => json({ ok: true }));
    const requests = recordRequests(server);
    const user = player(false, 0.7);
    renderWithQuery(<PreferencesPanel user={user} />, { user });
    const slider = screen.getByRole('slider', { name: 'Sounds volume' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await requests.settledCount();
    expect(slider).toHaveAttribute('aria-valuenow', '0.7');
    const saved = (await requests.sent()).filter((sent) =>
      sent.url.endsWith('/system/changeSystemSettingAsUser'),
    );
    expect(saved).toEqual([]);
  });
});
