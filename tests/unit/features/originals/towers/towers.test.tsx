/**
 * A player climbing a tower: the board drawn from the server's RoundViews (rows in order,
 * bottom to top, the multiplier beside each, the whole tower at the end) and the table that
 * bets, climbs, cashes out between rows and resets when the difficulty changes.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useOriginalRound } from '@/features/originals/play/use-original-round';
import { TowersBoard, type TowersBoardProps } from '@/features/originals/towers/TowersBoard';
import { TowersGame } from '@/features/originals/towers/TowersGame';
import { renderWithProviders } from '../../render-with-providers';
import { playedSounds } from '../mock-seams';
import { fakeControls, serveControls, towersRound } from '../round-views';

vi.mock('@/features/originals/play/use-original-round', () => ({ useOriginalRound: vi.fn() }));
vi.mock('@/features/originals/bet-panel/BetPanel', async () => ({
  BetPanel: (await import('../mock-seams')).FakeBetPanel,
}));
vi.mock('@/features/originals/sounds/game-sounds', async () => ({
  useGameSounds: (await import('../mock-seams')).fakeUseGameSounds,
}));

beforeEach(() => {
  playedSounds.length = 0;
});

function renderBoard(props: Partial<TowersBoardProps> = {}) {
  const onClimb = vi.fn();
  renderWithProviders(
    <TowersBoard difficulty="_easy" round={null} pickable onClimb={onClimb} {...props} />,
  );
  return onClimb;
}

const row = (n: number) => within(screen.getByTestId(`towers-row-${n}`));
const hazards = [[0], [1], [2], [3], [0], [1], [2], [3], [0]];

describe('the towers board', () => {
  it('draws nine rows of four tiles bottom to top, each with the multiplier it pays', () => {
    renderBoard();
    const rows = screen.getAllByTestId(/^towers-row-/);
    expect(rows.map((r) => r.dataset.testid)).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `towers-row-${n}`),
    );
    expect(row(1).getAllByRole('button')).toHaveLength(4);
    expect(row(1).getByText('1.32×')).toBeInTheDocument();
    expect(row(9).getByText('13.19×')).toBeInTheDocument();
  });

  it('draws the difficulty of the round, not the one chosen for the next', () => {
    renderBoard({ difficulty: '_easy', round: towersRound({ params: { difficulty: '_hard' } }) });
    expect(row(1).getAllByRole('button')).toHaveLength(2);
    expect(row(1).getByText('1.98×')).toBeInTheDocument();
  });

  it('shows the rows climbed in order and lights the next one', () => {
    renderBoard({ round: towersRound({ progress: { playedRows: [2, 0] } }) });
    expect(
      row(1).getByRole('button', { name: 'Row 1, tile 3: safe, your pick' }),
    ).toBeInTheDocument();
    expect(
      row(2).getByRole('button', { name: 'Row 2, tile 1: safe, your pick' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('towers-row-3')).toHaveAttribute('data-state', 'active');
    expect(screen.getByTestId('towers-row-4')).toHaveAttribute('data-state', 'ahead');
    expect(screen.queryAllByRole('button', { name: /hazard/ })).toEqual([]);
  });

  it('puts the keyboard tab stop on the row to climb, and moves along it with the arrows', () => {
    renderBoard({ round: towersRound({ progress: { playedRows: [2] } }) });
    const stops = screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(stops).toEqual([row(2).getByRole('button', { name: 'Row 2, tile 1' })]);
    (stops[0] as HTMLElement).focus();
    fireEvent.keyDown(stops[0] as HTMLElement, { key: 'ArrowRight' });
    expect(row(2).getByRole('button', { name: 'Row 2, tile 2' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(row(1).getByRole('button', { name: 'Row 1, tile 2' })).toHaveFocus();
  });

  it('climbs with a pick on the active row only', () => {
    const onClimb = renderBoard({ round: towersRound({ progress: { playedRows: [2] } }) });
    fireEvent.click(row(1).getByRole('button', { name: 'Row 1, tile 1' }));
    fireEvent.click(row(3).getByRole('button', { name: 'Row 3, tile 1' }));
    expect(onClimb).not.toHaveBeenCalled();
    fireEvent.click(row(2).getByRole('button', { name: 'Row 2, tile 4' }));
    expect(onClimb).toHaveBeenCalledWith(3);
  });

  it('shows the whole tower when the round is lost, the hazard the player hit marked', () => {
    renderBoard({
      round: towersRound({
        status: 'lost',
        progress: { playedRows: [2, 1] },
        outcome: { hazards },
      }),
    });
    expect(
      row(2).getByRole('button', { name: 'Row 2, tile 2: hazard, your pick' }),
    ).toBeInTheDocument();
    expect(row(9).getByRole('button', { name: 'Row 9, tile 1: hazard' })).toBeInTheDocument();
    expect(row(9).getByRole('button', { name: 'Row 9, tile 2: safe' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Row \d, tile \d$/ })).toEqual([]);
    expect(screen.getByTestId('towers-row-3')).toHaveAttribute('data-state', 'ahead');
  });

  it('shows the whole tower after a cash-out', () => {
    renderBoard({
      round: towersRound({ status: 'won', progress: { playedRows: [1] }, outcome: { hazards } }),
    });
    expect(
      row(1).getByRole('button', { name: 'Row 1, tile 2: safe, your pick' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /hazard$/ })).toHaveLength(9);
  });
});

describe('the towers table', () => {
  function play(controls: ReturnType<typeof fakeControls<'towers'>>) {
    serveControls(useOriginalRound, controls);
    renderWithProviders(<TowersGame />);
    return controls;
  }

  it('bets on the easy tower by default', () => {
    const controls = play(fakeControls<'towers'>(null));
    expect(screen.getByRole('radio', { name: 'Easy' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(controls.bet).toHaveBeenCalledWith({ amount: 1, params: { difficulty: '_easy' } });
  });

  it('climbs the picked column and sounds the gem', async () => {
    const round = towersRound();
    const controls = play(fakeControls<'towers'>(round));
    await act(async () => {
      fireEvent.click(row(1).getByRole('button', { name: 'Row 1, tile 3' }));
    });
    expect(controls.act).toHaveBeenCalledWith({ type: 'climb', column: 2 });
    expect(playedSounds).toEqual(['gem']);
  });

  it('offers Cash out only once a row is climbed, then pays what the tower shows', async () => {
    play(fakeControls<'towers'>(towersRound()));
    expect(screen.getByRole('button', { name: 'Cash out' })).toBeDisabled();
    expect(screen.getByText('Next row: 1.32×')).toBeInTheDocument();
  });

  it('cashes out between rows', async () => {
    const round = towersRound({ amount: 2, payoutMultiplier: 1.32, progress: { playedRows: [0] } });
    const controls = play(fakeControls<'towers'>(round));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cash out 1.32× · $2.64' }));
    });
    expect(controls.cashOut).toHaveBeenCalledOnce();
    expect(playedSounds).toEqual(['cashout']);
    expect(screen.getByText('Next row: 1.76×')).toBeInTheDocument();
  });

  it('picks a column of the active row at random', () => {
    const controls = play(
      fakeControls<'towers'>(towersRound({ params: { difficulty: '_medium' } })),
    );
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    fireEvent.click(screen.getByRole('button', { name: 'Random pick' }));
    expect(controls.act).toHaveBeenCalledWith({ type: 'climb', column: 2 });
  });

  it('resets the tower when the difficulty changes, and bets on the new one', () => {
    const finished = towersRound({
      status: 'lost',
      outcome: { hazards },
      progress: { playedRows: [0] },
    });
    const controls = play(fakeControls<'towers'>(finished));
    fireEvent.click(screen.getByRole('radio', { name: 'Scary' }));
    expect(controls.reset).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(controls.bet).toHaveBeenCalledWith({ amount: 1, params: { difficulty: '_scary' } });
  });

  it('locks the difficulty while a tower is being climbed', () => {
    play(fakeControls<'towers'>(towersRound()));
    expect(screen.getByRole('radio', { name: 'Hard' })).toBeDisabled();
  });

  it('tells the player the round is lost', () => {
    play(fakeControls<'towers'>(towersRound({ status: 'lost', outcome: { hazards } })));
    expect(screen.getByRole('status')).toHaveTextContent('Round lost');
  });
});
