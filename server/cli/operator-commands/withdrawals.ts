/** `withdrawals ...`: the queue of requested withdrawals, approving and declining them. */
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

export const withdrawalsCommands: CommandGroup = {
  group: 'withdrawals',
  usage: `  withdrawals list [--status pending|approved|declined|cancelled|all] [--limit n]
  withdrawals approve <id>
      pays the held funds out
  withdrawals decline <id> --reason "text"
      returns the held funds to the player`,
  options: ['status', 'limit', 'reason'],
  parse(action, args, values): OperatorRequest {
    if (action === 'list') {
      const query = new URLSearchParams();
      if (values.status) query.set('status', values.status);
      if (values.limit) query.set('limit', values.limit);
      const qs = query.toString();
      return { method: 'GET', path: `/api/operator/withdrawals${qs ? `?${qs}` : ''}` };
    }
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
