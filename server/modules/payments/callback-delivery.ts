/**
 * How the sandbox providers and the sandbox chain reach this server's callback URLs: a signed
 * HTTP POST, exactly as a real provider sends it, delivered in process (`app.inject`) so the
 * reference server needs no public URL of its own. The request goes through the same route,
 * signature check and body parsing an outside provider's request would.
 */
import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER, signBody } from './signature';

export type Deliver = (path: string, payload: unknown) => Promise<unknown>;

export function createDelivery(app: FastifyInstance, secret: string): Deliver {
  return async (path, payload) => {
    const raw = JSON.stringify(payload);
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
      payload: raw,
    });
    if (response.statusCode >= 300) {
      throw new Error(`${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
    return response.json();
  };
}
