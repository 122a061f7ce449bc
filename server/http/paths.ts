/** Which part of the site a request URL belongs to: the REST API, the socket, or the client. */
import { SOCKET_PATH } from '@/contracts/socket-events';

/** The URL without its query string. */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}

function isUnder(url: string, prefix: string): boolean {
  const path = pathOf(url);
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isApiPath(url: string): boolean {
  return isUnder(url, '/api');
}

export function isSocketPath(url: string): boolean {
  return isUnder(url, SOCKET_PATH);
}
