// @vitest-environment node
/** The signed-in player's setting calls: valid input is stored, bad input changes nothing. */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, sessionClient, signUpThroughApi } from './session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('account-calls');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

describe('account setting calls', () => {
  it('set the balance field, locale and own system settings; refuse the rest', async () => {
    const player = sessionClient(app, '10.12.0.1');
    await signUpThroughApi(app, player, newPlayer('calls'));
    const me = async () => (await player.get('/api/account/get')).json();

    expect(
      (await player.post('/api/account/setBalanceField', { balanceField: 'xrp' })).statusCode,
    ).toBe(200);
    expect((await me()).selectedBalanceType).toBe('xrp');
    const unknown = await player.post('/api/account/setBalanceField', { balanceField: 'gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.issues[0].path).toBe('body.balanceField');
    expect((await me()).selectedBalanceType).toBe('xrp');

    expect((await player.post('/api/account/setLocale', { locale: 'fr' })).statusCode).toBe(200);
    expect((await player.post('/api/account/setLocale', { locale: 'xx' })).statusCode).toBe(400);
    expect((await me()).locale).toBe('fr');

    const operatorOnly = await player.post('/api/system/changeSystemSettingAsUser', {
      systemName: 'cashOptions',
      settingName: 'enabled',
      value: false,
    });
    expect(operatorOnly.statusCode).toBe(400);
    expect((await me()).systemSettings.cashOptions.enabled).toBe(true);

    const visitor = sessionClient(app, '10.12.0.2');
    expect((await visitor.post('/api/account/setLocale', { locale: 'fr' })).statusCode).toBe(401);
  });
});
