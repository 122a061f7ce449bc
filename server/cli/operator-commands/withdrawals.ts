/** `withdrawals ...`: the queue of requested withdrawals, approving and declining them. */
import { type CommandGroup, getWithQuery, type OperatorRequest, UsageError } from './types';

export const withdrawalsCommands: CommandGroup = {
  group: 'withdrawals',
  usage: `  withdrawals list [--status pending|approved|declined|cancelled|all] [--limit n]
  withdrawals approve <id>
      pays the held funds out
  withdrawals decline <id> --reason "text"
      returns the held funds to the player`,
  options: ['status', 'limit', 'reason'],
  parse(action, args, values): OperatorRequest {
    if (action === 'list')
      return getWithQuery('/api/operator/withdrawals', values, ['status', 'limit']);
    const [id] = args;
    if (action === 'approve' || action === 'decline') {
      if (!id) throw new UsageError(`withdrawals ${action}: the withdrawal id is required`);
      const path = `/api/operator/withdrawals/${encodeURIComponent(id)}/${action}`;
      if (action === 'approve') return { method: 'POST', path };
      if (!values.reason) throw new UsageError('withdrawals decline: --reason is required');
      return { method: 'POST', path, body: { reason: values.reason } };
    }
    throw new UsageError(`unknown command "withdrawals ${action ?? ''}"`.trim());
  },
};
