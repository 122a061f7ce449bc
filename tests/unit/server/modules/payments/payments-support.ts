/**
 * What the payments and withdrawals tests share beyond the player helpers of
 * account/session-client: an app per test file with a known webhook secret and a quick sandbox
 * phone, signed provider requests, balances and deposits, the ledger's audit and the socket
 * events each player was sent.
 */

import type { Db } from '@server/db/client';
import { ApiError } from '@server/http/api-error';
import { SIGNATURE_HEADER, signBody } from '@server/modules/payments/signature';
import { auditLedger } from '@server/modules/wallet/audit';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { BalanceType } from '@/contracts/balances';
import { type Deposit, depositListSchema } from '@/contracts/payments';
import type { SettingsFlag } from '@/contracts/settings';
import type { ServerToClientEvents } from '@/contracts/socket-events';
import { operatorCall, type TestPlayer } from '../account/session-client';

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

export interface PaymentsSuite {
  ctx: TestContext;
  app: FastifyInstance;
  /** Every event the app sent a player since it started. */
  events: SentEvent[];
}

/**
 * The app of one test file (filled in before its tests run): the ledger is audited when the
 * file is done, and the operator `flags` its tests switch off are switched on again after each.
 */
export function paymentsSuite(
  name: string,
  flags?: Partial<Record<SettingsFlag, boolean>>,
): PaymentsSuite {
  const suite = {} as PaymentsSuite;
  beforeAll(async () => {
    suite.ctx = await createTestContext(name);
    suite.app = await suite.ctx.app(paymentsEnv());
    suite.events = recordEvents(suite.app);
  }, 60_000);
  afterAll(async () => {
    await expectHealthyLedger(suite.ctx.database.db);
    await suite.ctx.close();
  });
  if (flags) {
    afterEach(async () => {
      await operatorCall(suite.app, 'PATCH', '/api/operator/settings', { flags });
    });
  }
  return suite;
}

/** The refusal a player on a break gets from the responsible-gambling gate. */
const ON_A_BREAK = 'You are taking a break until tomorrow';

/**
 * Runs `work` while the responsible-gambling gate refuses the player's deposits as it does for
 * a player on a break (403, 1013, ON_A_BREAK); the gate is itself again afterwards.
 */
export async function whileOnABreak<T>(
  app: FastifyInstance,
  player: TestPlayer,
  work: () => Promise<T>,
): Promise<T> {
  const gate = app.responsibleGambling;
  const allowed = gate.assertAllowed;
  gate.assertAllowed = async (userId, action) => {
    if (userId === player.id && action === 'deposit') throw new ApiError(403, 1013, ON_A_BREAK);
  };
  try {
    return await work();
  } finally {
    gate.assertAllowed = allowed;
  }
}

/** A provider's (or the chain's) request: the body signed with the webhook secret. */
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

export async function balanceOf(
  ctx: TestContext,
  player: TestPlayer,
  type: BalanceType,
): Promise<bigint> {
  return (await balanceUnitsOf(ctx.database.db, player.id)).get(type) ?? 0n;
}

/** The player's deposits as their cashier lists them, newest first. */
export async function depositsOf(player: TestPlayer): Promise<Deposit[]> {
  return depositListSchema.parse((await player.client.get('/api/payments/deposits')).json())
    .deposits;
}

/** The provider's reference of a deposit (M-Pesa's CheckoutRequestID), as the operator sees it. */
export async function providerRefOf(app: FastifyInstance, id: string): Promise<string> {
  const listed = await operatorCall(app, 'GET', '/api/operator/payments?limit=200');
  const rows = (listed.json() as { deposits: Array<{ id: string; providerRef: string }> }).deposits;
  const row = rows.find((d) => d.id === id);
  if (!row) throw new Error(`deposit ${id} not listed`);
  return row.providerRef;
}

export async function expectHealthyLedger(db: Db): Promise<void> {
  const audit = await auditLedger(db);
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
