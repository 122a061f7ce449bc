// @vitest-environment node

import { createTestContext, TEST_OPERATOR_TOKEN, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { apiErrorBodySchema } from '@/contracts/api-error';
import { settingsSchemas } from '@/contracts/settings';

let ctx: TestContext;
let app: FastifyInstance;
let broadcasts: MockInstance<FastifyInstance['realtime']['broadcast']>;

beforeAll(async () => {
  ctx = await createTestContext('operator');
  app = await ctx.app();
});
afterAll(() => ctx?.close());
beforeEach(() => {
  broadcasts = vi.spyOn(app.realtime, 'broadcast');
});

function broadcastEvents(): string[] {
  return broadcasts.mock.calls.map(([event]) => event);
}

const auth = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

async function visitorSettings() {
  const response = await app.inject({ method: 'GET', url: '/api/settings/get' });
  return settingsSchemas().response.parse(response.json()).settings;
}

describe('operator API authentication', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer wrong-token-wrong-token-wrong' }],
    ['the right token with another scheme', { authorization: `Basic ${TEST_OPERATOR_TOKEN}` }],
  ])('refuses %s with 401/1001 and changes nothing', async (_case, headers) => {
    for (const [method, url, payload] of [
      ['GET', '/api/operator/settings', undefined],
      ['PATCH', '/api/operator/settings', { disabledApp: true }],
      ['PUT', '/api/operator/banner', { message: 'pwned' }],
      ['DELETE', '/api/operator/banner', undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(apiErrorBodySchema.parse(response.json()).error.code).toBe(1001);
    }
    expect(await visitorSettings()).toMatchObject({ disabledApp: false, banner: null });
    expect(broadcastEvents()).toEqual([]);
  });
});

describe('operator banner', () => {
  it('publishes a banner with a new id every time and clears it', async () => {
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/operator/banner', headers: auth, payload });

    const first = await put({ message: 'Maintenance tonight', title: 'Heads up', link: '/fair' });
    expect(first.statusCode).toBe(200);
    const banner = first.json().banner;
    expect(banner).toMatchObject({
      title: 'Heads up',
      message: 'Maintenance tonight',
      link: '/fair',
    });
    expect((await visitorSettings()).banner).toEqual(banner);

    const second = await put({ message: 'Double rewards' });
    expect(second.json().banner.id).not.toBe(banner.id);
    expect((await visitorSettings()).banner).toMatchObject({
      message: 'Double rewards',
      title: null,
      link: null,
    });

    const cleared = await app.inject({
      method: 'DELETE',
      url: '/api/operator/banner',
      headers: auth,
    });
    expect(cleared.json()).toEqual({ banner: null });
    expect((await visitorSettings()).banner).toBeNull();
    expect(broadcastEvents()).toEqual(['settingsUpdated', 'settingsUpdated', 'settingsUpdated']);
  });

  it('refuses a bad banner with the failing fields and changes nothing', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/operator/banner',
      headers: auth,
      payload: { message: '', link: 'javascript:alert(1)', colour: 'red' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorBodySchema.parse(response.json());
    expect(error.code).toBe(1000);
    expect(error.issues?.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['body.message', 'body.link']),
    );
    expect((await visitorSettings()).banner).toBeNull();
    expect(broadcastEvents()).toEqual([]);
  });
});

describe('operator settings', () => {
  it('merges flags and features and switches maintenance', async () => {
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/api/operator/settings', headers: auth, payload });

    const response = await patch({ flags: { cashEnabled: false }, features: { chat: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json().flags.cashEnabled).toBe(false);
    await patch({ flags: { recommendedSort: true }, disabledApp: true });

    const settings = await visitorSettings();
    expect(settings.flags).toMatchObject({
      cashEnabled: false,
      recommendedSort: true,
      mpesaEnabled: true,
    });
    expect(settings.features).not.toContain('chat');
    expect(settings.features).toContain('rain');
    expect(settings.disabledApp).toBe(true);
    expect(broadcastEvents()).toEqual(['settingsUpdated', 'settingsUpdated']);

    const stored = await app.inject({
      method: 'GET',
      url: '/api/operator/settings',
      headers: auth,
    });
    expect(stored.json()).toMatchObject({ disabledApp: true, features: { chat: false } });

    await patch({ flags: { cashEnabled: true }, features: { chat: true }, disabledApp: false });
  });

  it('refuses unknown or mistyped settings and changes nothing', async () => {
    for (const payload of [
      { flags: { noSuchFlag: true } },
      { flags: { cashEnabled: 'no' } },
      { disabledApp: 'yes' },
      { somethingElse: true },
      {},
    ]) {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/operator/settings',
        headers: auth,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe(1000);
    }
    expect(await visitorSettings()).toMatchObject({
      disabledApp: false,
      flags: { cashEnabled: true },
    });
    expect(broadcastEvents()).toEqual([]);
  });
});
