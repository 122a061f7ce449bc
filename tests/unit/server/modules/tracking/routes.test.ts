// @vitest-environment node
/**
 * The three tracking calls against the real database: signed-in only, within 60 minutes of
 * the account's creation, validated before anything is written, and write-once.
 */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionClient } from '../account/session-client';
import { ageAccount, signUp, storedRow } from './signed-up';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('tracking');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

describe('POST /api/crm/ref', () => {
  it('stores the affiliate click and links the referrer for a new account', async () => {
    const referrer = await signUp(app, 'ref');
    const player = await signUp(app, 'new');
    const response = await player.client.post('/api/crm/ref', {
      affiliateName: referrer.name.toUpperCase(),
      cxd: '123_abc',
      cxAffId: '42',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, stored: true });
    const row = await storedRow(ctx.database, player.id);
    expect(row.referredBy).toBe(referrer.id);
    expect(row.tracking).toEqual({
      affiliateName: referrer.name.toUpperCase(),
      cxd: '123_abc',
      cxAffId: '42',
    });
  });

  it('never overwrites: a second referrer or click is ignored', async () => {
    const first = await signUp(app, 'first');
    const second = await signUp(app, 'second');
    const player = await signUp(app, 'twice');
    await player.client.post('/api/crm/ref', { affiliateName: first.name, cxd: 'one' });
    const again = await player.client.post('/api/crm/ref', {
      affiliateName: second.name,
      cxd: 'two',
      cxAffId: '7',
    });
    expect(again.json()).toEqual({ ok: true, stored: true });
    const row = await storedRow(ctx.database, player.id);
    expect(row.referredBy).toBe(first.id);
    expect(row.tracking).toEqual({ affiliateName: first.name, cxd: 'one', cxAffId: '7' });
  });

  it('does not let a player refer themselves, a later account, or the player they referred', async () => {
    const self = await signUp(app, 'self');
    await self.client.post('/api/crm/ref', { affiliateName: self.name });
    expect((await storedRow(ctx.database, self.id)).referredBy).toBeNull();

    const older = await signUp(app, 'older');
    const younger = await signUp(app, 'younger');
    await older.client.post('/api/crm/ref', { affiliateName: younger.name });
    expect((await storedRow(ctx.database, older.id)).referredBy).toBeNull();

    await younger.client.post('/api/crm/ref', { affiliateName: older.name });
    expect((await storedRow(ctx.database, younger.id)).referredBy).toBe(older.id);
    await ageAccount(ctx.database, younger.id, 5);
    await older.client.post('/api/crm/ref', { affiliateName: younger.name });
    expect((await storedRow(ctx.database, older.id)).referredBy).toBeNull();
  });

  it('refuses with 403 once the account is older than 60 minutes, writing nothing', async () => {
    const referrer = await signUp(app, 'late');
    const player = await signUp(app, 'old');
    await ageAccount(ctx.database, player.id, 61);
    const response = await player.client.post('/api/crm/ref', {
      affiliateName: referrer.name,
      cxd: 'late',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Referral and tracking data can only be recorded within 60 minutes of creating the account',
    );
    const row = await storedRow(ctx.database, player.id);
    expect(row.referredBy).toBeNull();
    expect(row.tracking).toEqual({});
  });

  it('accepts an account just inside the window', async () => {
    const player = await signUp(app, 'edge');
    await ageAccount(ctx.database, player.id, 59);
    const response = await player.client.post('/api/crm/ref', { cxAffId: '9' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    const response = await sessionClient(app, '10.8.0.1').post('/api/crm/ref', { cxd: 'x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('validation', () => {
  it.each([
    ['/api/crm/ref', {}, 'body'],
    ['/api/crm/ref', { cxd: '<script>' }, 'body.cxd'],
    ['/api/crm/ref', { cxd: 'a'.repeat(129) }, 'body.cxd'],
    ['/api/crm/ref', { affiliateName: 'no spaces' }, 'body.affiliateName'],
    ['/api/account/setPostback', { transactionSource: 'net' }, 'body.transactionId'],
    [
      '/api/account/setPostback',
      { transactionId: 't 1', transactionSource: 'n' },
      'body.transactionId',
    ],
    ['/api/crm/setUTMVariables', { utm_source: 'a\u0000b' }, 'body.utm_source'],
    ['/api/crm/setUTMVariables', { utm_campaign: 'x'.repeat(151) }, 'body.utm_campaign'],
    ['/api/crm/setUTMVariables', { utm_medium: 42 }, 'body.utm_medium'],
  ])('%s refuses %j at %s and writes nothing', async (url, body, path) => {
    const player = await signUp(app, 'bad');
    const response = await player.client.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(1000);
    expect(response.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
    const row = await storedRow(ctx.database, player.id);
    expect(row.tracking).toEqual({});
    expect(row.referredBy).toBeNull();
  });
});

describe('POST /api/account/setPostback and /api/crm/setUTMVariables', () => {
  it('store the postback and the campaign once, keeping the first values', async () => {
    const player = await signUp(app, 'utm');
    const postback = await player.client.post('/api/account/setPostback', {
      transactionId: 'tx-1',
      transactionSource: 'adnet',
      subId: 's1',
    });
    expect(postback.json()).toEqual({ ok: true, stored: true });
    const utm = await player.client.post('/api/crm/setUTMVariables', {
      utm_source: 'newsletter',
      utm_campaign: 'Spring sale (EU)',
    });
    expect(utm.json()).toEqual({ ok: true, stored: true });

    const secondPostback = await player.client.post('/api/account/setPostback', {
      transactionId: 'tx-2',
      transactionSource: 'other',
    });
    expect(secondPostback.json()).toEqual({ ok: true, stored: false });
    await player.client.post('/api/crm/setUTMVariables', {
      utm_source: 'ads',
      utm_medium: 'email',
    });

    expect((await storedRow(ctx.database, player.id)).tracking).toEqual({
      postback: { transactionId: 'tx-1', transactionSource: 'adnet', subId: 's1' },
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'Spring sale (EU)',
    });
  });

  it('refuse an account older than 60 minutes', async () => {
    const player = await signUp(app, 'oldutm');
    await ageAccount(ctx.database, player.id, 120);
    const utm = await player.client.post('/api/crm/setUTMVariables', { utm_source: 'x' });
    const postback = await player.client.post('/api/account/setPostback', {
      transactionId: 't',
      transactionSource: 's',
    });
    expect([utm.statusCode, postback.statusCode]).toEqual([403, 403]);
    expect((await storedRow(ctx.database, player.id)).tracking).toEqual({});
  });
});
