/**
 * A player crossing the road in Mission Uncrossable: the road drawn from the server's
 * RoundViews (lanes left to right with their multipliers, the character's lane, the lane hit
 * at the end) and the table that bets, crosses, cashes out and resets on a new difficulty.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MissionUncrossableGame } from '@/features/originals/linearmines/MissionUncrossableGame';
import { RoadBoard } from '@/features/originals/linearmines/RoadBoard';
import { useOriginalRound } from '@/features/originals/play/use-original-round';
import { renderWithProviders } from '../../render-with-providers';
import { playedSounds } from '../mock-seams';
import { fakeControls, linearminesRound, serveControls } from '../round-views';

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

const road = () => within(screen.getByTestId('linearmines-road'));
const lanes = () => road().getAllByRole('listitem').slice(1);
const standing = () =>
  road()
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current'));

describe('the Mission Uncrossable road', () => {
  it('lays out 24 easy lanes left to right, each with what crossing it pays', () => {
    renderWithProviders(<RoadBoard difficulty="easy" round={null} />);
    expect(lanes()).toHaveLength(24);
    expect(lanes()[0]).toHaveAccessibleName('Lane 1, 1.03×');
    expect(lanes()[1]).toHaveAccessibleName('Lane 2, 1.07×');
    expect(standing()).toHaveAccessibleName('Start');
  });

  it('draws the difficulty of the round: 15 daredevil lanes', () => {
    renderWithProviders(
      <RoadBoard
        difficulty="easy"
        round={linearminesRound({ params: { difficulty: 'daredevil' } })}
      />,
    );
    expect(lanes()).toHaveLength(15);
    expect(lanes()[0]).toHaveAccessibleName('Lane 1, 1.65×: next');
  });

  it('shows the lanes crossed, the character on the last of them and the next lane', () => {
    renderWithProviders(
      <RoadBoard difficulty="easy" round={linearminesRound({ progress: { crossed: 2 } })} />,
    );
    expect(lanes()[0]).toHaveAccessibleName('Lane 1, 1.03×: crossed');
    expect(lanes()[1]).toHaveAccessibleName('Lane 2, 1.07×: crossed');
    expect(lanes()[2]).toHaveAccessibleName('Lane 3, 1.12×: next');
    expect(standing()).toBe(lanes()[1]);
  });

  it('shows the lane that hit the character when the round is lost', () => {
    renderWithProviders(
      <RoadBoard
        difficulty="easy"
        round={linearminesRound({
          status: 'lost',
          progress: { crossed: 3 },
          outcome: { hitLane: 3 },
        })}
      />,
    );
    expect(lanes()[3]).toHaveAccessibleName('Lane 4, 1.17×: hit by traffic');
    expect(standing()).toBe(lanes()[3]);
    expect(road().queryAllByRole('listitem', { name: /next/ })).toEqual([]);
  });

  it('shows where the traffic was coming after a cash-out', () => {
    renderWithProviders(
      <RoadBoard
        difficulty="easy"
        round={linearminesRound({
          status: 'won',
          progress: { crossed: 2 },
          outcome: { hitLane: 9 },
        })}
      />,
    );
    expect(lanes()[9]).toHaveAccessibleName('Lane 10, 1.49×: traffic was coming');
    expect(standing()).toBe(lanes()[1]);
  });
});

describe('the Mission Uncrossable table', () => {
  function play(controls: ReturnType<typeof fakeControls<'linearmines'>>) {
    serveControls(useOriginalRound, controls);
    renderWithProviders(<MissionUncrossableGame />);
    return controls;
  }

  it('bets on the easy road by default', () => {
    const controls = play(fakeControls<'linearmines'>(null));
    expect(screen.getByRole('radio', { name: 'Easy' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(controls.bet).toHaveBeenCalledWith({ amount: 1, params: { difficulty: 'easy' } });
  });

  it('crosses one lane per press, with a sound for the safe crossing', async () => {
    const round = linearminesRound();
    const controls = play(fakeControls<'linearmines'>(round));
    expect(screen.getByRole('button', { name: 'Cash out' })).toBeDisabled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cross' }));
    });
    expect(controls.act).toHaveBeenCalledWith({ type: 'cross' });
    expect(playedSounds).toEqual(['gem']);
  });

  it('crosses with the right arrow', () => {
    const controls = play(fakeControls<'linearmines'>(linearminesRound()));
    fireEvent.keyDown(document.documentElement, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(controls.act).toHaveBeenCalledWith({ type: 'cross' });
  });

  it('cashes out after a lane, showing what it pays', async () => {
    const round = linearminesRound({ amount: 4, payoutMultiplier: 1.03, progress: { crossed: 1 } });
    const controls = play(fakeControls<'linearmines'>(round));
    expect(screen.getByText('Next lane: 1.07×')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cash out 1.03× · $4.12' }));
    });
    expect(controls.cashOut).toHaveBeenCalledOnce();
  });

  it('has nothing left to cross at the end of the road', () => {
    const controls = play(
      fakeControls<'linearmines'>(
        linearminesRound({ params: { difficulty: 'daredevil' }, progress: { crossed: 15 } }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Cross' })).toBeDisabled();
    fireEvent.keyDown(document.documentElement, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(controls.act).not.toHaveBeenCalled();
  });

  it('resets the road when the difficulty changes, and bets on the new one', () => {
    const lost = linearminesRound({ status: 'lost', outcome: { hitLane: 0 } });
    const controls = play(fakeControls<'linearmines'>(lost));
    expect(screen.getByRole('status')).toHaveTextContent('Round lost');
    fireEvent.click(screen.getByRole('radio', { name: 'Daredevil' }));
    expect(controls.reset).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(controls.bet).toHaveBeenCalledWith({ amount: 1, params: { difficulty: 'daredevil' } });
  });

  it("shows a refusal in the player's words", () => {
    play(fakeControls<'linearmines'>(null, { error: 'Your balance is too low for this bet.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your balance is too low for this bet.');
  });
});
