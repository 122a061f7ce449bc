/**
 * A visitor at the dice table (issue 19): each bet rolls on the device in fun mode, the fun
 * balance moves, the roll shows on the board and joins the strip of results; the target, win
 * chance and multiplier follow each other, and the hotkeys bet and flip over/under.
 * `@/games` is the stand-in of ../fake-games.ts (nonce 0 rolls 5.00, nonce 1 rolls 75.00).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DiceTable } from '@/features/originals';
import { emitWithAck } from '@/shared/api/socket-ack';
import { renderWithQuery } from '../../render-with-providers';

vi.mock('@/games', () => import('../fake-games'));
vi.mock('@/shared/api/socket-ack', () => ({ emitWithAck: vi.fn() }));

const server = mockRequests();

beforeEach(() => {
  localStorage.clear();
  answerEvery(server, () => new Promise<Response>(() => {}));
});

const balance = () => screen.getByTestId('bet-panel-balance');
const lastRoll = () => screen.getByTestId('dice-last-roll');
const field = (testId: string) => {
  const root = screen.getByTestId(testId);
  return root instanceof HTMLInputElement ? root : within(root).getByRole('textbox');
};
const commit = (testId: string, value: string) => {
  fireEvent.change(field(testId), { target: { value } });
  fireEvent.blur(field(testId));
};

describe('a visitor at the dice table', () => {
  it('rolls for fun: the balance moves and each roll joins the strip', async () => {
    renderWithQuery(<DiceTable />, { user: null });
    expect(balance()).toHaveTextContent('1,000.00 FUN');

    fireEvent.click(screen.getByTestId('dice-bet'));
    await waitFor(() => expect(lastRoll()).toHaveTextContent('5.00'));
    expect(lastRoll()).toHaveAttribute('data-won', 'false');
    expect(balance()).toHaveTextContent('999.00 FUN');

    fireEvent.click(screen.getByTestId('dice-bet'));
    await waitFor(() => expect(lastRoll()).toHaveTextContent('75.00'));
    expect(lastRoll()).toHaveAttribute('data-won', 'true');
    expect(balance()).toHaveTextContent('1,000.00 FUN');
    expect(screen.getByTestId('dice-recent')).toHaveTextContent('75.005.00');
    expect(emitWithAck).not.toHaveBeenCalled();
  });

  it('keeps target, win chance and multiplier consistent', () => {
    renderWithQuery(<DiceTable />, { user: null });
    expect(field('dice-multiplier')).toHaveValue('2×');
    commit('dice-chance', '10');
    expect(field('dice-target')).toHaveValue('90');
    expect(field('dice-multiplier')).toHaveValue('9.9×');
    commit('dice-multiplier', '4');
    expect(field('dice-target')).toHaveValue('75.25');
    expect(field('dice-chance')).toHaveValue('24.75%');
    commit('dice-target', '0.5');
    expect(field('dice-target')).toHaveValue('2');
  });

  it('bets with B and flips over/under with E', async () => {
    renderWithQuery(<DiceTable />, { user: null });
    fireEvent.keyDown(document.documentElement, { key: 'e', code: 'KeyE' });
    expect(field('dice-target')).toHaveValue('49.5');
    expect(field('dice-chance')).toHaveValue('49.5%');
    fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB' });
    // Rolling under 49.50: the 5.00 of the first bet wins this time.
    await waitFor(() => expect(lastRoll()).toHaveAttribute('data-won', 'true'));
    expect(balance()).toHaveTextContent('1,001.00 FUN');
  });

  it('bets once when Space is pressed on the focused Bet button', async () => {
    renderWithQuery(<DiceTable />, { user: null });
    const bet = screen.getByTestId('dice-bet');
    bet.focus();
    fireEvent.keyDown(bet, { key: ' ', code: 'Space' });
    // The browser turns Space on a focused button into its click when the key comes up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(bet);
    await waitFor(() => expect(balance()).toHaveTextContent('999.00 FUN'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('dice-recent')).toHaveTextContent(/^5\.00$/);
    expect(balance()).toHaveTextContent('999.00 FUN');
  });

  it('slides the roll to where it landed, and not for a player who prefers less motion', async () => {
    renderWithQuery(<DiceTable />, { user: null });
    fireEvent.click(screen.getByTestId('dice-bet'));
    await waitFor(() => expect(lastRoll()).toHaveAttribute('data-animated', 'true'));
    expect(lastRoll()).toHaveStyle({ left: '5%' });
    cleanup();

    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderWithQuery(<DiceTable />, { user: null });
    fireEvent.click(screen.getByTestId('dice-bet'));
    await waitFor(() => expect(lastRoll()).toHaveAttribute('data-animated', 'false'));
    vi.mocked(window.matchMedia).mockRestore();
  });

  it('lists the hotkeys in its help', async () => {
    renderWithQuery(<DiceTable />, { user: null });
    fireEvent.click(screen.getByTestId('dice-hotkeys'));
    const help = await screen.findByTestId('dice-hotkeys-help');
    expect(help).toHaveTextContent('SpaceBBet');
    expect(help).toHaveTextContent('ESwitch roll over / under');
  });
});
