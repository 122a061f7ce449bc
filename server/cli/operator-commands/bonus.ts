/** `bonus ...`: deposit bonus offers (a fixed amount, or a match up to a maximum). */
import { type CommandGroup, type OperatorRequest, type OptionValues, UsageError } from './types';

function wholeNumber(value: string | undefined, option: string, min: number): number {
  const number = Number(value);
  if (!value || !Number.isInteger(number) || number < min) {
    throw new UsageError(`bonus create: --${option} must be a whole number of at least ${min}`);
  }
  return number;
}

/** '48h' or '7d' (a bare number is hours). */
function expiryHours(value: string | undefined): number {
  const match = /^(\d+)([hd]?)$/.exec(value ?? '');
  if (!match) throw new UsageError('bonus create: --expires-in must look like 48h or 7d');
  const hours = Number(match[1]) * (match[2] === 'd' ? 24 : 1);
  if (hours < 1) throw new UsageError('bonus create: --expires-in must be at least 1h');
  return hours;
}

function required(values: OptionValues, option: string): string {
  const value = values[option];
  if (!value) throw new UsageError(`bonus create: --${option} is required`);
  return value;
}

function createBody(values: OptionValues) {
  const common = {
    name: required(values, 'name'),
    minDeposit: required(values, 'min-deposit'),
    wagerMultiple: wholeNumber(values.multiple, 'multiple', 0),
    expiryHours: expiryHours(values['expires-in']),
  };
  if (values.fixed && values.match) {
    throw new UsageError('bonus create: give either --fixed or --match, not both');
  }
  if (values.fixed) return { kind: 'fixed', ...common, fixedAmount: values.fixed };
  if (values.match) {
    const matchPercent = wholeNumber(values.match, 'match', 1);
    return { kind: 'match', ...common, matchPercent, maxAmount: required(values, 'max') };
  }
  throw new UsageError('bonus create: give --fixed <amount> or --match <percent> --max <amount>');
}

export const bonusCommands: CommandGroup = {
  group: 'bonus',
  usage: `  bonus create --name "Welcome" --min-deposit 10 --multiple 30 --expires-in 7d
               (--fixed 5 | --match 100 --max 200)
      a deposit bonus offer: the wager requirement is multiple × the bonus granted
  bonus list
  bonus disable|enable <offer id>
      a disabled offer takes no new claims; claimed bonuses run their course`,
  options: ['name', 'min-deposit', 'multiple', 'expires-in', 'fixed', 'match', 'max'],
  parse(action, args, values): OperatorRequest {
    if (action === 'list') return { method: 'GET', path: '/api/operator/bonuses' };
    if (action === 'create') {
      return { method: 'POST', path: '/api/operator/bonuses', body: createBody(values) };
    }
    if (action === 'disable' || action === 'enable') {
      const [offerId] = args;
      if (!offerId) throw new UsageError(`bonus ${action}: the offer id is required`);
      return {
        method: 'POST',
        path: `/api/operator/bonuses/${encodeURIComponent(offerId)}/${action}`,
      };
    }
    throw new UsageError(`unknown command "bonus ${action ?? ''}"`.trim());
  },
};
