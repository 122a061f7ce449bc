/**
 * A player checks a bet on /fair: the verifier opens filled in from a "Verify" link, recomputes
 * the bet in the browser with the games' rules (`@/games`, faked here: see ../fake-games.ts)
 * and draws it the way the game does; what it cannot use, it says, and computes nothing.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GameVerifier } from '@/features/fairness/verifier/GameVerifier';
import { renderWithProviders } from '../../render-with-providers';
import { floatCountOf, gameFloats, openRound } from '../fake-games';

vi.mock('@/games', () => import('../fake-games'));

const SEEDS = { serverSeed: 'revealed-server-seed', clientSeed: 'myClientSeed123', nonce: 3 };

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the verifier', () => {
  it('opens a mines bet from its link and shows the hash, the floats and the board', () => {
    renderWithProviders(
      <GameVerifier initial={{ game: 'mines', ...SEEDS, gridCount: 25, minesCount: 3 }} />,
    );
    expect(gameFloats).toHaveBeenCalledWith(SEEDS, 24);
    expect(screen.getByTestId('verifier-hash')).toHaveTextContent('sha256(revealed-server-seed)');
    expect(screen.getAllByTestId('verifier-float')).toHaveLength(24);
    const board = screen.getByTestId('verifier-board');
    expect(within(board).getAllByTestId('verifier-mine')).toHaveLength(3);
    expect(within(board).getAllByTestId('verifier-gem')).toHaveLength(22);
    expect(screen.getByRole('img', { name: 'Tile 1: mine' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tile 4: gem' })).toBeInTheDocument();
  });

  it('rolls a dice bet and says whether it won, again as the target changes', () => {
    renderWithProviders(
      <GameVerifier initial={{ game: 'dice', ...SEEDS, target: 50, condition: 'over' }} />,
    );
    // The fake's one float for nonce 3 is 0.5 + 0.03: a roll of 53.00.
    expect(screen.getByTestId('verifier-roll')).toHaveTextContent('53.00');
    expect(screen.getByTestId('verifier-dice-result')).toHaveTextContent('Win');

    fireEvent.change(screen.getByTestId('verifier-target'), { target: { value: '60' } });
    expect(screen.getByTestId('verifier-roll')).toHaveTextContent('53.00');
    expect(screen.getByTestId('verifier-dice-result')).toHaveTextContent('Loss');
  });

  it('draws a tower row by row with its hazards, and the lane that is hit on the road', () => {
    const { unmount } = renderWithProviders(
      <GameVerifier initial={{ game: 'towers', ...SEEDS, difficulty: '_medium' }} />,
    );
    expect(floatCountOf).toHaveBeenCalledWith('towers', { difficulty: '_medium' });
    expect(screen.getAllByTestId('verifier-tower-row')).toHaveLength(9);
    expect(screen.getAllByTestId('verifier-hazard')).toHaveLength(9);
    expect(screen.getAllByTestId('verifier-safe')).toHaveLength(18);
    unmount();

    renderWithProviders(
      <GameVerifier initial={{ game: 'linearmines', ...SEEDS, difficulty: 'daredevil' }} />,
    );
    expect(screen.getAllByRole('img', { name: /^Lane \d+/ })).toHaveLength(15);
    expect(screen.getByRole('img', { name: 'Lane 5: hit' })).toBeInTheDocument();
    expect(screen.getByTestId('verifier-lane-result')).toHaveTextContent('Lane 5 is hit');
  });

  it('tells whether the seed matches the hash the player was shown', () => {
    renderWithProviders(<GameVerifier initial={{ game: 'dice', ...SEEDS }} />);
    const shown = screen.getByTestId('verifier-expected-hash');
    fireEvent.change(shown, { target: { value: 'SHA256(revealed-server-seed)' } });
    expect(screen.getByTestId('hash-match')).toBeInTheDocument();
    fireEvent.change(shown, { target: { value: 'another-hash' } });
    expect(screen.getByTestId('hash-mismatch')).toBeInTheDocument();
  });

  it('says what is wrong with a nonce or a board it cannot use, and draws nothing', () => {
    renderWithProviders(
      <GameVerifier initial={{ game: 'mines', ...SEEDS, gridCount: 25, minesCount: 25 }} />,
    );
    expect(screen.getByTestId('verifier-problem')).toHaveTextContent(
      "Choose one of the game's grids and a number of mines that leaves a gem.",
    );
    expect(screen.queryByTestId('verifier-board')).not.toBeInTheDocument();

    fireEvent.change(screen.getByTestId('verifier-mines-count'), { target: { value: '24' } });
    expect(screen.getAllByTestId('verifier-mine')).toHaveLength(24);

    fireEvent.change(screen.getByTestId('verifier-nonce'), { target: { value: '' } });
    expect(screen.getByTestId('verifier-problem')).toHaveTextContent(
      'The nonce must be a whole number, starting from 0.',
    );
    expect(screen.queryByTestId('verifier-board')).not.toBeInTheDocument();
  });

  it('waits for both seeds before computing anything', () => {
    renderWithProviders(<GameVerifier initial={{ game: 'dice', clientSeed: 'abc' }} />);
    expect(screen.getByText(/Enter a server seed and a client seed/)).toBeInTheDocument();
    expect(gameFloats).not.toHaveBeenCalled();
    expect(openRound).not.toHaveBeenCalled();
  });
});
