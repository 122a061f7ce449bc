/**
 * A player's seeds on /fair and in the fairness dialog: the active pair with its hash, client
 * seed and nonce, the revealed pairs, and rotating — with a fresh random client seed to start
 * from, or their own, checked before anything is sent. After a rotation the pairs are fetched
 * again and a 15-alphanumeric seed becomes this device's client seed. A visitor is asked to
 * sign in instead.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import { createStore } from 'jotai';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Seeds } from '@/contracts/originals';
import { clientSeedAtom } from '@/features/account';
import { BetRecordPanel } from '@/features/fairness';
import { SeedPairPanel } from '@/features/fairness/seeds/SeedPairPanel';
import { apiError, json, withCsrfCookie } from '../../as-player';
import { playerWith } from '../../wallet/user-fixture';
import { betRecordWith } from '../bet-record/bet-record-fixture';
import { renderInRouter } from '../render-in-router';

withCsrfCookie();
const server = mockRequests();

const BEFORE: Seeds = {
  active: { serverSeedHash: 'hash-of-active', clientSeed: 'OldSeed12345678', nonce: 17 },
  previous: [
    {
      serverSeed: 'revealed-seed-1',
      serverSeedHash: 'hash-of-revealed-1',
      clientSeed: 'FirstSeed123456',
      nonce: 40,
      createdAt: '2026-11-01T10:00:00.000Z',
      revealedAt: '2026-11-02T10:00:00.000Z',
    },
  ],
};

function rotatedTo(clientSeed: string) {
  const revealed = {
    serverSeed: 'revealed-seed-2',
    serverSeedHash: 'hash-of-active',
    clientSeed: BEFORE.active.clientSeed,
    nonce: 17,
    createdAt: '2026-11-02T10:00:00.000Z',
    revealedAt: '2026-11-03T10:00:00.000Z',
  };
  const active = { serverSeedHash: 'hash-of-new', clientSeed, nonce: 0 };
  return {
    rotated: { revealed, active },
    after: { active, previous: [revealed, ...BEFORE.previous] },
  };
}

/** A bet played on the active pair: its server seed is known once the pair is rotated. */
const betOnActivePair = (serverSeed: string | null) =>
  betRecordWith({
    roundId: 'round-1',
    roundHash: BEFORE.active.serverSeedHash,
    clientSeed: BEFORE.active.clientSeed,
    nonce: 16,
    serverSeed,
  });

/** A small fake server: the pairs, a rotation that changes them, and a bet on the pair. */
function serveSeeds() {
  let seeds = BEFORE;
  answerEvery(server, ({ url, method, body }) => {
    if (url === '/api/fairness/seeds' && method === 'GET') return json(seeds);
    if (url === '/api/originals/bets/round-1' && method === 'GET') {
      return json(betOnActivePair(seeds === BEFORE ? null : 'revealed-seed-2'));
    }
    if (url === '/api/fairness/rotate' && method === 'POST') {
      const { clientSeed } = body as { clientSeed: string };
      const { rotated, after } = rotatedTo(clientSeed);
      seeds = after;
      return json(rotated);
    }
    return apiError('Not found', 404);
  });
}

const seedField = () => screen.getByRole('textbox', { name: 'New client seed' });
const rotate = () => fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));

