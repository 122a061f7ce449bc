// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameLink, houseGamePath } from '@/contracts/game-link';
import { HOUSE_GAMES } from '@/contracts/house-games';

/** The table of spec part 1 §2.2, written out independently of the implementation. */
const SPEC_TABLE: Array<[string, string]> = [
  ['plinko', '/plinko'],
  ['hotbox', '/snoops-hotbox'],
  ['dice', '/dice'],
  ['towers', '/towers'],
  ['roulette', '/roulette'],
  ['crash', '/crash'],
  ['poker', '/kadi'],
  ['mines', '/mines'],
  ['junglemines', '/junglemines'],
  ['linearmines', '/mission-uncrossable'],
  ['coinflip', '/coinflip'],
];

describe('gameLink', () => {
  it.each(SPEC_TABLE)('maps house game %s to %s', (identifier, path) => {
    expect(gameLink({ identifier })).toBe(path);
  });

  it('covers every house game of the contract', () => {
    expect(HOUSE_GAMES.map((g) => [g.identifier, g.path])).toEqual(SPEC_TABLE);
  });

  it.each([
    ['roulette', '/roulette'],
    ['towers', '/towers'],
    ['dice', '/dice'],
    ['crash', '/crash'],
    ['kadi', '/kadi'],
    ['mines', '/mines'],
  ])('treats the short identifier %s as a house game first', (identifier, path) => {
    expect(gameLink({ identifier })).toBe(path);
  });

  it("lets a game's own override link win over everything", () => {
    expect(gameLink({ identifier: 'dice', overrideLink: '/promo/dice-week' })).toBe(
      '/promo/dice-week',
    );
    expect(gameLink({ identifier: 'kadi', overrideLink: '/kadi/qwickie' })).toBe('/kadi/qwickie');
    expect(gameLink({ identifier: 'pragmatic-sweet', overrideLink: '/tag/slots' })).toBe(
      '/tag/slots',
    );
  });

  it('ignores an empty override link', () => {
    expect(gameLink({ identifier: 'crash', overrideLink: '' })).toBe('/crash');
    expect(gameLink({ identifier: 'crash', overrideLink: null })).toBe('/crash');
  });

  it('sends any other identifier to /game/{identifier}', () => {
    expect(gameLink({ identifier: 'sawtooth-iron-bandit' })).toBe('/game/sawtooth-iron-bandit');
    expect(gameLink({ identifier: 'evolution:lightning roulette' })).toBe(
      '/game/evolution%3Alightning%20roulette',
    );
  });

  it('does not treat inherited object keys as house games', () => {
    expect(gameLink({ identifier: 'toString' })).toBe('/game/toString');
    expect(gameLink({ identifier: 'constructor' })).toBe('/game/constructor');
  });
});

describe('houseGamePath', () => {
  it('names the house page of every house identifier, short ones included', () => {
    for (const [identifier, path] of SPEC_TABLE) expect(houseGamePath(identifier)).toBe(path);
    expect(houseGamePath('kadi')).toBe('/kadi');
  });

  it('is null for any other game, and for inherited object keys', () => {
    for (const identifier of ['sawtooth-iron-bandit', 'Dice', 'toString', '__proto__', ''])
      expect(houseGamePath(identifier), identifier).toBeNull();
  });
});
