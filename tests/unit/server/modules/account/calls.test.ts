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

  it('keep the sounds volume a player sets, and refuse one out of 0–1', async () => {
    const player = sessionClient(app, '10.12.0.3');
    await signUpThroughApi(app, player, newPlayer('volume'));
    const sound = async () => (await player.get('/api/account/get')).json().systemSettings.sound;
    expect(await sound()).toEqual({ enabled: true, volume: 0.4 });

    const change = (value: unknown) =>
      player.post('/api/system/changeSystemSettingAsUser', {
        systemName: 'sound',
        settingName: 'volume',
        value,
      });
    expect((await change(0.75)).statusCode).toBe(200);
    expect(await sound()).toEqual({ enabled: true, volume: 0.75 });

    const tooLoud = await change(1.5);
    expect(tooLoud.statusCode).toBe(400);
    expect(tooLoud.json().error.issues[0].message).toBe('Invalid value for sound.volume');
    expect(await sound()).toEqual({ enabled: true, volume: 0.75 });
  });
});
