// @vitest-environment node
/**
 * Crypto deposits: a player's deposit address (made on first request, the same afterwards, XRP
 * with a tag of its own on the house's shared address, a QR code), and the sandbox chain's
 * signed webhook — coins valued in dollars at the coin's price, credited once at the coin's
 * confirmations, replays credit nothing more, transfers to nobody are recorded as unmatched,
 * ones worth less than the minimum as below the minimum.
 */

import { SIGNATURE_HEADER, signBody } from '@server/modules/payments/signature';
import { dollars } from '@server/modules/wallet/money';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { depositAddressSchema } from '@/contracts/payments';
import { operatorCall, registerPlayer, type TestPlayer } from '../account/session-client';
import {
  balanceOf,
  depositsOf,
  paymentsSuite,
  signedPost,
  WEBHOOK_SECRET,
  whileOnABreak,
} from './payments-support';

const suite = paymentsSuite('payments-chain');

/** Known prices for this file: 1 XRP = 0.52 USD, 1 ETH = 3000 USD. */
beforeAll(async () => {
  await setPrice('xrp', '0.52');
  await setPrice('eth', '3000');
});

async function setPrice(coin: string, usd: string) {
  const response = await operatorCall(suite.app, 'PUT', `/api/operator/coin-prices/${coin}`, {
    usd,
  });
  expect(response.statusCode).toBe(200);
}

async function addressOf(player: TestPlayer, coin = 'xrp') {
  const response = await player.client.get(`/api/payments/addresses/${coin}`);
  expect(response.statusCode).toBe(200);
  return depositAddressSchema.parse(response.json());
}

let hashCounter = 0;
function txHash(): string {
  hashCounter += 1;
  return `${Date.now().toString(16)}${hashCounter.toString(16)}`.padStart(64, 'A').toUpperCase();
}

function notify(transfer: {
  address: string;
  tag: number | null;
  amount: string;
  txHash: string;
  confirmations: number;
  coin?: string;
}) {
  return signedPost(suite.app, '/api/payments/webhooks/chain', { coin: 'xrp', ...transfer });
}

