/**
 * Turns the operator CLI's words into an API request. Kept apart from the I/O so the
 * grammar is easy to read and to test; each command group lives in operator-commands/.
 */
import { parseArgs } from 'node:util';
import { COMMAND_GROUPS } from './operator-commands';
import { type OperatorRequest, UsageError } from './operator-commands/types';

export { type OperatorRequest, UsageError };

export const USAGE = `Usage: npm run operator -- <command>

${COMMAND_GROUPS.map((group) => group.usage).join('\n')}

Reads the token from OPERATOR_TOKEN or DATA_DIR/operator-token and talks to the server at
http://HOST:PORT (the same variables the server uses), or at --server <url>.`;

export interface ParsedCommand {
  request: OperatorRequest;
  server: string | undefined;
}

const OPTIONS = Object.fromEntries(
  ['server', ...COMMAND_GROUPS.flatMap((group) => group.options)].map((name) => [
    name,
    { type: 'string' as const },
  ]),
);

export function parseCommand(argv: string[]): ParsedCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: OPTIONS,
  });
  const [name, action, ...rest] = positionals;
  if (!name) throw new UsageError('no command given');
  const group = COMMAND_GROUPS.find((g) => g.group === name);
  if (!group) throw new UsageError(`unknown command "${`${name} ${action ?? ''}`.trim()}"`);
  const strings = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : undefined,
    ]),
  );
  return { request: group.parse(action, rest, strings), server: strings.server };
}
