/**
 * The operator's own games and the page path of each (spec part 1 §2.2). Shared by the client
 * (links, routes) and the server (catalogue entries under the own-games tag).
 */

export const HOUSE_GAMES = [
  { identifier: 'plinko', path: '/plinko' },
  { identifier: 'hotbox', path: '/snoops-hotbox' },
  { identifier: 'dice', path: '/dice' },
  { identifier: 'towers', path: '/towers' },
  { identifier: 'roulette', path: '/roulette' },
  { identifier: 'crash', path: '/crash' },
  { identifier: 'poker', path: '/kadi' },
  { identifier: 'mines', path: '/mines' },
  { identifier: 'junglemines', path: '/junglemines' },
  { identifier: 'linearmines', path: '/mission-uncrossable' },
  { identifier: 'coinflip', path: '/coinflip' },
] as const;

export type HouseGameIdentifier = (typeof HOUSE_GAMES)[number]['identifier'];
export type HouseGamePath = (typeof HOUSE_GAMES)[number]['path'];

/**
 * Short identifiers a third-party catalogue could also use; the spec says they are treated as
 * house games first. `kadi` is the card game's own short name and goes to the Kadi lobby.
 */
export const HOUSE_SHORT_IDENTIFIERS: Readonly<Record<string, HouseGamePath>> = {
  roulette: '/roulette',
  towers: '/towers',
  dice: '/dice',
  crash: '/crash',
  kadi: '/kadi',
  mines: '/mines',
};
