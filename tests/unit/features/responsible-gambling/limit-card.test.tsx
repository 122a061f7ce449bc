/**
 * A limit card in the settings: a zero is refused in words before anything is sent; a saved
 * limit shows as the new starting value (the card starts afresh from what the server now
 * holds); a refusal by the server shows its words and keeps what the player typed.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { describe, expect, it } from 'vitest';
import type { LimitView, ResponsibleGamblingStatus } from '@/contracts/responsible-gambling';
import { LimitCard } from '@/features/responsible-gambling/limits/LimitCard';
import { rgKeys, rgStatusQuery } from '@/features/responsible-gambling/queries';
import { apiError, json, withCsrfCookie } from '../as-player';
import { renderWithProviders } from '../render-with-providers';

withCsrfCookie();
const server = mockRequests();

const limit = (period: LimitView['period'], amount: number | null): LimitView => ({
  kind: 'deposit',
  period,
  amount,
  pending: null,
  used: 0,
});

const status = (day: number | null): ResponsibleGamblingStatus => ({
  limits: [limit('day', day), limit('week', null), limit('month', null)],
  exclusion: null,
  realityCheck: { intervalMinutes: null },
});

/** The settings tab's card, fed by the status query like the panel does. */
function Card() {
  const { data } = useQuery(rgStatusQuery());
  return data ? <LimitCard kind="deposit" limits={data.limits} /> : null;
}

function renderCard(client: QueryClient) {
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Card />
    </QueryClientProvider>,
  );
}

const dayField = () => screen.getByRole('textbox', { name: 'Per 24 hours' });

describe('a limit card', () => {
  it('refuses a zero in words and sends nothing', async () => {
    const requests = recordRequests(server);
    const client = new QueryClient();
    client.setQueryData(rgKeys.status, status(100));
    renderCard(client);
    fireEvent.change(dayField(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Enter an amount above zero, or leave it empty for no limit.'),
    ).toBeInTheDocument();
    expect(await requests.settledCount()).toBe(0);
  });

  it('sends the lowered limit and starts again from what the server holds', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(rgKeys.status, status(100));
    answerEvery(server, ({ url }) =>
      url === '/api/responsible-gambling/limits'
        ? json({ limits: status(40).limits })
        : json(status(40)),
    );
    const requests = recordRequests(server);
    renderCard(client);
    expect(dayField()).toHaveValue('100');
    fireEvent.change(dayField(), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const limitsSent = async () =>
      (await requests.sent()).find(({ url }) => url === '/api/responsible-gambling/limits');
    await waitFor(async () => expect(await limitsSent()).toBeDefined());
    expect((await limitsSent())?.body).toEqual({
      limits: [{ kind: 'deposit', period: 'day', amount: '50' }],
    });
    // The refreshed status says 40 (another tab saved meanwhile): the field starts from it.
    await waitFor(() => expect(dayField()).toHaveValue('40'));
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    answerEvery(server, () => apiError('Limits are locked during a break', 403));
    const client = new QueryClient();
    client.setQueryData(rgKeys.status, status(100));
    renderCard(client);
    fireEvent.change(dayField(), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Limits are locked during a break');
    expect(dayField()).toHaveValue('50');
  });
});
