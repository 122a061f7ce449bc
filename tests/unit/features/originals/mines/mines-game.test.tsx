/**
 * A player at the mines table: bets, reveals tiles, cashes out once a gem is found, picks at
 * random, changes the board (which resets it) and plays autobet on a pattern of tiles.
 * The round hook, bet panel, autobet and sounds are the play branch's seams, mocked here.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MinesGame } from '@/features/originals/mines/MinesGame';
import { useOriginalRound } from '@/features/originals/play/use-original-round';
import { renderWithProviders } from '../../render-with-providers';
import { autobetSeam, playedSounds } from '../mock-seams';
import { fakeControls, minesRound, serveControls } from '../round-views';

vi.mock('@/features/originals/play/use-original-round', () => ({ useOriginalRound: vi.fn() }));
vi.mock('@/features/originals/bet-panel/BetPanel', async () => ({
  BetPanel: (await import('../mock-seams')).FakeBetPanel,
}));
vi.mock('@/features/originals/autobet/use-autobet', async () => ({
  useAutobet: (await import('../mock-seams')).fakeUseAutobet,
}));
vi.mock('@/features/originals/sounds/game-sounds', async () => ({
  useGameSounds: (await import('../mock-seams')).fakeUseGameSounds,
}));

beforeEach(() => {
  playedSounds.length = 0;
  vi.mocked(autobetSeam.controls.start).mockClear();
});
afterEach(() => vi.restoreAllMocks());

function play(controls: ReturnType<typeof fakeControls<'mines'>>) {
  serveControls(useOriginalRound, controls);
  renderWithProviders(<MinesGame game="mines" />);
  return controls;
}

const board = () => within(screen.getByTestId('mines-board'));

const minesInput = () => screen.getByRole('textbox', { name: /^Number of mines/ });

describe('the mines table', () => {
  it('bets $1 on 3 mines among 25 tiles by default', async () => {
    const controls = play(fakeControls<'mines'>(null));
    expect(screen.getByRole('radio', { name: '5×5' })).toBeChecked();
    expect(minesInput()).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(controls.bet).toHaveBeenCalledWith({
      amount: 1,
      params: { gridCount: 25, minesCount: 3 },
    });
  });

  it('reveals the tile the player clicks, and sounds a gem', async () => {
    const round = minesRound();
    const controls = play(fakeControls<'mines'>(round, { act: vi.fn(async () => round) }));
    await act(async () => {
      fireEvent.click(board().getByRole('button', { name: 'Tile 5' }));
    });
    expect(controls.act).toHaveBeenCalledWith({ type: 'reveal', tile: 4 });
    expect(playedSounds).toEqual(['gem']);
  });

  it('sounds a mine when the reveal loses the round', async () => {
    const lost = minesRound({ status: 'lost', outcome: { mines: [4, 1, 2] } });
    play(fakeControls<'mines'>(minesRound(), { act: vi.fn(async () => lost) }));
    await act(async () => {
      fireEvent.click(board().getByRole('button', { name: 'Tile 5' }));
    });
    expect(playedSounds).toEqual(['mine']);
  });

  it('keeps Cash out disabled until the first gem, and locks the settings in a round', () => {
    play(fakeControls<'mines'>(minesRound()));
    expect(screen.getByRole('button', { name: 'Cash out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '6×6' })).toBeDisabled();
    expect(minesInput()).toBeDisabled();
    expect(screen.getByTestId('bet-panel')).toHaveAttribute('data-locked', 'true');
  });

  it('cashes out after one gem, showing the multiplier and what it pays', async () => {
    const round = minesRound({ amount: 2, payoutMultiplier: 1.125, progress: { revealed: [4] } });
    const controls = play(fakeControls<'mines'>(round));
    const cashOut = screen.getByRole('button', { name: 'Cash out 1.13× · $2.25' });
    await act(async () => {
      fireEvent.click(cashOut);
    });
    expect(controls.cashOut).toHaveBeenCalledOnce();
    expect(playedSounds).toEqual(['cashout']);
    expect(screen.getByText('Next tile: 1.29×')).toBeInTheDocument();
  });

  it('counts a tile the server lists twice as one step', () => {
    play(
      fakeControls<'mines'>(
        minesRound({ payoutMultiplier: 1.125, progress: { revealed: [4, 4] } }),
      ),
    );
    expect(screen.getByText('Next tile: 1.29×')).toBeInTheDocument();
  });

  it('picks a random tile among those still hidden', async () => {
    const revealed = Array.from({ length: 25 }, (_, i) => i).filter((i) => i !== 17 && i !== 24);
    const round = minesRound({ params: { gridCount: 25, minesCount: 1 }, progress: { revealed } });
    const controls = play(fakeControls<'mines'>(round));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(screen.getByRole('button', { name: 'Random pick' }));
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    fireEvent.click(screen.getByRole('button', { name: 'Random pick' }));
    expect(vi.mocked(controls.act).mock.calls).toEqual([
      [{ type: 'reveal', tile: 17 }],
      [{ type: 'reveal', tile: 24 }],
    ]);
  });

  it('bets with the space bar and picks at random with R', () => {
    const idle = play(fakeControls<'mines'>(null));
    fireEvent.keyDown(document.documentElement, { key: ' ', code: 'Space' });
    expect(idle.bet).toHaveBeenCalledOnce();
  });

  it('picks at random with R during a round', () => {
    const controls = play(fakeControls<'mines'>(minesRound()));
    fireEvent.keyDown(document.documentElement, { key: 'r', code: 'KeyR' });
    expect(controls.act).toHaveBeenCalledWith({ type: 'reveal', tile: expect.any(Number) });
  });

  it('resets the board when the grid size changes, and keeps the mines count inside it', () => {
    const controls = play(fakeControls<'mines'>(null));
    fireEvent.change(minesInput(), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('radio', { name: '4×4' }));
    expect(controls.reset).toHaveBeenCalledOnce();
    expect(board().getAllByRole('button')).toHaveLength(16);
    expect(minesInput()).toHaveValue('15');
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(controls.bet).toHaveBeenCalledWith({
      amount: 1,
      params: { gridCount: 16, minesCount: 15 },
    });
  });

  it('keeps the mines count when the player types one the board cannot hold', () => {
    const controls = play(fakeControls<'mines'>(null));
    for (const value of ['25', '0', '']) fireEvent.change(minesInput(), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(controls.bet).toHaveBeenCalledWith({
      amount: 1,
      params: { gridCount: 25, minesCount: 3 },
    });
  });
});

describe('mines autobet', () => {
  it('chooses a pattern of tiles on the board before it starts', () => {
    play(fakeControls<'mines'>(null));
    const start = screen.getByRole('button', { name: 'Start autobet' });
    expect(start).toBeDisabled();
    fireEvent.click(board().getByRole('button', { name: 'Tile 1' }));
    fireEvent.click(board().getByRole('button', { name: 'Tile 7' }));
    fireEvent.click(board().getByRole('button', { name: 'Tile 9' }));
    fireEvent.click(board().getByRole('button', { name: 'Tile 1, chosen for autobet' }));
    expect(screen.getByText('2 tiles chosen')).toBeInTheDocument();
    fireEvent.click(start);
    expect(autobetSeam.controls.start).toHaveBeenCalledWith(
      expect.objectContaining({ count: 10, onWin: { mode: 'reset', percent: 0 } }),
    );
  });

  it('refuses a pattern longer than the board has safe tiles', () => {
    play(fakeControls<'mines'>(null));
    fireEvent.change(minesInput(), { target: { value: '23' } });
    for (const n of [1, 2, 3]) fireEvent.click(board().getByRole('button', { name: `Tile ${n}` }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The board has 2 safe tiles: choose at most 2 for autobet.',
    );
    expect(screen.getByRole('button', { name: 'Start autobet' })).toBeDisabled();
    fireEvent.click(board().getByRole('button', { name: 'Tile 3, chosen for autobet' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start autobet' })).toBeEnabled();
  });

  it('clears the last round from the board when the player starts choosing', () => {
    const controls = play(
      fakeControls<'mines'>(minesRound({ status: 'lost', outcome: { mines: [0, 1, 2] } })),
    );
    fireEvent.click(board().getByRole('button', { name: 'Tile 6: gem' }));
    expect(controls.reset).toHaveBeenCalled();
  });

  it('plays each bet by revealing the pattern in order, then cashing out', async () => {
    const open = minesRound();
    const won = minesRound({
      status: 'won',
      amount: 3,
      payout: 3.86,
      outcome: { mines: [0, 1, 2] },
    });
    const controls = play(
      fakeControls<'mines'>(null, {
        bet: vi.fn(async () => open),
        act: vi.fn(async () => open),
        cashOut: vi.fn(async () => won),
      }),
    );
    fireEvent.click(board().getByRole('button', { name: 'Tile 9' }));
    fireEvent.click(board().getByRole('button', { name: 'Tile 4' }));
    const result = await autobetSeam.play?.(3);
    expect(controls.bet).toHaveBeenCalledWith({
      amount: 3,
      params: { gridCount: 25, minesCount: 3 },
    });
    expect(vi.mocked(controls.act).mock.calls).toEqual([
      [{ type: 'reveal', tile: 8 }],
      [{ type: 'reveal', tile: 3 }],
    ]);
    expect(controls.cashOut).toHaveBeenCalledOnce();
    expect(result).toEqual({ amount: 3, payout: 3.86 });
  });

  it('stops revealing at a mine and reports the loss without cashing out', async () => {
    const lost = minesRound({ status: 'lost', outcome: { mines: [8, 1, 2] } });
    const controls = play(
      fakeControls<'mines'>(null, {
        bet: vi.fn(async () => minesRound()),
        act: vi.fn(async () => lost),
      }),
    );
    fireEvent.click(board().getByRole('button', { name: 'Tile 9' }));
    fireEvent.click(board().getByRole('button', { name: 'Tile 4' }));
    expect(await autobetSeam.play?.(2)).toEqual({ amount: 2, payout: 0 });
    expect(controls.act).toHaveBeenCalledOnce();
    expect(controls.cashOut).not.toHaveBeenCalled();
  });

  it('stops when a bet is refused', async () => {
    play(fakeControls<'mines'>(null, { bet: vi.fn(async () => null) }));
    fireEvent.click(board().getByRole('button', { name: 'Tile 9' }));
    expect(await autobetSeam.play?.(2)).toBeNull();
  });
});
