/**
 * The operator's side of the wallet stories, through the operator API: funding players and
 * creating promo codes.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { operatorHeaders } from '../support/operator';

/** An operator correction crediting (or, negative, debiting) the player ('admin modify'). */
export async function fundPlayer(
  request: APIRequestContext,
  userName: string,
  balanceType: string,
  amount: string,
  reason = 'e2e funds',
): Promise<void> {
  const response = await request.post('/api/operator/wallet/adjust', {
    headers: operatorHeaders(),
    data: { userName, balanceType, amount, reason },
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
