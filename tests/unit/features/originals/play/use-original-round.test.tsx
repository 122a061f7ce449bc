/**
 * An Original's round on the page (issue 19): visitors play fun mode on the device without a
 * single server call, and a reload resumes their open round; signed-in players bet real money
 * over the socket with a fresh action id per action, resume an open round on arrival, see
 * refusals (insufficient funds also opens the balance alert), and cannot double-send.
 * `@/games` is the stand-in of ../fake-games.ts.
 */
import { act, waitFor } from '@testing-library/react';
import { mockRequests } from '@tests/support/request-mocks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import { idempotencyKeySchema } from '@/contracts/money';
import type { OriginalsAck, RoundView } from '@/contracts/originals';
import { emptyBalances } from '@/contracts/wallet';
import { clientSeedAtom } from '@/features/account';
import { funBalanceAtom } from '@/features/originals/play/fun/fun-store';
import { playModeChoiceAtom } from '@/features/originals/play/play-mode';
import { balanceAlertAtom } from '@/features/wallet/balance/alert-atoms';
import { emitWithAck } from '@/shared/api/socket-ack';
import { playerWith } from '../../wallet/user-fixture';
import { renderRound, serverDiceRound } from '../round-harness';

vi.mock('@/games', () => import('../fake-games'));
vi.mock('@/shared/api/socket-ack', () => ({ emitWithAck: vi.fn() }));

const server = mockRequests();
const player = playerWith({ balances: { ...emptyBalances(), usdt: 100 } });
const overFifty = { target: 50, condition: 'over' } as const;

/** The server's answers by event; `originals:active` finds nothing open unless told. */
function answer(answers: Partial<Record<string, OriginalsAck | Promise<OriginalsAck>>>) {
  vi.mocked(emitWithAck).mockImplementation(
    async (event) => (await answers[event]) ?? { ok: true, round: null },
  );
}

/** A signed-in page once its look for an open round (originals:active) has answered. */
async function renderSettled(...args: Parameters<typeof renderRound<'dice'>>) {
  const rendered = renderRound(...args);
  await waitFor(() => expect(rendered.result.current.socketSendLoading).toBe(false));
  return rendered;
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(emitWithAck).mockReset();
  answer({});
});

describe('a visitor playing fun dice', () => {
  it('plays on the device with the fun balance and never calls the server', async () => {
    const { result, store } = renderRound('dice', { user: null, server });
    expect(result.current.mode).toBe('fun');
    let round = await act(() => result.current.bet({ amount: 10, params: overFifty }));
    expect(round).toMatchObject({ status: 'lost', nonce: 0, outcome: { roll: 5 } });
    expect(store.get(funBalanceAtom)).toBe(990);
    round = await act(() => result.current.bet({ amount: 10, params: overFifty }));
    expect(round).toMatchObject({ status: 'won', nonce: 1, payout: 20 });
    expect(store.get(funBalanceAtom)).toBe(1000);
    expect(result.current.round).toEqual(round);
    expect(emitWithAck).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('kadibet:originals-fun-balance') ?? '')).toBe(1000);
  });

  it('is told, and keeps the balance, when the bet is more than the fun balance', async () => {
    const { result, store } = renderRound('dice', { user: null, server });
    const round = await act(() => result.current.bet({ amount: 1000.01, params: overFifty }));
    expect(round).toBeNull();
    expect(result.current.error).toBe(
      'Not enough fun balance for this bet. Refill it to keep playing.',
    );
    expect(store.get(funBalanceAtom)).toBe(1000);
  });

  it('finds an open mines round again after a reload, with the same mines', async () => {
    const first = renderRound('mines', { user: null, server });
    await act(() =>
      first.result.current.bet({ amount: 5, params: { gridCount: 25, minesCount: 1 } }),
    );
    await act(() => first.result.current.act({ type: 'reveal', tile: 3 }));
    first.unmount();

    // A fresh store reads what the device kept, as the page does after a reload.
    const reloaded = renderRound('mines', { user: null, server });
    expect(reloaded.result.current.round).toMatchObject({
      status: 'active',
      progress: { revealed: [3] },
      outcome: null,
    });
    const cashed = await act(() => reloaded.result.current.cashOut());
    expect(cashed).toMatchObject({ status: 'won', payout: 7.5, outcome: { mines: [0] } });
    expect(reloaded.store.get(funBalanceAtom)).toBe(1002.5);
  });
});

