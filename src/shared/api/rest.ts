/**
 * The REST client for /api: same-origin credentials, JSON in and out, every response parsed
 * with its contract schema, every failure turned into an ApiError. Listeners let features react
 * to cross-cutting errors (401 clears the user, 1002 opens the region dialog) without this
 * module knowing about them.
 */
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { apiErrorBodySchema } from '@/contracts/api-error';
import { ApiError, NetworkError } from './api-error';
import { csrfHeaders } from './csrf';

export const API_BASE = '/api';

type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

/** Subscribe to every ApiError any request produces; returns the unsubscribe function. */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: $ZodType<T>;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip caches between the app and the server (the spec's no-cache account fetch). */
  noCache?: boolean;
  /**
   * The server said this data changed: revalidate every cached copy (the service worker goes
   * to the network first, HTTP caches ask the server) instead of taking one as it is.
   */
  fresh?: boolean;
}

function cacheModeOf(options: RequestOptions<unknown>): RequestCache {
  if (options.noCache) return 'no-store';
  return options.fresh ? 'no-cache' : 'default';
}

/** A request's URL: the API's path and the query in its own order. */
export function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const parsed = safeParse(apiErrorBodySchema, payload);
  if (parsed.success) {
    const { code, message, issues, details } = parsed.data.error;
    return new ApiError(response.status, code, message, issues, details);
  }
  return new ApiError(response.status, 1500, response.statusText || 'Request failed');
}

/** The ApiError for a failed response, once the error listeners have heard of it. */
export async function failedResponseError(response: Response): Promise<ApiError> {
  const error = await toApiError(response);
  for (const listener of errorListeners) listener(error);
  return error;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(method === 'GET' ? {} : await csrfHeaders().catch(() => ({}))),
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.noCache) {
    headers['cache-control'] = 'no-cache';
    headers.pragma = 'no-cache';
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      cache: cacheModeOf(options),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw await failedResponseError(response);
  const data: unknown = response.status === 204 ? undefined : await response.json();
  const parsed = safeParse(options.schema, data);
  if (!parsed.success) {
    throw new ApiError(response.status, 1500, `Unexpected response from ${path}`);
  }
  return parsed.data;
}
