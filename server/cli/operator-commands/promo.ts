/** `promo ...`: promo codes players redeem once each (create, list, disable). */
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

export const promoCommands: CommandGroup = {
  group: 'promo',
  usage: `  promo create <code> <amount> <balance type> --uses N [--expires <ISO date>] [--by name]
      a code each player can redeem once, N redemptions in all, until the expiry
  promo list
      every code with its uses, expiry and status
  promo disable <code>
      players can no longer redeem it`,
  options: ['uses', 'expires', 'by'],
  parse(action, args, values): OperatorRequest {
    if (action === 'list') return { method: 'GET', path: '/api/operator/promo' };
    const [code, amount, balanceType] = args;
    if (!code) throw new UsageError(`promo ${action ?? ''}: the code is required`);
    if (action === 'disable') {
      return {
        method: 'POST',
        path: `/api/operator/promo/${encodeURIComponent(code.toLowerCase())}/disable`,
      };
    }
    if (action === 'create') {
      if (!amount || !balanceType) {
        throw new UsageError('promo create: amount and balance type are required');
      }
      if (!values.uses) throw new UsageError('promo create: --uses is required');
      const body = {
        code,
        amount,
        balanceType,
        uses: values.uses,
        ...(values.expires ? { expiresAt: values.expires } : {}),
        ...(values.by ? { createdBy: values.by } : {}),
      };
      return { method: 'POST', path: '/api/operator/promo', body };
    }
    throw new UsageError(`unknown command "promo ${action ?? ''}"`.trim());
  },
};
