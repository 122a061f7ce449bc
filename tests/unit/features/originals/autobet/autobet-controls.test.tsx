/**
 * The autobet section (issue 19): what the player sets is what autobet starts with; while it
 * runs the settings are locked and Stop says how many bets are left.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AutobetControls } from '@/features/originals/autobet/AutobetControls';
import type { AutobetControls as Controls } from '@/features/originals/autobet/use-autobet';
import { renderWithProviders } from '../../render-with-providers';

const idle = (): Controls => ({
  running: false,
  betsLeft: null,
  profit: 0,
  start: vi.fn(),
  stop: vi.fn(),
});

const field = (testId: string) => {
  const root = screen.getByTestId(testId);
  return root instanceof HTMLInputElement ? root : within(root).getByRole('textbox');
};

describe('the autobet section', () => {
  it('starts with the count, the strategies and the stops the player set', () => {
    const autobet = idle();
    renderWithProviders(<AutobetControls autobet={autobet} disabled={false} />);
    fireEvent.change(field('autobet-count'), { target: { value: '25' } });
    fireEvent.click(within(screen.getByTestId('autobet-loss-mode')).getByText('Increase by'));
    fireEvent.change(field('autobet-loss-percent'), { target: { value: '50' } });
    fireEvent.change(field('autobet-stop-loss'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('autobet-start'));
    expect(autobet.start).toHaveBeenCalledWith({
      count: 25,
      onWin: { mode: 'reset', percent: 0 },
      onLoss: { mode: 'increase', percent: 50 },
      stopOnProfit: null,
      stopOnLoss: 20,
    });
  });

  it('locks the settings while running and offers Stop with the bets left', () => {
    const autobet = { ...idle(), running: true, betsLeft: 7 };
    renderWithProviders(<AutobetControls autobet={autobet} disabled={false} />);
    expect(field('autobet-count')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop autobet (7 left)' }));
    expect(autobet.stop).toHaveBeenCalled();
  });
});
