// @vitest-environment node
/** GET /api/users/:name/profile: public fields only, privacy respected, unknown names 404. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicProfileSchema } from '@/contracts/profile';
import { createTestContext, type TestContext } from '../../../../support/app';
import { newPlayer, sessionClient, signUpThroughApi } from './session-client';

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
      ['id', 'isChatDev', 'isChatMod', 'joinedAt', 'name', 'statsHidden'].sort(),
    );

    await owner.post('/api/system/changeSystemSettingAsUser', {
      systemName: 'privacy',
      settingName: 'hideStats',
      value: true,
    });
    const hidden = await viewer.get(`/api/users/${amina.username}/profile`);
    expect(hidden.json().statsHidden).toBe(true);

    const unknown = await viewer.get('/api/users/nobody_here_123/profile');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No player named nobody_here_123');
  });
});
