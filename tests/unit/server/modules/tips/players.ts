/**
 * Players for the money-and-social server tests: registered through the API, each on its own
 * client address (the money routes are rate limited per address), funded through the
 * operator's wallet adjustment like a real correction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BalanceType } from '@/contracts/balances';
import { TEST_OPERATOR_TOKEN } from '../../../../support/app';
import { newPlayer, type SessionClient, sessionClient } from '../account/session-client';

export interface TestPlayer {
  client: SessionClient;
  id: string;
  name: string;
  password: string;
}

let address = 0;

export async function registerPlayer(app: FastifyInstance, prefix = 'tip'): Promise<TestPlayer> {
  address += 1;
  const client = sessionClient(app, `10.77.${Math.floor(address / 250)}.${address % 250}`);
  const body = newPlayer(prefix);
  expect((await client.post('/api/auth/register', body)).statusCode).toBe(200);
  const me = (await client.get('/api/account/get')).json() as { id: string };
  return { client, id: me.id, name: body.username, password: body.password };
}

export function operatorCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
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

export async function fund(
  app: FastifyInstance,
  userName: string,
  balanceType: BalanceType,
  amount: string,
): Promise<void> {
  const response = await operatorCall(app, 'POST', '/api/operator/wallet/adjust', {
    userName,
    balanceType,
    amount,
    reason: 'test funds',
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function balanceOf(player: TestPlayer, type: BalanceType): Promise<number> {
  const me = (await player.client.get('/api/account/get')).json() as {
    balances: Record<BalanceType, number>;
  };
  return me.balances[type];
}

export const newKey = () => randomUUID();

export function tip(
  player: TestPlayer,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return player.client.request('POST', '/api/account/transfer', body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}
