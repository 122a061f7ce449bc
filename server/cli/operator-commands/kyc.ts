/** `kyc ...`: identity verification review by the operator. */
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

function levelArg(value: string | undefined, min: number, what: string): number {
  const level = Number(value);
  if (!Number.isInteger(level) || level < min || level > 4) {
    throw new UsageError(`${what}: expected a level from ${min} to 4, got "${value ?? ''}"`);
  }
  return level;
}

export const kycCommands: CommandGroup = {
  group: 'kyc',
  usage: `  kyc show <username>
  kyc review <username> <level 1-4> verified|rejected [--reason "text"]
      a rejection needs --reason: the player reads it
  kyc require <username> <level 0-4>
      sends the player to verification until every level up to this one is sent (0: none)`,
  options: ['reason'],
  parse(action, [userName, ...args], values): OperatorRequest {
    if (!userName) throw new UsageError(`kyc ${action ?? ''}: the username is required`);
    if (action === 'show') {
      return { method: 'GET', path: `/api/operator/kyc/${encodeURIComponent(userName)}` };
    }
    if (action === 'review') {
      const level = levelArg(args[0], 1, 'kyc review');
      const decision = args[1];
      if (decision !== 'verified' && decision !== 'rejected') {
        throw new UsageError(`kyc review: expected verified or rejected, got "${decision ?? ''}"`);
      }
      if (decision === 'rejected' && !values.reason)
        throw new UsageError('kyc review: --reason is required');
      const body = { userName, level, decision, reason: values.reason };
      return { method: 'POST', path: '/api/operator/kyc/review', body };
    }
    if (action === 'require') {
      const body = { userName, level: levelArg(args[0], 0, 'kyc require') };
      return { method: 'POST', path: '/api/operator/kyc/override', body };
    }
    throw new UsageError(`unknown command "kyc ${action ?? ''}"`.trim());
  },
};
