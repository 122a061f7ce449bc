/**
 * The operator's side of the wallet stories: the operator API with the token the e2e server
 * wrote into its DATA_DIR (as `npm run operator` reads it), for funding players and creating
 * promo codes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

export function operatorHeaders(): Record<string, string> {
  const token = readFileSync(
    join(import.meta.dirname, '../../../.data-e2e/operator-token'),
    'utf8',
  );
  return { authorization: `Bearer ${token.trim()}` };
}

/** An operator correction crediting the player (history type 'admin modify'). */
export async function fundPlayer(
  request: APIRequestContext,
  userName: string,
  balanceType: string,
  amount: string,
): Promise<void> {
  const response = await request.post('/api/operator/wallet/adjust', {
    headers: operatorHeaders(),
    data: { userName, balanceType, amount, reason: 'e2e funds' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

let codes = 0;

/** A new promo code (lowercase) the operator created with `uses` redemptions in all. */
export async function createPromoCode(
  request: APIRequestContext,
  amount: string,
  balanceType: string,
  uses = 10,
): Promise<string> {
  codes += 1;
  const code = `e2e${Date.now().toString(36)}${codes}`;
  const response = await request.post('/api/operator/promo', {
    headers: operatorHeaders(),
    data: { code, amount, balanceType, uses },
  });
  expect(response.status(), await response.text()).toBe(201);
  return code;
}
