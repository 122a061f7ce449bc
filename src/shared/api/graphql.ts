/**
 * The GraphQL client for /api/graphql. Operations issued within 20 ms of each other travel in
 * one HTTP request, at most 5 per batch (spec part 1 §7), and every request carries the UI
 * language as accept-language so the server answers in it.
 */
import { GraphQLClient } from 'graphql-request';
import { parse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { GRAPHQL_BATCH_LIMIT, GRAPHQL_PATH } from '@/contracts/graphql';
import { GraphQLRequestError, NetworkError } from './api-error';
import { csrfHeaders } from './csrf';

// Thrown from here; it lives beside the REST errors so error texts need not load this client.
export { GraphQLRequestError };

export const BATCH_WINDOW_MS = 20;

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown };
}

interface Pending {
  document: string;
  variables: Record<string, unknown> | undefined;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

interface BatchItemResult {
  data: object;
  errors?: GraphQLErrorLike[];
}

const queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function client(): GraphQLClient {
  return new GraphQLClient(new URL(GRAPHQL_PATH, window.location.origin).href, {
    credentials: 'include',
    errorPolicy: 'all',
  });
}

function settle(item: Pending, result: BatchItemResult | undefined): void {
  const first = result?.errors?.[0];
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
    item.reject(new GraphQLRequestError(first.message, code));
  } else if (!result?.data) {
    item.reject(new GraphQLRequestError('Empty GraphQL response', undefined));
  } else {
    item.resolve(result.data);
  }
}

async function flush(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = queue.splice(0, GRAPHQL_BATCH_LIMIT);
  if (queue.length > 0) timer = setTimeout(flush, 0);
  if (batch.length === 0) return;
  try {
    const headers = {
      'accept-language': document.documentElement.lang || 'en',
      ...(await csrfHeaders()),
    };
    const response = await client().batchRequests<[BatchItemResult, ...BatchItemResult[]]>(
      batch.map((p) => ({ document: p.document, variables: p.variables })),
      headers,
    );
    batch.forEach((item, i) => {
      settle(item, response[i]);
    });
  } catch (error) {
    const failure = error instanceof TypeError ? new NetworkError(error) : error;
    for (const item of batch) item.reject(failure);
  }
}

/** Queue one operation; resolves with its `data` parsed by `schema`. */
export function graphqlRequest<T>(
  document: string,
  schema: $ZodType<T>,
  variables?: Record<string, unknown>,
): Promise<T> {
  return new Promise<unknown>((resolve, reject) => {
    queue.push({ document, variables, resolve, reject });
    if (queue.length >= GRAPHQL_BATCH_LIMIT) void flush();
    else timer ??= setTimeout(flush, BATCH_WINDOW_MS);
  }).then((data) => parse(schema, data));
}
