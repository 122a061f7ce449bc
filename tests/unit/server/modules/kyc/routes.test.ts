// @vitest-environment node

import { kycDocuments, kycLevels, users } from '@server/db/schema';
import { createTestContext, TEST_OPERATOR_TOKEN, type TestContext } from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycStatusSchema } from '@/contracts/kyc-status';
import {
  newPlayer,
  type SessionClient,
  sessionClient,
  signUpThroughApi,
} from '../account/session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('kyc');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const DETAILS = {
  firstName: 'Amélie',
  lastName: 'Wanjiru',
  dateOfBirth: '1990-02-28',
  country: 'KE',
  addressLine1: '12 Moi Avenue',
  city: 'Nairobi',
  postalCode: '00100',
  phone: '+254 712 345 678',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF = Buffer.from('%PDF-1.7\n%fake but well-formed header\n');

let ip = 0;
async function player(): Promise<{ client: SessionClient; id: string; name: string }> {
  ip += 1;
  const client = sessionClient(app, `10.9.0.${ip}`);
  const body = newPlayer('kyc');
  expect((await signUpThroughApi(app, client, body)).statusCode).toBeLessThan(300);
  const me = (await client.get('/api/account/get')).json() as { id: string };
  return { client, id: me.id, name: body.username };
}

async function status(client: SessionClient) {
  return kycStatusSchema.parse((await client.get('/api/kyc/status')).json());
}

function upload(client: SessionClient, level: number, kind: string, bytes: Buffer) {
  return client.post('/api/kyc/documents', {
    level,
    kind,
    fileName: `${kind}.bin`,
    content: bytes.toString('base64'),
  });
}

function operator(url: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    payload: body as object,
  });
}

describe('level 1', () => {
  it('refuses a visitor', async () => {
    const visitor = sessionClient(app, '10.9.1.1');
    expect((await visitor.get('/api/kyc/status')).statusCode).toBe(401);
    expect((await visitor.post('/api/kyc/level1', DETAILS)).statusCode).toBe(401);
  });

  it('answers 400 naming each wrong field and writes nothing', async () => {
    const { client, id } = await player();
    const response = await client.post('/api/kyc/level1', {
      ...DETAILS,
      firstName: 'R2D2',
      dateOfBirth: '2015-01-01',
      phone: '0712',
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { error: { issues: { path: string }[] } }).error.issues.map(
      (issue) => issue.path,
    );
    expect(paths.sort()).toEqual(['body.dateOfBirth', 'body.firstName', 'body.phone']);
    const rows = await ctx.database.db.select().from(kycLevels).where(eq(kycLevels.userId, id));
    expect(rows).toEqual([]);
  });

  it('accepts valid details at once, stores them normalized, and refuses a second send', async () => {
    const { client, id } = await player();
    expect((await client.post('/api/kyc/level1', DETAILS)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(kycLevels).where(eq(kycLevels.userId, id));
    expect(row).toMatchObject({ level: 1, status: 'verified' });
    expect(row?.data).toMatchObject({ phone: '+254712345678', country: 'KE', addressLine2: '' });
    const me = (await client.get('/api/account/get')).json() as {
      kyc: { addressCountry: string; validationResults: { verified: boolean }[] };
    };
    expect(me.kyc.addressCountry).toBe('KE');
    expect(me.kyc.validationResults[0]?.verified).toBe(true);
    const again = await client.post('/api/kyc/level1', DETAILS);
    expect(again.statusCode).toBe(409);
  });
});

describe('documents', () => {
  it('keeps the order of levels: nothing for level 2 before level 1', async () => {
    const { client } = await player();
    const response = await upload(client, 2, 'identity_front', PNG);
    expect(response.statusCode).toBe(409);
    expect((await status(client)).levels.map((l) => l.open)).toEqual([true, false, false, false]);
  });

  it('checks the real type by magic bytes, and the kind against the level', async () => {
    const { client, id } = await player();
    await client.post('/api/kyc/level1', DETAILS);
    const gif = await upload(client, 2, 'identity_front', Buffer.from('GIF89a-not-allowed'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error.issues[0].message).toBe('Only JPEG, PNG or PDF files are accepted');
    const wrongKind = await upload(client, 2, 'proof_of_address', PDF);
    expect(wrongKind.statusCode).toBe(400);
    const stored = await ctx.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, id));
    expect(stored).toEqual([]);
  });

  it('refuses files over 5 MB', async () => {
    const { client } = await player();
    await client.post('/api/kyc/level1', DETAILS);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(client, 2, 'identity_front', big);
    expect(response.statusCode).toBe(400);
  });

  it('stores each file with its hash; the level is pending once both sides are in', async () => {
    const { client, id } = await player();
    await client.post('/api/kyc/level1', DETAILS);
    const front = await upload(client, 2, 'identity_front', PNG);
    expect(front.json()).toEqual({ ok: true, submitted: false });
    expect((await status(client)).levels[1]).toMatchObject({ status: 'not_started', open: true });
    const back = await upload(client, 2, 'identity_back', PDF);
    expect(back.json()).toEqual({ ok: true, submitted: true });

    const docs = await ctx.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, id));
    expect(docs.map((d) => [d.kind, d.mimeType, d.size])).toEqual(
      expect.arrayContaining([
        ['identity_front', 'image/png', PNG.length],
        ['identity_back', 'application/pdf', PDF.length],
      ]),
    );
    expect(docs.find((d) => d.kind === 'identity_front')?.content.equals(PNG)).toBe(true);
    const view = await status(client);
    expect(view.levels[1]).toMatchObject({ status: 'pending', open: false });
    // Level 3 may start while level 2 waits for its review.
    expect(view.levels[2]?.open).toBe(true);
    expect((await upload(client, 2, 'identity_front', PNG)).statusCode).toBe(409);
  });
});