describe('a signed-in player betting real money', () => {
  it('sends the bet with a fresh action id, the amount, the balance in play and the seed', async () => {
    const won = serverDiceRound();
    answer({ 'originals:bet': { ok: true, round: won } });
    const { result, store } = await renderSettled('dice', { user: player, server });
    store.set(clientSeedAtom, 'clientSeed12345');
    expect(result.current.mode).toBe('real');
    const round = await act(() => result.current.bet({ amount: 1.5, params: overFifty }));
    expect(round).toEqual(won);
    expect(result.current.round).toEqual(won);
    const [event, payload] = vi.mocked(emitWithAck).mock.calls.at(-1) ?? [];
    expect(event).toBe('originals:bet');
    expect(payload).toMatchObject({
      game: 'dice',
      params: overFifty,
      amount: '1.50',
      balanceType: 'usdt',
      clientSeed: 'clientSeed12345',
    });
    const actionId = (payload as { actionId: string }).actionId;
    expect(safeParse(idempotencyKeySchema, actionId).success).toBe(true);

    await act(() => result.current.bet({ amount: 1.5, params: overFifty }));
    const [, again] = vi.mocked(emitWithAck).mock.calls.at(-1) ?? [];
    expect((again as { actionId: string }).actionId).not.toBe(actionId);
  });

  it('shows the refusal and opens the balance alert when the money does not cover it', async () => {
    answer({
      'originals:bet': {
        ok: false,
        code: 'INSUFFICIENT_FUNDS',
        message: 'Your balance is too low for this bet.',
      },
    });
    const { result, store } = await renderSettled('dice', { user: player, server });
    const round = await act(() => result.current.bet({ amount: 100, params: overFifty }));
    expect(round).toBeNull();
    expect(result.current.error).toBe('Your balance is too low for this bet.');
    expect(store.get(balanceAlertAtom)).toEqual({ type: 'lowBalance', balanceType: 'usdt' });
  });

  it('says which limit refused the bet, and opens no alert for it', async () => {
    const message = 'Your daily wager limit is reached. It resets at 00:00 UTC.';
    answer({ 'originals:bet': { ok: false, code: 'PLAY_BLOCKED', message } });
    const { result, store } = await renderSettled('dice', { user: player, server });
    await act(() => result.current.bet({ amount: 1, params: overFifty }));
    expect(result.current.error).toBe(message);
    expect(store.get(balanceAlertAtom)).toBeNull();
  });

  it('ignores a second bet while one is in flight', async () => {
    let settle: (ack: OriginalsAck) => void = () => {};
    answer({ 'originals:bet': new Promise<OriginalsAck>((resolve) => (settle = resolve)) });
    const { result } = await renderSettled('dice', { user: player, server });

    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.bet({ amount: 1, params: overFifty });
    });
    await waitFor(() => expect(result.current.socketSendLoading).toBe(true));
    const second = await act(() => result.current.bet({ amount: 1, params: overFifty }));
    expect(second).toBeNull();
    await act(async () => {
      settle({ ok: true, round: serverDiceRound() });
      await first;
    });
    const bets = vi.mocked(emitWithAck).mock.calls.filter(([event]) => event === 'originals:bet');
    expect(bets).toHaveLength(1);
    expect(result.current.socketSendLoading).toBe(false);
  });

  it('never looks for an open dice round: a roll is over once played', async () => {
    await renderSettled('dice', { user: player, server });
    expect(emitWithAck).not.toHaveBeenCalled();
  });

  it('resumes the round left open on the server and plays it on', async () => {
    const open = serverDiceRound({
      game: 'mines',
      status: 'active',
      params: { gridCount: 25, minesCount: 3 },
      progress: { revealed: [4] },
      outcome: null,
      payout: 0,
      payoutMultiplier: 1.13,
    } as Partial<RoundView>);
    const stepped = { ...open, progress: { revealed: [4, 9] } } as RoundView;
    answer({
      'originals:active': { ok: true, round: open },
      'originals:act': { ok: true, round: stepped },
    });
    const { result } = renderRound('mines', { user: player, server });
    await waitFor(() => expect(result.current.round).toEqual(open));
    await act(() => result.current.act({ type: 'reveal', tile: 9 }));
    expect(emitWithAck).toHaveBeenCalledWith('originals:act', {
      actionId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      roundId: 'r-1',
      action: { type: 'reveal', tile: 9 },
    });
    expect(result.current.round?.progress).toEqual({ revealed: [4, 9] });
  });

  it('plays fun mode on the device when the player switched to it', async () => {
    const { result, store } = await renderSettled('dice', { user: player, server });
    act(() => store.set(playModeChoiceAtom, 'fun'));
    await act(() => result.current.bet({ amount: 3, params: overFifty }));
    expect(store.get(funBalanceAtom)).toBe(997);
    const sent = vi.mocked(emitWithAck).mock.calls.map(([event]) => event);
    expect(sent).not.toContain('originals:bet');
  });

  it('plays a bet in demo mode while the real balance is under $0.01', async () => {
    const broke = playerWith({ balances: { ...emptyBalances(), usdt: 0.004 } });
    const { result, store } = await renderSettled('dice', { user: broke, server });
    const round = await act(() => result.current.bet({ amount: 2, params: overFifty }));
    expect(round).toMatchObject({ status: 'lost', amount: 2 });
    expect(store.get(funBalanceAtom)).toBe(998);
    const sent = vi.mocked(emitWithAck).mock.calls.map(([event]) => event);
    expect(sent).not.toContain('originals:bet');
  });

  it('reads a network failure as an error and changes nothing', async () => {
    vi.mocked(emitWithAck).mockRejectedValue(new Error('socket not connected'));
    const { result } = await renderSettled('dice', { user: player, server });
    const round = await act(() => result.current.bet({ amount: 1, params: overFifty }));
    expect(round).toBeNull();
    expect(result.current.error).toBe('Something went wrong. Please try again.');
    expect(result.current.round).toBeNull();
  });
});
