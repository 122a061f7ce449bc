/**
 * The game frame: on the provider's origin, greeted once it has loaded, and covered until the
 * game itself says it is ready (plus the game-ready delay) — a message that is not the game's
 * own, from its frame on its origin, changes nothing.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameFrame } from '@/features/game-play/GameFrame';
import { GAME_READY_DELAY_MS, GAME_SILENT_LIMIT_MS } from '@/features/game-play/use-game-ready';
import { renderWithProviders } from '../render-with-providers';

const PROVIDER = 'http://localhost:18561';
const URL_ON_PROVIDER = `${PROVIDER}/sandbox/provider/play?session=x&lang=en`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderFrame() {
  renderWithProviders(<GameFrame url={URL_ON_PROVIDER} title="Fruit Party" />);
  const frame = screen.getByTitle('Fruit Party game') as HTMLIFrameElement;
  const game = frame.contentWindow;
  if (!game) throw new Error('the frame has no window');
  return { frame, game };
}

function receive(init: MessageEventInit) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', init));
  });
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('GameFrame', () => {
  it("greets the game on the provider's origin and shows it 500 ms after it says it is ready", () => {
    const { frame, game } = renderFrame();
    expect(frame.getAttribute('src')).toBe(URL_ON_PROVIDER);
    const greet = vi.spyOn(game, 'postMessage');
    expect(GAME_READY_DELAY_MS).toBe(500);
    fireEvent.load(frame);
    expect(greet).toHaveBeenCalledWith({ type: 'kb:hello' }, PROVIDER);
    // Loaded is not ready: the game may still be drawing its reels.
    wait(2_000);
    expect(screen.getByLabelText('Loading the game')).toBeInTheDocument();

    receive({ origin: PROVIDER, source: game, data: { type: 'kb:ready' } });
    wait(GAME_READY_DELAY_MS - 1);
    expect(frame.getAttribute('data-ready')).toBe('false');
    wait(1);
    expect(frame.getAttribute('data-ready')).toBe('true');
    expect(frame.getAttribute('data-announced')).toBe('true');
    expect(screen.queryByLabelText('Loading the game')).toBeNull();
  });

  it("takes no message but the game's own, from its frame on the provider's origin", () => {
    const { frame, game } = renderFrame();
    fireEvent.load(frame);
    const ready = { type: 'kb:ready' };
    // The casino's own origin, another site, another window, another message.
    receive({ origin: window.location.origin, source: game, data: ready });
    receive({ origin: 'https://evil.example', source: game, data: ready });
    receive({ origin: PROVIDER, source: window, data: ready });
    receive({ origin: PROVIDER, source: game, data: { type: 'kb:round' } });
    receive({ origin: PROVIDER, source: game, data: 'kb:ready' });
    wait(GAME_SILENT_LIMIT_MS - 1);
    expect(frame.getAttribute('data-ready')).toBe('false');
    expect(screen.getByLabelText('Loading the game')).toBeInTheDocument();
    // A game that never speaks is shown in the end, so a failed page is not a loader for ever.
    wait(1);
    expect(frame.getAttribute('data-ready')).toBe('true');
    expect(frame.getAttribute('data-announced')).toBe('false');
  });
});
