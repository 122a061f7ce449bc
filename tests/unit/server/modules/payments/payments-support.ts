/**
 * What the payments and withdrawals tests share: an app with a known webhook secret and a
 * quick sandbox phone, signed-in players, signed provider requests, the operator API, balances
 * and the socket events each player was sent.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ServerToClientEvents } from '@/contracts/socket-events';
import { SIGNATURE_HEADER, signBody } from '../../../../../server/modules/payments/signature';
import { auditLedger } from '../../../../../server/modules/wallet/audit';
import { balanceUnitsOf } from '../../../../../server/modules/wallet/balances-repository';
import { TEST_OPERATOR_TOKEN, type TestContext } from '../../../../support/app';
import { newPlayer, type SessionClient, sessionClient } from '../account/session-client';

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef';
/** Long enough to see a request pending, short enough for a test to wait for. */
export const SANDBOX_DELAY_MS = 150;

export function paymentsEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYMENTS_SANDBOX_DELAY_MS: String(SANDBOX_DELAY_MS),
    ...extra,
  };
}

export interface TestPlayer {
  client: SessionClient;
  id: string;
  name: string;
  password: string;
}

let ip = 0;
export async function signUp(app: FastifyInstance, prefix = 'pay'): Promise<TestPlayer> {
  ip += 1;
  const client = sessionClient(app, `10.${40 + Math.floor(ip / 250)}.${ip % 250}.7`);
  const body = newPlayer(prefix);
  expect((await client.post('/api/auth/register', body)).statusCode).toBeLessThan(300);
  const me = (await client.get('/api/account/get')).json() as { id: string };
  return { client, id: me.id, name: body.username, password: body.password };
}

/** A fresh idempotency key, as the client makes one per intended action. */
export const newKey = () => randomUUID().replaceAll('-', '');

export function postWithKey(player: TestPlayer, url: string, body: unknown, key = newKey()) {
  return player.client.request('POST', url, body, { headers: { 'idempotency-key': key } });
}

export function signedPost(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  secret = WEBHOOK_SECRET,
) {
  const raw = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
    payload: raw,
  });
}

export function operator(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Gives a player money through an operator correction (not a deposit). */
export async function fund(
  app: FastifyInstance,
  player: TestPlayer,
  balanceType: string,
  amount: string,
) {
  const response = await operator(app, 'POST', '/api/operator/wallet/adjust', {
    userName: player.name,
    balanceType,
    amount,
    reason: 'test funds',
  });
  expect(response.statusCode).toBe(200);
}

export async function balanceOf(
  ctx: TestContext,
  player: TestPlayer,
  type: string,
): Promise<bigint> {
  return (await balanceUnitsOf(ctx.database.db, player.id)).get(type as never) ?? 0n;
}

export async function expectHealthyLedger(ctx: TestContext): Promise<void> {
  const audit = await auditLedger(ctx.database.db);
  expect(audit.unbalancedTransactions).toEqual([]);
  expect(audit.balanceMismatches).toEqual([]);
  expect(audit.negativeBalances).toEqual([]);
}

type EventName = keyof ServerToClientEvents;
export interface SentEvent {
  userId: string;
  event: EventName;
  payload: unknown;
}

/** Records every event the app sends to a player (on top of sending it). */
export function recordEvents(app: FastifyInstance): SentEvent[] {
  const sent: SentEvent[] = [];
  const original = app.realtime.toUser.bind(app.realtime);
  app.realtime.toUser = ((userId: string, event: EventName, ...args: unknown[]) => {
    sent.push({ userId, event, payload: args[0] });
    return (original as (...a: unknown[]) => void)(userId, event, ...args);
  }) as typeof app.realtime.toUser;
  return sent;
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  ms = 5_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
