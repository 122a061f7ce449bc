/** `wallet ...` and `rates ...`: balances, corrections and display rates. */
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

export const walletCommands: CommandGroup = {
  group: 'wallet',
  usage: `  wallet show <username>
  wallet adjust <username> <balance type> <signed amount> --reason "text"
      an operator correction (history type 'admin modify'); refused if it would overdraw
  wallet audit
      checks every transaction sums to zero and every balance equals its entries
  wallet rate <currency> <rate>
      sets the display rate (1 USD = rate); open clients get it at once`,
  options: ['reason'],
  parse(action, args, values): OperatorRequest {
    if (action === 'audit') return { method: 'GET', path: '/api/operator/wallet/audit' };
    if (action === 'rate') {
      const [currency, rate] = args;
      if (!currency || !rate) throw new UsageError('wallet rate: currency and rate are required');
      const path = `/api/operator/wallet/rates/${encodeURIComponent(currency.toLowerCase())}`;
      return { method: 'PUT', path, body: { rate } };
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
