/**
 * Delivers one encrypted message to one subscription (RFC 8030/8291/8292). web-push builds
 * the request (aes128gcm body, VAPID Authorization, TTL, Urgency); global fetch sends it,
 * because web-push's own sender insists on https and the local test receivers speak http.
 * The endpoint is checked against the allowlist again right before sending, redirects are
 * not followed, and every request has a deadline.
 */
import type { FastifyBaseLogger } from 'fastify';
import webPush, { type Urgency } from 'web-push';
import { endpointRefusal, type PushServiceRule } from './allowlist';
import type { StoredSubscription, VapidKeys } from './repository';

export interface DeliveryOptions {
  subject: string;
  keys: VapidKeys;
  serviceHosts: readonly PushServiceRule[];
  /** How long the push service keeps an undelivered message, in seconds. */
  ttlSeconds: number;
  urgency: Urgency;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** `gone`: the push service says the subscription no longer exists (404/410). */
export type DeliveryOutcome = 'sent' | 'gone' | 'failed';

/** What is safe to log of an endpoint: its path and query identify the subscriber. */
function serviceOf(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).origin : 'invalid URL';
}

function requestHeaders(headers: Record<string, string | number>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    // fetch computes the length of the body itself.
    if (name.toLowerCase() !== 'content-length') result[name] = String(value);
  }
  return result;
}

export async function deliver(
  subscription: StoredSubscription,
  body: string,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const { log } = options;
  const service = serviceOf(subscription.endpoint);
  const refusal = endpointRefusal(subscription.endpoint, options.serviceHosts);
  if (refusal) {
    log.warn({ pushService: service, reason: refusal }, 'push: endpoint no longer allowed');
    return 'failed';
  }
  try {
    const request = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      body,
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: options.keys.publicKey,
          privateKey: options.keys.privateKey,
        },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: requestHeaders(request.headers),
      // A copy typed as ArrayBuffer-backed, which fetch's BodyInit wants (at most 4 KB).
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // Nothing in the answer is needed; release the connection.
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    log.warn({ pushService: service, status: response.status }, 'push: the push service refused');
    return 'failed';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ pushService: service, reason }, 'push: delivery failed');
    return 'failed';
  }
}

/** Runs `task` over `items` with at most `limit` running at once; results keep their order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
