/**
 * The sandbox slot's game client (sandbox/client/slot-frame.js) run in a frame of a jsdom
 * page: it talks to the casino only after the casino's hello from its parent window on one of
 * the casino's origins, and then only to that origin.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { playPage } from '@server/modules/game-provider/sandbox/play-page';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SCRIPT = readFileSync(
  resolve(__dirname, '../../../../../server/modules/game-provider/sandbox/client/slot-frame.js'),
  'utf8',
);
const CASINO = 'http://127.0.0.1:8080';
const STATE = {
  title: 'Fruit Party',
  mode: 'fun',
  currency: 'cash',
  balance: 1000,
  bets: [10, 100],
  glyphs: { a: 'A' },
  paylines: [[1, 1, 1, 1, 1]],
  grid: [
    ['a', 'a', 'a'],
    ['a', 'a', 'a'],
    ['a', 'a', 'a'],
    ['a', 'a', 'a'],
    ['a', 'a', 'a'],
  ],
};

const ROUND = { roundId: 'r1', grid: STATE.grid, lines: [], bet: 1, win: 0, balance: 999 };

afterEach(() => {
  document.body.replaceChildren();
});

/** The play page in a frame of this page, its script running there against a stub server. */
async function gameInFrame() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const game = frame.contentWindow;
  if (!game) throw new Error('the frame has no window');
  const page = playPage({ sessionId: 'gs_x', lang: 'en', casinoOrigins: [CASINO, 'http://x.y'] });
  game.document.open();
  game.document.write(page.replace(/<script[^>]*><\/script>/, ''));
  game.document.close();
  const fetched = vi.fn(async (path: string) => ({
    ok: true,
    json: async () => (path.includes('spin') ? ROUND : STATE),
  }));
  Object.assign(game, { fetch: fetched });
  // jsdom's page window, as the frame sees it (vitest's global `window` is another object).
  const casinoPage = game.parent;
  const told = vi.spyOn(casinoPage, 'postMessage').mockImplementation(() => {});
  (game as unknown as { eval(code: string): void }).eval(SCRIPT);
  await vi.waitFor(() =>
    expect(game.document.getElementById('balance')?.textContent).toBe('1000.00'),
  );
  const hello = (origin: string, source: Window = casinoPage) =>
    game.dispatchEvent(new MessageEvent('message', { origin, source, data: { type: 'kb:hello' } }));
  return { game, told, hello };
}

describe('the sandbox game client', () => {
  it("says it is ready only to the casino's origin that greeted it from the parent window", async () => {
    const { game, told, hello } = await gameInFrame();
    // Drawn and playable, but nobody has greeted it: it tells nobody.
    expect(told).not.toHaveBeenCalled();
    hello('https://evil.example');
    hello(CASINO, game);
    expect(told).not.toHaveBeenCalled();
    hello(CASINO);
    expect(told).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledWith({ type: 'kb:ready' }, CASINO);

    // Each round goes to the same origin.
    game.document.getElementById('spin')?.click();
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(2));
    expect(told).toHaveBeenLastCalledWith(
      { type: 'kb:round', roundId: 'r1', win: 0, balance: 999 },
      CASINO,
    );
  });
});
