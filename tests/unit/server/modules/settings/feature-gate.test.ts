// @vitest-environment node
/**
 * The server's side of feature gating: while the operator has a feature off, each of its
 * calls is refused with 403 and error 1016 naming it, and nothing happens; switched on again,
 * the same call works. Hiding an entry point in the app is not a control.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { API_ERROR_CODES, apiErrorBodySchema } from '@/contracts/api-error';
import type { Feature, SettingsFlag } from '@/contracts/settings';
import { fund, operatorCall, postWithKey, registerPlayer } from '../account/session-client';
import { depositsOf, paymentsSuite } from '../payments/payments-support';

const suite = paymentsSuite('feature-gate');

afterEach(async () => {
  await operatorCall(suite.app, 'PATCH', '/api/operator/settings', {
    flags: { cashEnabled: true, mpesaEnabled: true, cardPaymentsAllowed: true },
    features: { chat: true },
  });
});

async function switchOff(name: `flag.${SettingsFlag}` | `feature.${Feature}`) {
  const [kind, key] = name.split('.') as ['flag' | 'feature', string];
  const patch = kind === 'flag' ? { flags: { [key]: false } } : { features: { [key]: false } };
  const response = await operatorCall(suite.app, 'PATCH', '/api/operator/settings', patch);
  expect(response.statusCode, response.body).toBe(200);
}

function expectSwitchedOff(
  response: { statusCode: number; body: string; json: () => unknown },
  feature: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(403);
  const { error } = apiErrorBodySchema.parse(response.json());
  expect(error).toMatchObject({
    code: API_ERROR_CODES.featureOff,
    message,
    details: { feature },
  });
}

describe('the settings service', () => {
  it('reads the gates from the stored settings as they are now', async () => {
    expect(await suite.app.settings.featureOn('cashPayments')).toBe(true);
    await switchOff('flag.cashEnabled');
    expect(await suite.app.settings.featureOn('cashPayments')).toBe(false);
    expect(await suite.app.settings.featureOn('mpesaPayments')).toBe(true);
    await expect(suite.app.settings.assertFeatureOn('cashPayments')).rejects.toMatchObject({
      statusCode: 403,
      code: API_ERROR_CODES.featureOff,
    });
  });
});

describe('gated calls', () => {
  it('refuses the chat history while the chat is off', async () => {
    await switchOff('feature.chat');
    const off = await suite.app.inject({ method: 'GET', url: '/api/chat/latest' });
    expectSwitchedOff(off, 'chat', 'The chat is switched off at the moment');
    await operatorCall(suite.app, 'PATCH', '/api/operator/settings', { features: { chat: true } });
    expect((await suite.app.inject({ method: 'GET', url: '/api/chat/latest' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a cash deposit while cash is off, and starts none', async () => {
    const player = await registerPlayer(suite.app, 'gate');
    await switchOff('flag.cashEnabled');
    const off = await postWithKey(player, '/api/payments/cash', { amount: 20 });
    expectSwitchedOff(off, 'cashPayments', 'Cash payments are switched off at the moment');
    expect(await depositsOf(player)).toEqual([]);
  });

  it('refuses an M-Pesa deposit while M-Pesa is off', async () => {
    const player = await registerPlayer(suite.app, 'gate');
    await switchOff('flag.mpesaEnabled');
    const off = await postWithKey(player, '/api/payments/mpesa', {
      phone: '254712345671',
      amount: 1,
    });
    expectSwitchedOff(off, 'mpesaPayments', 'M-Pesa payments are switched off at the moment');
    expect(await depositsOf(player)).toEqual([]);
  });

  it('refuses a cash withdrawal while cash is off, holding nothing', async () => {
    const player = await registerPlayer(suite.app, 'gate');
    await fund(suite.app, player.name, 'cash', '100');
    await switchOff('flag.cashEnabled');
    const off = await postWithKey(player, '/api/withdrawals', {
      balanceType: 'cash',
      amount: 20,
      destination: { account: 'GB33BUKB20201555555555' },
    });
    expectSwitchedOff(off, 'cashPayments', 'Cash payments are switched off at the moment');
    const listed = await player.client.get('/api/withdrawals');
    expect(listed.json()).toEqual({ withdrawals: [] });
  });

  it('refuses a card purchase of crypto while card payments are off', async () => {
    const player = await registerPlayer(suite.app, 'gate');
    await switchOff('flag.cardPaymentsAllowed');
    const off = await postWithKey(player, '/api/onramp/orders', { coin: 'xrp', amount: '50' });
    expectSwitchedOff(off, 'cardPayments', 'Card payments are switched off at the moment');
    const orders = await player.client.get('/api/onramp/orders');
    expect(orders.json()).toEqual({ orders: [] });
  });
});