describe('operator', () => {
  it('needs the token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/operator/kyc/review' });
    expect(response.statusCode).toBe(401);
  });

  it('rejects with a reason the player sees, then a fresh set is pending again', async () => {
    const { client, name } = await player();
    await client.post('/api/kyc/level1', DETAILS);
    await upload(client, 2, 'identity_front', PNG);
    await upload(client, 2, 'identity_back', PNG);
    const review = { userName: name, level: 2, decision: 'rejected', reason: 'Photo is blurred' };
    expect((await operator('/api/operator/kyc/review', review)).statusCode).toBe(200);
    const rejected = (await status(client)).levels[1];
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Photo is blurred', open: true });
    expect(rejected?.documents.every((d) => d.uploaded === null)).toBe(true);

    // One new file is not a new submission: the refused back does not count any more.
    expect((await upload(client, 2, 'identity_front', PNG)).json().submitted).toBe(false);
    expect((await upload(client, 2, 'identity_back', PNG)).json().submitted).toBe(true);
    const verify = { userName: name, level: 2, decision: 'verified' };
    expect((await operator('/api/operator/kyc/review', verify)).statusCode).toBe(200);
    expect((await status(client)).levels[1]).toMatchObject({ status: 'verified', reason: null });
  });

  it('cannot decide on a level never sent, nor for an unknown player', async () => {
    const { name } = await player();
    const review = { userName: name, level: 3, decision: 'verified' };
    expect((await operator('/api/operator/kyc/review', review)).statusCode).toBe(409);
    const unknown = { ...review, userName: 'nobody_here' };
    expect((await operator('/api/operator/kyc/review', unknown)).statusCode).toBe(404);
  });

  it('sets the level a player must reach, seen as userKYCOverrideLevel', async () => {
    const { client, id, name } = await player();
    const response = await operator('/api/operator/kyc/override', { userName: name, level: 2 });
    expect(response.json()).toEqual({ ok: true, userName: name, overrideLevel: 2 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.kycOverrideLevel).toBe(2);
    const me = (await client.get('/api/account/get')).json() as { userKYCOverrideLevel: number };
    expect(me.userKYCOverrideLevel).toBe(2);
    const bad = await operator('/api/operator/kyc/override', { userName: name, level: 5 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('operator document download', () => {
  it("gives the reviewer the player's own file as an attachment, and nobody else's", async () => {
    const { client, id, name } = await player();
    const other = await player();
    await client.post('/api/kyc/level1', DETAILS);
    await upload(client, 2, 'identity_front', PNG);
    const [row] = await ctx.database.db
      .select({ id: kycDocuments.id })
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, id));
    const url = `/api/operator/kyc/${name}/documents/${row?.id}`;
    const auth = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

    const file = await app.inject({ method: 'GET', url, headers: auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="identity_front.bin"/,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const notTheirs = await app.inject({
      method: 'GET',
      url: `/api/operator/kyc/${other.name}/documents/${row?.id}`,
      headers: auth,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
