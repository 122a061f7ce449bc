/**
 * The socket.io adapter decides how a broadcast reaches sockets held by other processes.
 * One process needs nothing (socket.io's built-in in-memory adapter). Scale-out (design §5)
 * adds REDIS_URL to config and returns `createAdapter(pub, sub)` from
 * `@socket.io/redis-adapter` here; nothing else changes, because every broadcast already goes
 * through `io.emit`.
 */
import type { Config } from '../config';
import type { RealtimeServer } from './types';

type AdapterConstructor = Parameters<RealtimeServer['adapter']>[0];

/** Undefined keeps the in-memory adapter. */
export function createRealtimeAdapter(_config: Config): AdapterConstructor | undefined {
  return undefined;
}
