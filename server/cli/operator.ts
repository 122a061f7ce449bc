/**
 * `npm run operator -- ...`: changes the banner and settings of a RUNNING server through its
 * operator API. It cannot open the database itself, because the embedded PGlite belongs to
 * the one server process that has it open.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiErrorBodySchema } from '@/contracts/api-error';
import { type Config, ConfigError, loadConfig, urlHost } from '../config';
import { readOperatorToken } from '../modules/operator/token';
import { type OperatorRequest, parseCommand, USAGE, UsageError } from './operator-args';

export function serverUrl(config: Config): string {
  const local: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  const host = local[config.host] ?? config.host;
  return `http://${urlHost(host)}:${config.port}`;
}

export function describeFailure(status: number, payload: unknown): string {
  const parsed = apiErrorBodySchema.safeParse(payload);
  if (!parsed.success) return `the server answered ${status}`;
  const { message, issues } = parsed.data.error;
  const details = (issues ?? []).map((issue) => `\n  ${issue.path}: ${issue.message}`).join('');
  return `${message}${details}`;
}

async function send(base: string, token: string, request: OperatorRequest): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(request.path, base), {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch (error) {
    // fetch reports network failures as TypeError('fetch failed') with the reason as cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? ('code' in cause ? cause.code : cause.message) : cause;
    throw new Error(
      `Cannot reach the KadiBet server at ${base} (${String(reason)}). Is it running (npm start)?`,
    );
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const hint =
      response.status === 401
        ? '\nThe token does not match the running server: use the same OPERATOR_TOKEN or DATA_DIR.'
        : '';
    throw new Error(`${describeFailure(response.status, payload)}${hint}`);
  }
  return payload;
}

/** Runs one command; returns the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runOperatorCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let command: ReturnType<typeof parseCommand>;
  let config: Config;
  try {
    command = parseCommand(argv);
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return error instanceof UsageError || error instanceof TypeError ? 2 : 1;
  }
  const token = readOperatorToken(config);
  if (!token) {
    console.error(
      `No operator token: set OPERATOR_TOKEN, or start the server once so it writes ${config.dataDir}/operator-token.`,
    );
    return 1;
  }
  const base = command.server ?? serverUrl(config);
  try {
    const result = await send(base, token.token, command.request);
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

const isEntry =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) process.exitCode = await runOperatorCli(process.argv.slice(2), process.env);
