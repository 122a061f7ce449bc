/** `rg ...`: a player's responsible-gambling state, and lifting an indefinite self-exclusion. */
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

export const rgCommands: CommandGroup = {
  group: 'rg',
  usage: `  rg show <username>
      limits, the running break or self-exclusion, its history and when it may be lifted
  rg lift <username> --reason "text"
      lifts an indefinite self-exclusion at the player's request, at least 6 months after it
      began; play resumes 24 hours later. Breaks and fixed periods cannot be lifted early.`,
  options: ['reason'],
  parse(action, [userName], values): OperatorRequest {
    if (!userName) throw new UsageError(`rg ${action ?? ''}: the username is required`);
    if (action === 'show') {
      return { method: 'GET', path: `/api/operator/rg/${encodeURIComponent(userName)}` };
    }
    if (action === 'lift') {
      if (!values.reason) throw new UsageError('rg lift: --reason is required');
      return {
        method: 'POST',
        path: '/api/operator/rg/lift',
        body: { userName, reason: values.reason },
      };
    }
    throw new UsageError(`unknown command "rg ${action ?? ''}"`.trim());
  },
};
