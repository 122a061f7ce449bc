/**
 * Which push endpoints the server will POST to. A subscription names an arbitrary URL, so
 * without this list anyone could make the server send requests into the private network
 * (SSRF). PUSH_SERVICE_HOSTS holds two kinds of entries:
 *
 * - a host name, like `fcm.googleapis.com`: that host and its subdomains, https only, on
 *   the default port (every real push service works this way);
 * - an origin, like `http://127.0.0.1:8090` or `http://127.0.0.1:*`: exactly that scheme,
 *   host and port (`*` any port). Meant for local test receivers; http is allowed only here.
 */

export type PushServiceRule =
  | { kind: 'suffix'; host: string }
  | { kind: 'origin'; protocol: 'http:' | 'https:'; host: string; port: string | '*' };

export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
  'web.push.apple.com',
].join(',');

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const ORIGIN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function parseRule(entry: string): PushServiceRule {
  const value = entry.toLowerCase();
  if (HOST_NAME.test(value)) return { kind: 'suffix', host: value };
  const origin = ORIGIN.exec(value);
  if (origin) {
    const [, scheme, host = '', port] = origin;
    const protocol = scheme === 'http' ? 'http:' : 'https:';
    // Normalised the way URL does it (so `http://127.1:*` is `127.0.0.1`).
    const parsed = URL.canParse(`${scheme}://${host}`) ? new URL(`${scheme}://${host}`) : null;
    const portNumber = Number(port);
    if (parsed && (port === undefined || port === '*' || (portNumber > 0 && portNumber < 65536))) {
      return {
        kind: 'origin',
        protocol,
        host: parsed.hostname,
        port:
          port === '*' ? '*' : String(port === undefined ? DEFAULT_PORTS[protocol] : portNumber),
      };
    }
  }
  throw new Error(
    `"${entry}" is neither a host name (fcm.googleapis.com) nor an origin (http://127.0.0.1:8090, port may be *)`,
  );
}

/** PUSH_SERVICE_HOSTS: a comma-separated list of entries; at least one. */
export function parsePushServiceHosts(entries: string[]): readonly PushServiceRule[] {
  if (entries.length === 0) throw new Error('expected at least one push service host');
  return entries.map(parseRule);
}

function portOf(url: URL): string {
  return url.port || (DEFAULT_PORTS[url.protocol] ?? '');
}

function matches(rule: PushServiceRule, url: URL): boolean {
  if (rule.kind === 'suffix') {
    return (
      url.protocol === 'https:' &&
      url.port === '' &&
      (url.hostname === rule.host || url.hostname.endsWith(`.${rule.host}`))
    );
  }
  return (
    url.protocol === rule.protocol &&
    url.hostname === rule.host &&
    (rule.port === '*' || portOf(url) === rule.port)
  );
}

/** Why the endpoint is refused, or null when the server may send to it. */
export function endpointRefusal(
  endpoint: string,
  rules: readonly PushServiceRule[],
): string | null {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url) return 'is not a URL';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (rules.some((rule) => matches(rule, url))) return null;
  if (url.protocol !== 'https:') return 'must be an https URL of a push service';
  return `is not on a push service this server sends to (${url.host})`;
}