describe('deposit addresses', () => {
  it('are made on first request and stay the same; XRP players share an address, not a tag', async () => {
    const a = await registerPlayer(suite.app);
    const b = await registerPlayer(suite.app);
    const first = await addressOf(a);
    expect(first.address).toMatch(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
    expect(first.tag).toBeGreaterThanOrEqual(10_000_000);
    expect(first.confirmations).toBe(1);
    expect(first.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.qrDataUrl.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(await addressOf(a)).toEqual(first);
    const other = await addressOf(b);
    expect(other.address).toBe(first.address);
    expect(other.tag).not.toBe(first.tag);

    const listed = (await a.client.get('/api/payments/addresses')).json() as {
      addresses: unknown[];
    };
    expect(listed.addresses).toEqual([first]);
  });

  it('gives other coins an address of their own per player', async () => {
    const a = await registerPlayer(suite.app);
    const b = await registerPlayer(suite.app);
    const eth = await addressOf(a, 'eth');
    expect(eth.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(eth.tag).toBeNull();
    expect((await addressOf(b, 'eth')).address).not.toBe(eth.address);
    expect((await addressOf(a, 'trx')).address).toMatch(/^T/);
  });

  it('refuses visitors and unknown coins', async () => {
    const a = await registerPlayer(suite.app);
    expect((await a.client.get('/api/payments/addresses/cash')).statusCode).toBe(400);
    const visitor = (await registerPlayer(suite.app)).client;
    await visitor.post('/api/auth/logout');
    visitor.cookies.clear();
    expect((await visitor.get('/api/payments/addresses/xrp')).statusCode).toBe(401);
  });
});

describe('the chain webhook', () => {
  it('refuses a missing or wrong signature and records nothing', async () => {
    const player = await registerPlayer(suite.app);
    const { address, tag } = await addressOf(player);
    const transfer = {
      coin: 'xrp',
      address,
      tag,
      amount: '50',
      txHash: txHash(),
      confirmations: 1,
    };
    const unsigned = await suite.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/chain',
      payload: transfer,
    });
    expect(unsigned.statusCode).toBe(401);
    const forged = await signedPost(
      suite.app,
      '/api/payments/webhooks/chain',
      transfer,
      'not-the-secret-at-all-000000',
    );
    expect(forged.statusCode).toBe(401);
    // Signed, then changed on the way: the signature no longer matches the bytes.
    const raw = JSON.stringify(transfer);
    const tampered = await suite.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/chain',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(WEBHOOK_SECRET, raw),
      },
      payload: raw.replace('"50"', '"5000"'),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(0n);
    expect(await depositsOf(player)).toEqual([]);
  });

  it('credits a confirmed transfer once, however often the chain repeats it', async () => {
    const player = await registerPlayer(suite.app);
    const { address, tag } = await addressOf(player);
    const hash = txHash();
    const transfer = { address, tag, amount: '25.5', txHash: hash, confirmations: 1 };
    const responses = await Promise.all([notify(transfer), notify(transfer), notify(transfer)]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect((await notify({ ...transfer, confirmations: 7 })).statusCode).toBe(200);
    // 25.5 XRP at 0.52 USD: the balance holds their dollar value.
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars('13.26'));

    const deposits = await depositsOf(player);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({
      method: 'chain',
      balanceType: 'xrp',
      amount: 13.26,
      coinAmount: 25.5,
      coinPrice: 0.52,
      status: 'confirmed',
      reference: hash,
      requiredConfirmations: 1,
    });
    const credited = suite.events.filter((e) => e.userId === player.id && e.event === 'newDeposit');
    expect(credited.map((e) => e.payload)).toEqual([
      { balanceType: 'xrp', amount: 13.26, depositId: deposits[0]?.id },
    ]);
    // The ledger pushes the balance itself; the user record shows the deposit.
    const me = (await player.client.get('/api/account/get')).json() as {
      balances: { xrp: number };
      hiddenTotalDeposited: number;
    };
    expect(me.balances.xrp).toBe(13.26);
    expect(me.hiddenTotalDeposited).toBe(13.26);
  });

  it('waits for the confirmations the coin needs', async () => {
    const player = await registerPlayer(suite.app);
    const eth = await addressOf(player, 'eth');
    const hash = `0x${'ab'.repeat(31)}${(hashCounter++).toString(16).padStart(2, '0')}`;
    const transfer = { coin: 'eth', address: eth.address, tag: null, amount: '0.04', txHash: hash };
    await notify({ ...transfer, confirmations: 3 });
    await notify({ ...transfer, confirmations: 11 });
    expect(await balanceOf(suite.ctx, player, 'eth')).toBe(0n);
    expect((await depositsOf(player))[0]).toMatchObject({
      status: 'pending',
      confirmations: 11,
      requiredConfirmations: 12,
    });
    // A stale report with fewer confirmations never lowers the count.
    await notify({ ...transfer, confirmations: 2 });
    expect((await depositsOf(player))[0]?.confirmations).toBe(11);
    await notify({ ...transfer, confirmations: 12 });
    expect(await balanceOf(suite.ctx, player, 'eth')).toBe(dollars(120));
    const updates = suite.events.filter(
      (e) => e.userId === player.id && e.event === 'depositUpdated',
    );
    expect(updates.map((e) => (e.payload as { status: string }).status)).toEqual([
      'pending',
      'pending',
      'confirmed',
    ]);
  });

  it('records a transfer to an unknown tag or address as unmatched and credits no one', async () => {
    const player = await registerPlayer(suite.app);
    const { address, tag } = await addressOf(player);
    const wrongTag = await notify({
      address,
      tag: (tag ?? 0) + 1,
      amount: '30',
      txHash: txHash(),
      confirmations: 1,
    });
    expect(wrongTag.json()).toMatchObject({ deposit: { status: 'unmatched', userId: null } });
    const noTag = await notify({
      address,
      tag: null,
      amount: '30',
      txHash: txHash(),
      confirmations: 1,
    });
    expect(noTag.json()).toMatchObject({ deposit: { status: 'unmatched' } });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(0n);
    const listed = await operatorCall(suite.app, 'GET', '/api/operator/payments?status=unmatched');
    const unmatched = (listed.json() as { deposits: Array<{ player: string | null; tag: number }> })
      .deposits;
    expect(unmatched.some((d) => d.player === null && d.tag === (tag ?? 0) + 1)).toBe(true);
  });

  it('does not credit a transfer worth less than the minimum deposit in dollars', async () => {
    const player = await registerPlayer(suite.app);
    const { address, tag } = await addressOf(player);
    // 19 XRP is above the old 10-coin reading of the minimum, but worth only 9.88 USD.
    const response = await notify({
      address,
      tag,
      amount: '19',
      txHash: txHash(),
      confirmations: 1,
    });
    expect(response.json()).toMatchObject({
      deposit: {
        status: 'belowMinimum',
        amount: 9.88,
        coinAmount: 19,
        failureReason: '19 XRP at 0.52 USD is worth 9.88 USD, below the minimum deposit of 10 USD',
      },
    });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(0n);
  });

  it('rounds the dollars down to the ledger unit, never up', async () => {
    await setPrice('ltc', '0.33333333');
    const player = await registerPlayer(suite.app);
    const ltc = await addressOf(player, 'ltc');
    const hash = `${'cd'.repeat(31)}${(hashCounter++).toString(16).padStart(2, '0')}`;
    const response = await notify({
      coin: 'ltc',
      address: ltc.address,
      tag: null,
      amount: '30.0000003',
      txHash: hash,
      confirmations: 6,
    });
    // 30.0000003 × 0.33333333 = 9.999999999999999: the fraction of the last unit is dropped,
    // so this stays a hair under the 10 USD minimum instead of being rounded up onto it.
    expect(response.json()).toMatchObject({
      deposit: { status: 'belowMinimum', amount: 9.99999999 },
    });
    await setPrice('ltc', '90');
  });

  it('waits with a stale price, and values and credits the transfer once the coin is quoted', async () => {
    const player = await registerPlayer(suite.app);
    const { address, tag } = await addressOf(player);
    // The feed stopped answering an hour ago: its last XRP price is too old to use.
    await suite.ctx.database.db.execute(
      sql`update coin_prices set quoted_at = now() - interval '1 hour' where coin = 'xrp'`,
    );
    const waiting = await notify({
      address,
      tag,
      amount: '50',
      txHash: txHash(),
      confirmations: 1,
    });
    expect(waiting.json()).toMatchObject({
      deposit: { status: 'pending', amount: null, coinAmount: 50, coinPrice: null },
    });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(0n);

    await setPrice('xrp', '0.5');
    await expect.poll(() => balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(25));
    expect((await depositsOf(player))[0]).toMatchObject({
      status: 'confirmed',
      amount: 25,
      coinPrice: 0.5,
    });
    await setPrice('xrp', '0.52');
  });

  it('reads a coin price once to value every transfer that waited for it', async () => {
    const players = [await registerPlayer(suite.app), await registerPlayer(suite.app)];
    await suite.ctx.database.db.execute(
      sql`update coin_prices set quoted_at = now() - interval '1 hour' where coin = 'xrp'`,
    );
    for (const player of players) {
      const { address, tag } = await addressOf(player);
      await notify({ address, tag, amount: '40', txHash: txHash(), confirmations: 1 });
    }
    // Fresh again without announcing it, so only the revaluation below values them.
    await suite.ctx.database.db.execute(
      sql`update coin_prices set quoted_at = now() where coin = 'xrp'`,
    );
    const quote = vi.spyOn(suite.app.coinPrices, 'quote');
    try {
      const valued = await suite.app.payments.chain.revalue(['xrp']);
      expect(valued.length).toBeGreaterThanOrEqual(2);
      expect(quote).toHaveBeenCalledTimes(1);
    } finally {
      quote.mockRestore();
    }
    for (const player of players) {
      expect(await balanceOf(suite.ctx, player, 'xrp')).toBeGreaterThan(0n);
    }
  });

  it('refuses a malformed report with 400 and records nothing', async () => {
    const player = await registerPlayer(suite.app);
    const { address, tag } = await addressOf(player);
    const bad = await notify({ address, tag, amount: '-5', txHash: 'nothex', confirmations: 1 });
    expect(bad.statusCode).toBe(400);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(0n);
  });

  it('leaves a player the gate refuses uncredited, the deposit marked refused', async () => {
    const player = await registerPlayer(suite.app);
    const { address, tag } = await addressOf(player);
    const response = await whileOnABreak(suite.app, player, () =>
      notify({ address, tag, amount: '20', txHash: txHash(), confirmations: 1 }),
    );
    expect(response.json()).toMatchObject({
      deposit: { status: 'refused', failureReason: 'You are taking a break until tomorrow' },
    });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(0n);
  });
});

