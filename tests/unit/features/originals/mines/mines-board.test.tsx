/**
 * The mines board as a player sees it, drawn from the RoundViews the server sends: hidden
 * tiles and their gems while the round is open, the whole board with their picks at the end.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MinesBoard, type MinesBoardProps } from '@/features/originals/mines/MinesBoard';
import { MINES_THEMES } from '@/features/originals/mines/mines-themes';
import { renderWithProviders } from '../../render-with-providers';
import { minesRound } from '../round-views';

function renderBoard(props: Partial<MinesBoardProps> = {}) {
  const onPick = vi.fn();
  renderWithProviders(
    <MinesBoard
      theme={MINES_THEMES.mines}
      gridCount={25}
      round={null}
      pickable
      pattern={new Set()}
      onPick={onPick}
      {...props}
    />,
  );
  return { onPick, tiles: screen.getAllByRole('button') };
}

const labels = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('a mines board', () => {
  it('shows 25 hidden tiles, 5 by 5, before the first bet', () => {
    const { tiles } = renderBoard();
    expect(tiles).toHaveLength(25);
    expect(screen.getByRole('group', { name: 'Board, 5 by 5' })).toBeInTheDocument();
    expect(labels().every((l) => /^Tile \d+$/.test(l ?? ''))).toBe(true);
  });

  it('shows the gems a player revealed in an open round, and no mine', () => {
    renderBoard({ round: minesRound({ progress: { revealed: [3, 7] } }) });
    expect(screen.getByRole('button', { name: 'Tile 4: gem, your pick' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 8: gem, your pick' })).toBeInTheDocument();
    expect(labels().filter((l) => l?.includes('mine'))).toEqual([]);
    expect(labels().filter((l) => /^Tile \d+$/.test(l ?? ''))).toHaveLength(23);
  });

  it('merges a tile the server lists twice into one gem', () => {
    renderBoard({ round: minesRound({ progress: { revealed: [3, 3] } }) });
    expect(labels().filter((l) => l?.endsWith('your pick'))).toEqual(['Tile 4: gem, your pick']);
  });

  it('shows the whole board when the round is lost, the mine the player hit marked', () => {
    renderBoard({
      round: minesRound({
        status: 'lost',
        progress: { revealed: [3, 10] },
        outcome: { mines: [10, 0, 24] },
      }),
    });
    expect(screen.getByRole('button', { name: 'Tile 11: mine, your pick' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 1: mine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 25: mine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 4: gem, your pick' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 2: gem' })).toBeInTheDocument();
    expect(labels().filter((l) => /^Tile \d+$/.test(l ?? ''))).toEqual([]);
  });

  it('shows the whole board after a cash-out, with the picks that won', () => {
    renderBoard({
      round: minesRound({
        status: 'won',
        payout: 2.25,
        payoutMultiplier: 1.125,
        progress: { revealed: [12] },
        outcome: { mines: [1, 2, 3] },
      }),
    });
    expect(screen.getByRole('button', { name: 'Tile 13: gem, your pick' })).toBeInTheDocument();
    expect(labels().filter((l) => l?.includes('mine'))).toHaveLength(3);
  });

  it('reveals only hidden tiles, and only when tiles may be picked', () => {
    const { onPick, tiles } = renderBoard({ round: minesRound({ progress: { revealed: [0] } }) });
    fireEvent.click(tiles[0] as HTMLElement);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(tiles[6] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith(6);
  });

  it('answers no click while the game waits', () => {
    const { onPick, tiles } = renderBoard({ pickable: false });
    fireEvent.click(tiles[6] as HTMLElement);
    expect(onPick).not.toHaveBeenCalled();
    expect(tiles[6]).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks the tiles chosen for autobet', () => {
    renderBoard({ pattern: new Set([2, 9]) });
    expect(screen.getByRole('button', { name: 'Tile 3, chosen for autobet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 10, chosen for autobet' })).toBeInTheDocument();
  });

  it('lets a keyboard player move across the board with the arrows, one tab stop in all', () => {
    const { tiles } = renderBoard();
    expect(tiles.filter((t) => t.tabIndex === 0)).toEqual([tiles[0]]);
    (tiles[0] as HTMLElement).focus();
    fireEvent.keyDown(tiles[0] as HTMLElement, { key: 'ArrowRight' });
    expect(tiles[1]).toHaveFocus();
    fireEvent.keyDown(tiles[1] as HTMLElement, { key: 'ArrowDown' });
    expect(tiles[6]).toHaveFocus();
    fireEvent.keyDown(tiles[6] as HTMLElement, { key: 'End' });
    expect(tiles[24]).toHaveFocus();
    fireEvent.keyDown(tiles[24] as HTMLElement, { key: 'ArrowDown' });
    expect(tiles[24]).toHaveFocus();
    expect(tiles.filter((t) => t.tabIndex === 0)).toEqual([tiles[24]]);
  });

  it('draws Jungle Mines as a 6 by 5 clearing of treasure and traps', () => {
    renderBoard({
      theme: MINES_THEMES.junglemines,
      gridCount: 30,
      round: {
        ...minesRound({
          status: 'lost',
          params: { gridCount: 30, minesCount: 3 },
          progress: { revealed: [29] },
          outcome: { mines: [29, 5, 6] },
        }),
        game: 'junglemines',
      },
    });
    expect(screen.getAllByRole('button')).toHaveLength(30);
    expect(screen.getByRole('group', { name: 'Board, 6 by 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 30: trap, your pick' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 1: treasure' })).toBeInTheDocument();
  });
});
