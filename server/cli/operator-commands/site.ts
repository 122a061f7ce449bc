/** `banner`, `settings` and `push`: the site-wide operator commands. */
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

const ON = new Set(['on', 'true', 'yes', '1']);
const OFF = new Set(['off', 'false', 'no', '0']);

export function toggle(value: string | undefined, what: string): boolean {
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

export const bannerCommands: CommandGroup = {
  group: 'banner',
  usage: `  banner set --message "text" [--title "title"] [--link https://... | /path]
  banner clear`,
  options: ['message', 'title', 'link'],
  parse(action, _args, values): OperatorRequest {
    if (action === 'set') {
      if (!values.message) throw new UsageError('banner set: --message is required');
      const body = { message: values.message, title: values.title, link: values.link };
      return { method: 'PUT', path: '/api/operator/banner', body };
    }
    if (action === 'clear') return { method: 'DELETE', path: '/api/operator/banner' };
    throw new UsageError(`unknown command "banner ${action ?? ''}"`.trim());
  },
};

export const settingsCommands: CommandGroup = {
  group: 'settings',
  usage: `  settings show
  settings set flag.<name>=on|off feature.<name>=on|off disabledApp=on|off ...
  settings maintenance on|off`,
  options: [],
  parse(action, args): OperatorRequest {
    if (action === 'show') return { method: 'GET', path: '/api/operator/settings' };
    if (action === 'set') {
      return { method: 'PATCH', path: '/api/operator/settings', body: settingsPatch(args) };
    }
    if (action === 'maintenance') {
      const body = { disabledApp: toggle(args[0], 'maintenance') };
      return { method: 'PATCH', path: '/api/operator/settings', body };
    }
    throw new UsageError(`unknown command "settings ${action ?? ''}"`.trim());
  },
};

export const pushCommands: CommandGroup = {
  group: 'push',
  usage: `  push --title "text" --body "text" [--url /path] [--tag name]
      sends a notification to every subscribed device; --url (default /) opens on click,
      --tag replaces an earlier notification with the same tag`,
  options: ['title', 'body', 'url', 'tag'],
  parse(action, _args, values): OperatorRequest {
    if (action !== undefined) throw new UsageError(`unknown command "push ${action}"`);
    if (!values.title) throw new UsageError('push: --title is required');
    if (values.body === undefined) throw new UsageError('push: --body is required');
    const body = {
      title: values.title,
      body: values.body,
      url: values.url ?? '/',
      tag: values.tag,
    };
    return { method: 'POST', path: '/api/operator/push', body };
  },
};
