/**
 * What the tips tests add to the shared player helpers (account/session-client, re-exported
 * here for the promo and mutes tests that take them from this file): a player's balance as the
 * API shows it, and sending a tip.
 */
import type { BalanceType } from '@/contracts/balances';
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
