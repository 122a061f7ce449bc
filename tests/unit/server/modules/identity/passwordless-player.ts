/**
 * A player made through Kadi ID (no password) for server tests, and the two states of their
 * session that matter to sensitive actions: within the reauth window (just signed in) or past
 * it (a sign-in from long ago, made so by moving reauth_until into the past).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type SessionClient, sessionClient } from '../account/session-client';
import { providerSignIn, signupTokenOf } from './provider-dance';

let counter = 0;

export interface PasswordlessPlayer {
  client: SessionClient;
  id: string;
  email: string;
}

export async function passwordlessPlayer(
  app: FastifyInstance,
  prefix: string,
): Promise<PasswordlessPlayer> {
  counter += 1;
  const email = `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
  const client = sessionClient(app, `10.91.${counter % 250}.${(counter * 7) % 250}`);
  const { search } = await providerSignIn(app, client, { email, name: 'No Password' });
  const signup = await client.post('/api/auth/oauth/signup', { token: signupTokenOf(search) });
  expect(signup.statusCode, signup.body).toBe(200);
  const me = (await client.get('/api/account/get')).json() as { id: string; hasPassword: boolean };
  expect(me.hasPassword).toBe(false);
  return { client, id: me.id, email };
}

/** The player's sessions signed in long ago: the reauth window is over. */
export async function windowOver(app: FastifyInstance, userId: string): Promise<void> {
  await app.database.db.execute(
    sql`update sessions set reauth_until = now() - interval '1 minute' where user_id = ${userId}`,
  );
}

/** Signs the same browser in again with Kadi ID (the renewal the refusal asks for). */
export async function signInAgain(app: FastifyInstance, player: PasswordlessPlayer) {
  const { search } = await providerSignIn(app, player.client, { email: player.email });
  expect(search.get('authErrors')).toBeNull();
  expect(search.get('confirmSignup')).toBeNull();
}
