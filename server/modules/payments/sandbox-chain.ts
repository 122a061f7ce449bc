/**
 * The sandbox chain: stands in for the networks' nodes the watcher would follow. The operator
 * "sends" a transfer to a player (their deposit address, made if they had none) or to any
 * address, and raises its confirmations later; each time the chain reports the transfer to
 * the signed webhook /api/payments/webhooks/chain, like a node notification service does.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { apiErrors } from '@server/http/api-error';
import type { ChainCoin } from '@/contracts/payments';
import type { UsersRepository } from '../account/users-repository';
import { formatUnits } from '../wallet/money';
import { addressOf } from './addresses-repository';
import type { Deliver } from './callback-delivery';
import { findByProviderRef } from './deposits-repository';

export const CHAIN_WEBHOOK_PATH = '/api/payments/webhooks/chain';

export interface ChainSend {
  /** A player's name, or an address. */
  to: string;
  coin: ChainCoin;
  amount: string;
  confirmations: number;
  tag?: number | null;
}

function newTxHash(coin: ChainCoin): string {
  const hex = randomBytes(32).toString('hex');
  return coin === 'xrp' ? hex.toUpperCase() : coin === 'ltc' || coin === 'doge' ? hex : `0x${hex}`;
}

export function createSandboxChain(deps: { db: Db; users: UsersRepository; deliver: Deliver }) {
  const { db, users, deliver } = deps;
  return {
    async send(input: ChainSend) {
      const player = await users.findByName(input.to);
      const target = player
        ? await addressOf(db, player.id, input.coin)
        : { address: input.to, tag: input.tag ?? null };
      const txHash = newTxHash(input.coin);
      const transfer = {
        coin: input.coin,
        address: target.address,
        tag: target.tag,
        amount: input.amount,
        txHash,
        confirmations: input.confirmations,
      };
      return { transfer, result: await deliver(CHAIN_WEBHOOK_PATH, transfer) };
    },

    /** The chain grew: the transfer is reported again with more confirmations. */
    async confirm(txHash: string, confirmations: number | undefined) {
      const row = await findByProviderRef(db, 'chain', txHash);
      if (!row?.coinAmount) throw apiErrors.notFound(`No transfer ${txHash} was reported`);
      const transfer = {
        coin: row.balanceType,
        address: row.address,
        tag: row.tag,
        amount: formatUnits(row.coinAmount),
        txHash,
        confirmations: confirmations ?? (row.confirmations ?? 0) + 1,
      };
      return { transfer, result: await deliver(CHAIN_WEBHOOK_PATH, transfer) };
    },
  };
}
