/**
 * A player hides their name in the live bets feed from Preferences: the switch saves
 * privacy.hideInFeed to their account at once, and goes back if the server refuses.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@/contracts/user';
import { PreferencesPanel } from '@/features/account/settings/preferences/PreferencesPanel';
import { accountKeys } from '@/shared/session';
import { withCsrfCookie } from '../../../as-player';
import { renderWithQuery } from '../../../render-with-providers';
import { playerWith } from '../../../wallet/user-fixture';

const server = mockRequests();
withCsrfCookie();
const SETTING_URL = '/api/system/changeSystemSettingAsUser';

function answerSettingWith(response: () => Response) {
  server.use(
    http.post(SETTING_URL, response),
    // The optimistic change is checked against the player as the server then sends them.
    http.get('/api/account/get', () => new Promise<Response>(() => {})),
  );
  return recordRequests(server);
}

const feedSwitch = () => screen.getByRole('switch', { name: 'Hide my name in the bets feed' });

describe('hiding my name in the bets feed', () => {
  it('saves the choice to my account', async () => {
    const requests = answerSettingWith(() => HttpResponse.json({ ok: true }));
    const player = playerWith();
    const { client } = renderWithQuery(<PreferencesPanel user={player} />, { user: player });
    expect(feedSwitch()).not.toBeChecked();

    fireEvent.click(feedSwitch());
    await waitFor(async () =>
      expect((await requests.sent()).map((request) => request.body)).toEqual([
        { systemName: 'privacy', settingName: 'hideInFeed', value: true },
      ]),
    );
    const cached = client.getQueryData<User>(accountKeys.current);
    expect(cached?.systemSettings.privacy.hideInFeed).toBe(true);
  });

  it('puts the switch back when the server refuses', async () => {
    const requests = answerSettingWith(() =>
      HttpResponse.json(
        { error: { code: 1001, message: 'privacy.hideInFeed cannot be changed' } },
        { status: 400 },
      ),
    );
    const player = playerWith();
    const { client } = renderWithQuery(<PreferencesPanel user={player} />, { user: player });
    fireEvent.click(feedSwitch());
    // Sent after the switch moved in the cached player: then it has to come back.
    await waitFor(() => expect(requests.count).toBeGreaterThan(0));
    await waitFor(() =>
      expect(
        client.getQueryData<User>(accountKeys.current)?.systemSettings.privacy.hideInFeed,
      ).toBe(false),
    );
  });
});
