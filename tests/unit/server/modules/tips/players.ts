/**
 * What the tips tests add to the shared player helpers (account/session-client, re-exported
 * here for the promo and mutes tests that take them from this file): a player's balance as the
 * API shows it, sending a tip, and turning two-factor security on.
 */

import { totpCodeAt } from '@server/modules/two-factor/totp';
import { expect } from 'vitest';
import type { BalanceType } from '@/contracts/balances';
import { totpSetupSchema } from '@/contracts/two-factor';
import { postWithKey, type TestPlayer } from '../account/session-client';

export {
  fund,
  newKey,
  operatorCall,
  registerPlayer,
  type TestPlayer,
} from '../account/session-client';

export async function balanceOf(player: TestPlayer, type: BalanceType): Promise<number> {
  const me = (await player.client.get('/api/account/get')).json() as {
    balances: Record<BalanceType, number>;
  };
  return me.balances[type];
}

export function tip(player: TestPlayer, body: Record<string, unknown>, key?: string | null) {
  return postWithKey(player, '/api/account/transfer', body, key);
}

/** Turns TOTP on for the player; answers a code the next tip may use (the next time step). */
export async function withTotp(player: TestPlayer): Promise<string> {
  const start = await player.client.post('/api/account/2fa/totp/start', {});
  const { secret } = totpSetupSchema.parse(start.json());
  const nowS = Math.floor(Date.now() / 1000);
  const confirm = await player.client.post('/api/account/2fa/totp/confirm', {
    code: await totpCodeAt(secret, nowS),
  });
  expect(confirm.statusCode).toBe(200);
  return totpCodeAt(secret, nowS + 30);
}