describe('the seed pair panel', () => {
  it('shows the active pair and the revealed ones', async () => {
    serveSeeds();
    await renderInRouter(<SeedPairPanel withPrevious />, { user: playerWith() });
    expect(await screen.findByTestId('active-server-seed-hash')).toHaveTextContent(
      'hash-of-active',
    );
    expect(screen.getByTestId('active-client-seed')).toHaveTextContent('OldSeed12345678');
    expect(screen.getByTestId('active-nonce')).toHaveTextContent('17');
    expect(screen.getByTestId('previous-pair')).toHaveTextContent('revealed-seed-1');
    expect(screen.getByTestId('previous-pair')).toHaveTextContent('bets played: 40');
  });

  it('rotates to the random seed it offers, refetches the pairs and keeps the seed here', async () => {
    serveSeeds();
    const requests = recordRequests(server);
    const store = createStore();
    await renderInRouter(<SeedPairPanel withPrevious />, { user: playerWith(), store });
    await screen.findByTestId('active-seed-pair');
    const offered = (seedField() as HTMLInputElement).value;
    expect(offered).toMatch(/^[A-Za-z0-9]{15}$/);

    rotate();
    await waitFor(() =>
      expect(screen.getByTestId('active-server-seed-hash')).toHaveTextContent('hash-of-new'),
    );
    expect(screen.getByTestId('active-client-seed')).toHaveTextContent(offered);
    expect(screen.getAllByTestId('previous-pair')).toHaveLength(2);
    expect(store.get(clientSeedAtom)).toBe(offered);
    const sent = await requests.sent();
    expect(sent.filter(({ url }) => url === '/api/fairness/seeds')).toHaveLength(2);
    expect(sent.find(({ method }) => method === 'POST')?.body).toEqual({ clientSeed: offered });
    // The next rotation starts from another fresh seed.
    expect((seedField() as HTMLInputElement).value).not.toBe(offered);
  });

  it('shows the revealed server seed in a bet record read before rotating', async () => {
    serveSeeds();
    await renderInRouter(
      <>
        <BetRecordPanel roundId="round-1" />
        <SeedPairPanel />
      </>,
      { user: playerWith() },
    );
    expect(await screen.findByTestId('bet-record-server-seed')).toHaveTextContent(
      'Hidden until you rotate your seed pair.',
    );
    await screen.findByTestId('active-seed-pair');

    rotate();
    // Without the seed the record's Verify link cannot recompute the bet.
    await waitFor(() =>
      expect(screen.getByTestId('bet-record-server-seed')).toHaveTextContent('revealed-seed-2'),
    );
    expect(screen.getByTestId('bet-record-verify')).toHaveAttribute(
      'href',
      expect.stringContaining('serverSeed=revealed-seed-2'),
    );
  });

  it('sends a seed of the player’s own but keeps it off the device unless it is 15 alphanumerics', async () => {
    serveSeeds();
    const store = createStore();
    store.set(clientSeedAtom, 'DeviceSeed12345');
    await renderInRouter(<SeedPairPanel />, { user: playerWith(), store });
    await screen.findByTestId('active-seed-pair');
    fireEvent.change(seedField(), { target: { value: 'lucky-7!' } });
    rotate();
    await waitFor(() =>
      expect(screen.getByTestId('active-client-seed')).toHaveTextContent('lucky-7!'),
    );
    expect(store.get(clientSeedAtom)).toBe('DeviceSeed12345');
  });

  it('refuses a seed with a colon or a space, or none, in words, and sends nothing', async () => {
    serveSeeds();
    const requests = recordRequests(server);
    await renderInRouter(<SeedPairPanel />, { user: playerWith() });
    await screen.findByTestId('active-seed-pair');
    const before = await requests.settledCount();
    fireEvent.change(seedField(), { target: { value: 'my seed:1' } });
    rotate();
    expect(
      await screen.findByText('Use letters, digits and symbols, without spaces or colons.'),
    ).toBeInTheDocument();
    fireEvent.change(seedField(), { target: { value: '' } });
    rotate();
    expect(await screen.findByText('Enter a client seed.')).toBeInTheDocument();
    expect(await requests.settledCount()).toBe(before);
    expect(screen.getByTestId('active-client-seed')).toHaveTextContent('OldSeed12345678');
  });

  it('shows the server’s refusal and keeps the pair', async () => {
    server.use(
      http.get('/api/fairness/seeds', () => HttpResponse.json(BEFORE)),
      http.post('/api/fairness/rotate', () =>
        HttpResponse.json(
          { error: { code: 1000, message: 'Finish your open round first' } },
          {
            status: 409,
          },
        ),
      ),
    );
    await renderInRouter(<SeedPairPanel />, { user: playerWith() });
    await screen.findByTestId('active-seed-pair');
    rotate();
    expect(await screen.findByTestId('rotate-error')).toHaveTextContent(
      'Finish your open round first',
    );
    expect(screen.getByTestId('active-client-seed')).toHaveTextContent('OldSeed12345678');
  });

  it('asks a visitor to sign in instead of showing a pair', async () => {
    const requests = recordRequests(server);
    await renderInRouter(<SeedPairPanel withPrevious />, { user: null });
    expect(screen.getByTestId('seeds-sign-in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('active-seed-pair')).not.toBeInTheDocument();
    expect(await requests.settledCount()).toBe(0);
  });
});
