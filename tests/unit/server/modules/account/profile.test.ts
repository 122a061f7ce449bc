// @vitest-environment node
/** GET /api/users/:name/profile: public fields only, privacy respected, unknown names 404. */

import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicProfileSchema } from '@/contracts/profile';
import { SLOT, startGameOn, visitor } from '../game-provider/games';
import { fund, newPlayer, registerPlayer, sessionClient, signUpThroughApi } from './session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('account-profile');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

describe('public profiles', () => {
  it('show name, join date and badges, hide stats on request, and nothing private', async () => {
    const amina = newPlayer('amina');
    const owner = sessionClient(app, '10.11.0.1');
    await signUpThroughApi(app, owner, amina);
    const viewer = sessionClient(app, '10.11.0.2');
    expect((await viewer.get(`/api/users/${amina.username}/profile`)).statusCode).toBe(401);
    await signUpThroughApi(app, viewer, newPlayer('viewer'));

    const shown = await viewer.get(`/api/users/${amina.username.toUpperCase()}/profile`);
    expect(shown.statusCode).toBe(200);
    const profile = publicProfileSchema.parse(shown.json());
    expect(profile).toMatchObject({ name: amina.username, statsHidden: false, isChatMod: false });
    expect(Object.keys(shown.json()).sort()).toEqual(
      ['id', 'isChatDev', 'isChatMod', 'joinedAt', 'name', 'stats', 'statsHidden'].sort(),
    );
    expect(profile.stats).toEqual({ bets: 0, wagered: 0, won: 0 });

    await owner.post('/api/system/changeSystemSettingAsUser', {
      systemName: 'privacy',
      settingName: 'hideStats',
      value: true,
    });
    const hidden = await viewer.get(`/api/users/${amina.username}/profile`);
    expect(hidden.json()).toMatchObject({ statsHidden: true, stats: null });

    const unknown = await viewer.get('/api/users/nobody_here_123/profile');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No player named nobody_here_123');
  });

  it('count the bets a player settled, what they staked and what they won', async () => {
    const player = await registerPlayer(app, 'bettor');
    await fund(app, player.name, 'xrp', '20');
    const { token } = await startGameOn(app)(
      { gameIdentifier: SLOT.identifier, mode: 'real', gameCurrency: 'xrp' },
      { ...visitor, userId: player.id },
    );
    const { wallet } = app.gameProvider;
    const play = async (roundId: string, stake: string, win: string) => {
      await wallet.bet({ token, roundId, amount: dollars(stake) });
      await wallet.win({ token, roundId, amount: dollars(win) });
    };
    await play('profile-round-1', '2', '5');
    await play('profile-round-2', '1.5', '0');
    // Neither a rolled-back round nor an open one is a settled bet.
    await play('profile-round-3', '3', '1');
    await wallet.rollback({ token, roundId: 'profile-round-3' });
    await wallet.bet({ token, roundId: 'profile-round-4', amount: dollars(1) });

    const viewer = await registerPlayer(app, 'viewer');
    const profile = await viewer.client.get(`/api/users/${player.name}/profile`);
    expect(publicProfileSchema.parse(profile.json()).stats).toEqual({
      bets: 2,
      wagered: 3.5,
      won: 5,
    });
  });
});
