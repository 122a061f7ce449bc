/**
 * `npm run outbox [-- --to address] [--limit N]`: prints the newest emails the server stored
 * (verification links, sign-in codes). Asks the running server through its operator API, since
 * an embedded PGlite belongs to the one process that has it open; with no server running it
 * opens the database itself.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type Config, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createOutboxRepository } from '../modules/mail/outbox-repository';
import { readOperatorToken } from '../modules/operator/token';
import { describeFailure, serverUrl } from './operator';

export const OUTBOX_USAGE = `Usage: npm run outbox -- [--to address] [--limit N] [--server url]

Prints the newest emails of the outbox (default 10, at most 200), newest first.`;

const entrySchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  transport: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
type Entry = z.infer<typeof entrySchema>;
const answerSchema = z.object({ messages: z.array(entrySchema) });

class Unreachable extends Error {}

export function formatEntry(entry: Entry): string {
  const failed = entry.error ? ` (${entry.error})` : '';
  return [
    `#${entry.id}  ${entry.createdAt}  to ${entry.to}  [${entry.transport}${failed}]`,
    `Subject: ${entry.subject}`,
    '',
    entry.text,
    '-'.repeat(72),
  ].join('\n');
}

async function fromServer(base: string, token: string, query: URLSearchParams): Promise<Entry[]> {
  let response: Response;
  try {
    response = await fetch(new URL(`/api/operator/outbox?${query}`, base), {
      headers: { authorization: `Bearer ${token}` },
    });
  } catch {
    throw new Unreachable();
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(describeFailure(response.status, payload));
  return answerSchema.parse(payload).messages;
}

async function fromDatabase(config: Config, to: string | undefined, limit: number) {
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const rows = await createOutboxRepository(database.db).latest({ to, limit });
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  } finally {
    await database.close();
  }
}

/** Returns the process exit code (0 printed, 1 failed, 2 bad usage). */
export async function runOutboxCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let values: { to?: string; limit?: string; server?: string };
  let config: Config;
  try {
    values = parseArgs({
      args: argv,
      options: { to: { type: 'string' }, limit: { type: 'string' }, server: { type: 'string' } },
    }).values;
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(`${error instanceof Error ? error.message : error}\n\n${OUTBOX_USAGE}`);
    return error instanceof ConfigError ? 1 : 2;
  }
  const limit = Number(values.limit ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    console.error(`--limit: expected a whole number from 1 to 200\n\n${OUTBOX_USAGE}`);
    return 2;
  }
  const query = new URLSearchParams({
    limit: String(limit),
    ...(values.to ? { to: values.to } : {}),
  });
  const token = readOperatorToken(config);
  try {
    let entries: Entry[];
    try {
      if (!token) throw new Unreachable();
      entries = await fromServer(values.server ?? serverUrl(config), token.token, query);
    } catch (error) {
      if (!(error instanceof Unreachable) || values.server) throw error;
      entries = await fromDatabase(config, values.to, limit);
    }
    console.log(
      entries.length === 0 ? 'The outbox is empty.' : entries.map(formatEntry).join('\n'),
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

const isEntry =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) process.exitCode = await runOutboxCli(process.argv.slice(2), process.env);
