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

/** A GET of `path` with the given options that are set as its query (`list` commands). */
export function getWithQuery(
  path: string,
  values: OptionValues,
  names: readonly string[],
): OperatorRequest {
  const query = new URLSearchParams();
  for (const name of names) if (values[name]) query.set(name, values[name]);
  const qs = query.toString();
  return { method: 'GET', path: qs ? `${path}?${qs}` : path };
}
