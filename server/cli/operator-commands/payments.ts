/**
 * `chain ...` and `payments ...`: the sandbox chain (a transfer to a player's deposit address,
 * more confirmations) and the deposits (list, or decide a pending M-Pesa or cash payment in
 * the provider's place).
 */
import { type CommandGroup, getWithQuery, type OperatorRequest, UsageError } from './types';

export const chainCommands: CommandGroup = {
  group: 'chain',
  usage: `  chain send <username|address> <coin> <amount> [--confirmations n] [--tag n]
      a sandbox transfer to the player's deposit address (made if needed) or any address;
      credited once it has the coin's confirmations (xrp: 1, the default)
  chain confirm <txHash> [--confirmations n]
      reports the transfer again with more confirmations (default: one more)`,
  options: ['confirmations', 'tag'],
  parse(action, args, values): OperatorRequest {
    if (action === 'send') {
      const [to, coin, amount] = args;
      if (!to || !coin || !amount) {
        throw new UsageError('chain send: recipient, coin and amount are required');
      }
      const body = {
        to,
        coin: coin.toLowerCase(),
        amount,
        ...(values.confirmations === undefined ? {} : { confirmations: values.confirmations }),
        ...(values.tag === undefined ? {} : { tag: values.tag }),
      };
      return { method: 'POST', path: '/api/operator/chain/send', body };
    }
    if (action === 'confirm') {
      const [txHash] = args;
      if (!txHash) throw new UsageError('chain confirm: the transaction hash is required');
      const body = {
        txHash,
        ...(values.confirmations === undefined ? {} : { confirmations: values.confirmations }),
      };
      return { method: 'POST', path: '/api/operator/chain/confirm', body };
    }
    throw new UsageError(`unknown command "chain ${action ?? ''}"`.trim());
  },
};

export const paymentsCommands: CommandGroup = {
  group: 'payments',
  usage: `  payments list [--status pending|confirmed|failed|cancelled|belowMinimum|refused|unmatched] [--limit n]
  payments complete <paymentId>
  payments fail <paymentId>
      answers a pending M-Pesa or cash payment in the sandbox provider's place`,
  options: ['status', 'limit'],
  parse(action, args, values): OperatorRequest {
    if (action === 'list')
      return getWithQuery('/api/operator/payments', values, ['status', 'limit']);
    if (action === 'complete' || action === 'fail') {
      const [id] = args;
      if (!id) throw new UsageError(`payments ${action}: the payment id is required`);
      return { method: 'POST', path: `/api/operator/payments/${encodeURIComponent(id)}/${action}` };
    }
    throw new UsageError(`unknown command "payments ${action ?? ''}"`.trim());
  },
};
