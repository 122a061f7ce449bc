/** `wallet ...`: balances, corrections, display rates and coin prices. */
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

export const walletCommands: CommandGroup = {
  group: 'wallet',
  usage: `  wallet show <username>
  wallet adjust <username> <balance type> <signed amount> --reason "text"
      an operator correction (history type 'admin modify'); refused if it would overdraw
  wallet audit
      checks every transaction sums to zero and every balance equals its entries
  wallet rate <currency> <rate>
      sets the display rate (1 USD = rate); open clients get it at once
  wallet prices
      every coin's USD price, when it was quoted and whether it is stale
  wallet price <coin> <usd>
      sets a coin's USD price (btc, eth, ltc, xrp, doge, trx); deposits and withdrawals convert at it`,
  options: ['reason'],
  parse(action, args, values): OperatorRequest {
    if (action === 'audit') return { method: 'GET', path: '/api/operator/wallet/audit' };
    if (action === 'rate') {
      const [currency, rate] = args;
      if (!currency || !rate) throw new UsageError('wallet rate: currency and rate are required');
      const path = `/api/operator/wallet/rates/${encodeURIComponent(currency.toLowerCase())}`;
      return { method: 'PUT', path, body: { rate } };
    }
    if (action === 'prices') return { method: 'GET', path: '/api/operator/coin-prices' };
    if (action === 'price') {
      const [coin, usd] = args;
      if (!coin || !usd) throw new UsageError('wallet price: coin and USD price are required');
      const path = `/api/operator/coin-prices/${encodeURIComponent(coin.toLowerCase())}`;
      return { method: 'PUT', path, body: { usd } };
    }
    const [userName, balanceType, amount] = args;
    if (!userName) throw new UsageError(`wallet ${action ?? ''}: the username is required`);
    if (action === 'show') {
      return { method: 'GET', path: `/api/operator/wallet/${encodeURIComponent(userName)}` };
    }
    if (action === 'adjust') {
      if (!balanceType || !amount) {
        throw new UsageError('wallet adjust: balance type and amount are required');
      }
      if (!values.reason) throw new UsageError('wallet adjust: --reason is required');
      const body = { userName, balanceType, amount, reason: values.reason };
      return { method: 'POST', path: '/api/operator/wallet/adjust', body };
    }
    throw new UsageError(`unknown command "wallet ${action ?? ''}"`.trim());
  },
};
