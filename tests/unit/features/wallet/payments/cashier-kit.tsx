/**
 * Renders a cashier panel with a signed-in player in the query cache and a fake server on
 * MSW: routes answer by method and path, and every request is recorded with its headers and
 * body. Each test file makes its own server with `mockCashierServer()` and passes it in.
 */
import { configure, getConfig } from '@testing-library/react';
import { answerEvery, type MockServer, mockRequests } from '@tests/support/request-mocks';
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterAll, beforeAll } from 'vitest';
import type { User } from '@/contracts/user';
import type { NamedWalletOption } from '@/features/wallet/cashier/use-cashier-options';
import { visibleWalletOptions } from '@/features/wallet/wallet-options';
import { renderWithQuery } from '../../render-with-providers';
import { playerWith } from '../user-fixture';

export const OPTIONS: NamedWalletOption[] = visibleWalletOptions({
  switches: { flags: { cashEnabled: true, mpesaEnabled: true }, features: [] },
}).map((o) => ({ ...o, name: { xrp: 'XRP', cash: 'PIX', mpesa: 'M-Pesa' }[o.balanceType] }));

export function player(overrides: Partial<User> = {}): User {
  return playerWith({
    name: 'ann',
    email: 'ann@example.com',
    selectedBalanceType: 'xrp',
    exchangeRates: {},
    socketToken: 't',
    affiliateId: 'ann',
    ...overrides,
  });
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Route = (
  request: SentRequest,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** The coin prices the cashier's quotes use: 1 XRP = 0.5 USD. */
export const PRICES = {
  prices: [
    { coin: 'xrp', usd: '0.5', updatedAt: '2026-01-01T10:00:00.000Z', stale: false },
    { coin: 'usdt', usd: '1', updatedAt: '2026-01-01T10:00:00.000Z', stale: false },
  ],
};

/** What the tabs' other sections (deposit bonuses, prices) ask for, unless a test says else. */
const DEFAULT_ROUTES: Record<string, Route> = {
  'GET /api/bonuses': () => ({ body: { offers: [], bonuses: [] } }),
  'GET /api/wallet/prices': () => ({ body: PRICES }),
};

/**
 * The request mocks of a cashier test file, with `findBy`/`waitFor` waiting up to 3 s instead
 * of 1 s while the file runs. A panel's first screen waits on four or five requests at once
 * (prices, bonuses, deposits, address, limits); each took 45-105 ms through MSW here, against
 * nothing for the old fetch stub, and a first render under load took up to 6 s, so the 1 s
 * default failed the first tests of deposit-panel now and then. Set once here, not per test.
 */
export function mockCashierServer(): MockServer {
  let previousTimeout = getConfig().asyncUtilTimeout;
  beforeAll(() => {
    previousTimeout = getConfig().asyncUtilTimeout;
    configure({ asyncUtilTimeout: 3_000 });
  });
  afterAll(() => configure({ asyncUtilTimeout: previousTimeout }));
  return mockRequests();
}

/**
 * A fake /api: `routes['POST /api/withdrawals']`; unknown paths answer 404, and a route that
 * throws drops the connection (the app's fetch rejects, as on a lost answer).
 */
export function fakeServer(server: MockServer, ownRoutes: Record<string, Route>) {
  const routes = { ...DEFAULT_ROUTES, ...ownRoutes };
  const sent: SentRequest[] = [];
  answerEvery(server, async ({ method, url, headers: sentHeaders, body }) => {
    const request: SentRequest = { method, url, headers: Object.fromEntries(sentHeaders), body };
    sent.push(request);
    const route = routes[`${method} ${url}`];
    try {
      const answer = route
        ? await route(request)
        : { status: 404, body: { error: { code: 1003, message: 'Not found' } } };
      return HttpResponse.json(answer.body as object, { status: answer.status ?? 200 });
    } catch {
      return HttpResponse.error();
    }
  });
  return sent;
}

/**
 * The requests sent so far, read a macrotask later: MSW sees a request some ticks after the
 * app's fetch call, so a check that nothing was sent right after a click would always pass.
 */
export async function settled(sent: SentRequest[]): Promise<SentRequest[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent;
}

export function renderCashier(ui: ReactElement, user: User = player()) {
  const result = renderWithQuery(ui, { user });
  return { ...result, queryClient: result.client };
}
