/**
 * Request mocks for the client's unit tests, with MSW (msw/node): a test file calls
 * `mockRequests()` once at the top level, then answers the app's requests with `http`
 * handlers (`server.use(http.get('/api/…', () => HttpResponse.json(…)))`). A request no
 * handler answers is logged as an error and fails like the network; a test's handlers are
 * dropped after it. `recordRequests`
 * keeps what the app sent, for tests that check the call itself.
 */
import './node22-builtins';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export type MockServer = ReturnType<typeof setupServer>;

/** One server per test file: files can share a module graph (tests/unit/isolation.ts). */
export function mockRequests(): MockServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

/** A request as the app sent it: path (with the query), method, headers and parsed body. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

async function sentOf(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    url: `${url.pathname}${url.search}`,
    method: request.method,
    headers: request.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/**
 * Every request the app sends from now on in this test, in order. Read them with `await
 * sent()` (bodies are read asynchronously).
 */
export function recordRequests(server: MockServer) {
  const requests: Promise<SentRequest>[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(sentOf(request.clone()));
  });
  return {
    sent: () => Promise.all(requests),
    get count() {
      return requests.length;
    },
    /**
     * How many went out, counted a macrotask later: MSW sees a request some ticks after the
     * app's fetch call, so a check that nothing was sent right after a click would always pass.
     */
    settledCount: async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return requests.length;
    },
  };
}

export type RecordedRequests = ReturnType<typeof recordRequests>;

/**
 * Answers every request with what `answer` returns for it, as a small fake server would
 * (one place that routes by path and method); `recordRequests` still sees them all.
 */
export function answerEvery(
  server: MockServer,
  answer: (request: SentRequest) => Response | Promise<Response>,
): void {
  server.use(http.all('*', async ({ request }) => answer(await sentOf(request.clone()))));
}

/**
 * Answers the app's requests in turn, as a server that changes its answer would: the first
 * request gets `answers[0]()`, the next `answers[1]()`, and every request after the last
 * answer gets that one again. Returns the recorded requests.
 */
export function answerInTurn(server: MockServer, ...answers: (() => Response)[]): RecordedRequests {
  let next = 0;
  answerEvery(server, () => {
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    if (!answer) throw new Error('answerInTurn needs at least one answer');
    return answer();
  });
  return recordRequests(server);
}
