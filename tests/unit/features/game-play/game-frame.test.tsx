/** The game frame stays covered until it has loaded and the game-ready delay has passed. */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_READY_DELAY_MS, GameFrame } from '@/features/game-play/GameFrame';
import { renderWithProviders } from '../render-with-providers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GameFrame', () => {
  it('shows the game 500 ms after the frame has loaded, not before', () => {
    renderWithProviders(<GameFrame url="/sandbox/provider/play?session=x" title="Fruit Party" />);
    const frame = screen.getByTitle('Fruit Party game');
    expect(frame.getAttribute('src')).toBe('/sandbox/provider/play?session=x');
    expect(GAME_READY_DELAY_MS).toBe(500);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    // Not loaded yet: time alone does not reveal it.
    expect(screen.getByLabelText('Loading the game')).toBeTruthy();
    fireEvent.load(frame);
    act(() => {
      vi.advanceTimersByTime(GAME_READY_DELAY_MS - 1);
    });
    expect(frame.getAttribute('data-ready')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(frame.getAttribute('data-ready')).toBe('true');
    expect(screen.queryByLabelText('Loading the game')).toBeNull();
  });
});
