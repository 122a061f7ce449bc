/**
 * Players for the tracking, affiliate and ember tests: each signs up from its own address (the
 * sign-up rate limit counts per IP) and can be aged by moving users.created_at back.
 */

import type { Database } from '@server/db/client';
import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  newPlayer,
  type SessionClient,
  sessionClient,
  signUpThroughApi,
} from '../account/session-client';

export interface SignedUp {
  client: SessionClient;
  id: string;
  name: string;
}

let address = 0;

export async function signUp(app: FastifyInstance, prefix = 'p'): Promise<SignedUp> {
  address += 1;
  const client = sessionClient(app, `10.9.${Math.floor(address / 250)}.${address % 250}`);
  const body = newPlayer(prefix);
  const registered = await signUpThroughApi(app, client, body);
  if (registered.statusCode !== 200) throw new Error(`sign-up failed: ${registered.body}`);
  const me = (await client.get('/api/account/get')).json() as { id: string };
  return { client, id: me.id, name: body.username };
}

/** Makes the account `minutes` old. */
export async function ageAccount(database: Database, id: string, minutes: number): Promise<void> {
  await database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(users.id, id));
}

export async function storedRow(database: Database, id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
