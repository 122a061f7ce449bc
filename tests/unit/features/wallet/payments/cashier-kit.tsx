/**
 * Renders a cashier panel with a signed-in player in the query cache and a fake server:
 * routes answer by method and path, and every request is recorded with its headers and body.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
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

/** A fake /api: `routes['POST /api/withdrawals']`; unknown paths answer 404. */
export function fakeServer(ownRoutes: Record<string, Route>) {
  const routes = { ...DEFAULT_ROUTES, ...ownRoutes };
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request: SentRequest = {
        method: init.method ?? 'GET',
        url,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      };
      sent.push(request);
      const route = routes[`${request.method} ${url}`];
      const answer = route
        ? await route(request)
        : { status: 404, body: { error: { code: 1003, message: 'Not found' } } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

export function renderCashier(ui: ReactElement, user: User = player()) {
  const result = renderWithQuery(ui, { user });
  return { ...result, queryClient: result.client };
}
