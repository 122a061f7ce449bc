/**
 * Turns the operator CLI's words into an API request. Kept apart from the I/O so the
 * grammar is easy to read and to test.
 */
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run operator -- <command>

  banner set --message "text" [--title "title"] [--link https://... | /path]
  banner clear
  settings show
  settings set flag.<name>=on|off feature.<name>=on|off disabledApp=on|off ...
  settings maintenance on|off
  push --title "text" --body "text" [--url /path] [--tag name]
      sends a notification to every subscribed device; --url (default /) opens on click,
      --tag replaces an earlier notification with the same tag
  kyc show <username>
  kyc review <username> <level 1-4> verified|rejected [--reason "text"]
      a rejection needs --reason: the player reads it
  kyc require <username> <level 0-4>
      sends the player to verification until every level up to this one is sent (0: none)

Reads the token from OPERATOR_TOKEN or DATA_DIR/operator-token and talks to the server at
http://HOST:PORT (the same variables the server uses), or at --server <url>.`;

export interface OperatorRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface ParsedCommand {
  request: OperatorRequest;
  server: string | undefined;
}

export class UsageError extends Error {}

const ON = new Set(['on', 'true', 'yes', '1']);
const OFF = new Set(['off', 'false', 'no', '0']);

function toggle(value: string | undefined, what: string): boolean {
  const word = value?.toLowerCase() ?? '';
  if (ON.has(word)) return true;
  if (OFF.has(word)) return false;
  throw new UsageError(`${what}: expected on or off, got "${value ?? ''}"`);
}

/** `flag.cashEnabled=false feature.chat=on` -> { flags: {...}, features: {...} } */
function settingsPatch(assignments: string[]): Record<string, unknown> {
  if (assignments.length === 0) throw new UsageError('settings set: nothing to set');
  const flags: Record<string, boolean> = {};
  const features: Record<string, boolean> = {};
  const patch: Record<string, unknown> = {};
  for (const assignment of assignments) {
    const [key = '', value] = assignment.split('=', 2);
    const on = toggle(value, key);
    if (key.startsWith('flag.')) flags[key.slice(5)] = on;
    else if (key.startsWith('feature.')) features[key.slice(8)] = on;
    else if (key === 'disabledApp') patch.disabledApp = on;
    else
      throw new UsageError(`unknown setting "${key}" (flag.<name>, feature.<name>, disabledApp)`);
  }
  if (Object.keys(flags).length > 0) patch.flags = flags;
  if (Object.keys(features).length > 0) patch.features = features;
  return patch;
}

function levelArg(value: string | undefined, min: number, what: string): number {
  const level = Number(value);
  if (!Number.isInteger(level) || level < min || level > 4) {
    throw new UsageError(`${what}: expected a level from ${min} to 4, got "${value ?? ''}"`);
  }
  return level;
}

function kycRequest(
  action: string | undefined,
  [userName, ...args]: string[],
  reason: string | undefined,
): OperatorRequest {
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
    if (decision === 'rejected' && !reason)
      throw new UsageError('kyc review: --reason is required');
    const body = { userName, level, decision, reason };
    return { method: 'POST', path: '/api/operator/kyc/review', body };
  }
  if (action === 'require') {
    const body = { userName, level: levelArg(args[0], 0, 'kyc require') };
    return { method: 'POST', path: '/api/operator/kyc/override', body };
  }
  throw new UsageError(`unknown command "kyc ${action ?? ''}"`.trim());
}

export function parseCommand(argv: string[]): ParsedCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      message: { type: 'string' },
      title: { type: 'string' },
      link: { type: 'string' },
      body: { type: 'string' },
      url: { type: 'string' },
      tag: { type: 'string' },
      reason: { type: 'string' },
      server: { type: 'string' },
    },
  });
  const [group, action, ...rest] = positionals;
  const command = `${group ?? ''} ${action ?? ''}`;
  let request: OperatorRequest;
  if (command === 'banner set') {
    if (!values.message) throw new UsageError('banner set: --message is required');
    const body = { message: values.message, title: values.title, link: values.link };
    request = { method: 'PUT', path: '/api/operator/banner', body };
  } else if (command === 'banner clear') {
    request = { method: 'DELETE', path: '/api/operator/banner' };
  } else if (command === 'settings show') {
    request = { method: 'GET', path: '/api/operator/settings' };
  } else if (command === 'settings set') {
    request = { method: 'PATCH', path: '/api/operator/settings', body: settingsPatch(rest) };
  } else if (command === 'settings maintenance') {
    const body = { disabledApp: toggle(rest[0], 'maintenance') };
    request = { method: 'PATCH', path: '/api/operator/settings', body };
  } else if (group === 'push' && action === undefined) {
    if (!values.title) throw new UsageError('push: --title is required');
    if (values.body === undefined) throw new UsageError('push: --body is required');
    const body = {
      title: values.title,
      body: values.body,
      url: values.url ?? '/',
      tag: values.tag,
    };
    request = { method: 'POST', path: '/api/operator/push', body };
  } else if (group === 'kyc') {
    request = kycRequest(action, rest, values.reason);
  } else {
    throw new UsageError(group ? `unknown command "${command.trim()}"` : 'no command given');
  }
  return { request, server: values.server };
}
