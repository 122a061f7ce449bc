/** One group of operator CLI commands (`kyc ...`, `wallet ...`): its usage, options, parser. */
export interface OperatorRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

export class UsageError extends Error {}

export type OptionValues = Record<string, string | undefined>;

export interface CommandGroup {
  group: string;
  /** Lines for the usage text, already indented. */
  usage: string;
  /** The `--name value` options this group reads. */
  options: readonly string[];
  parse(action: string | undefined, args: string[], values: OptionValues): OperatorRequest;
}