describe('the operator sandbox chain', () => {
  it('sends coins to a player by name and credits their value; confirm adds confirmations', async () => {
    const player = await registerPlayer(suite.app);
    const sent = await operatorCall(suite.app, 'POST', '/api/operator/chain/send', {
      to: player.name,
      coin: 'xrp',
      amount: '25',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      transfer: { amount: '25' },
      deposit: { status: 'confirmed', player: player.name, amount: 13, coinAmount: 25 },
    });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(13));

    const slow = await operatorCall(suite.app, 'POST', '/api/operator/chain/send', {
      to: player.name,
      coin: 'xrp',
      amount: '40',
      confirmations: '0',
    });
    const { transfer } = slow.json() as { transfer: { txHash: string } };
    expect(slow.json()).toMatchObject({ deposit: { status: 'pending', confirmations: 0 } });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(13));
    const confirmed = await operatorCall(suite.app, 'POST', '/api/operator/chain/confirm', {
      txHash: transfer.txHash,
    });
    // The chain reports the same 40 coins again; they were valued when first seen.
    expect(confirmed.json()).toMatchObject({
      transfer: { amount: '40' },
      deposit: { status: 'confirmed', confirmations: 1, amount: 20.8 },
    });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars('33.8'));
  });

  it('needs the operator token', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/operator/chain/send',
      payload: { to: 'x', coin: 'xrp', amount: '1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
