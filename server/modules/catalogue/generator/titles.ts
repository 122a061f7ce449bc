/**
 * Believable game titles composed from the word lists, one pattern per kind of game. A title
 * already taken is drawn again, and after a few misses gets a sequel number, so titles are
 * unique across the catalogue while still reading like a real lobby ("Book of Asgard",
 * "Sizzling Koi Megaways", "Speed Roulette 3", "Crazy Pachinko").
 */

import type { StudioKind } from './providers';
import type { Random } from './random';
import {
  INSTANT_NOUNS,
  INSTANT_PREFIXES,
  LIVE_GAMES,
  LIVE_LANGUAGES,
  LIVE_STYLES,
  SHOW_ADJECTIVES,
  SHOW_NOUNS,
  SLOT_ADJECTIVES,
  SLOT_HEROES,
  SLOT_NOUNS,
  SLOT_PLACES,
  SLOT_SUFFIXES,
  TABLE_GAMES,
  TABLE_STYLES,
} from './words';

/** What a table game is played as; decides the roulette, blackjack and baccarat tags. */
export type TableKind = 'roulette' | 'blackjack' | 'baccarat' | 'other';

export interface DrawnTitle {
  title: string;
  tableKind: TableKind | null;
}

function slotTitle(random: Random): string {
  const adjective = random.pick(SLOT_ADJECTIVES);
  const noun = random.pick(SLOT_NOUNS);
  const roll = random.next();
  if (roll < 0.34) return `${adjective} ${noun}`;
  if (roll < 0.5) return `${noun} of ${random.pick(SLOT_PLACES)}`;
  if (roll < 0.56) return `Book of ${random.pick(SLOT_PLACES)}`;
  if (roll < 0.78) return `${adjective} ${noun} ${random.pick(SLOT_SUFFIXES)}`;
  if (roll < 0.88) return `${random.pick(SLOT_HEROES)}'s ${noun}`;
  if (roll < 0.94) return `${random.pick([5, 9, 10, 20, 25, 40, 100])} ${adjective} ${noun}`;
  return `The ${adjective} ${noun}`;
}

function liveTitle(random: Random): DrawnTitle {
  const game = random.pick(LIVE_GAMES);
  const roll = random.next();
  let title = `${random.pick(LIVE_STYLES)} ${game.name}`;
  if (roll < 0.25) title = `${game.name} ${random.pick(LIVE_LANGUAGES)}`;
  else if (roll < 0.55) title = `${title} ${random.int(1, 30)}`;
  return { title, tableKind: game.kind };
}

function tableTitle(random: Random): DrawnTitle {
  const game = random.pick(TABLE_GAMES);
  const title = random.chance(0.2) ? game.name : `${random.pick(TABLE_STYLES)} ${game.name}`;
  return { title, tableKind: game.kind };
}

function draw(kind: StudioKind, random: Random): DrawnTitle {
  switch (kind) {
    case 'slots':
      return { title: slotTitle(random), tableKind: null };
    case 'live':
      return liveTitle(random);
    case 'table':
      return tableTitle(random);
    case 'gameshows':
      return {
        title: `${random.pick(SHOW_ADJECTIVES)} ${random.pick(SHOW_NOUNS)}`,
        tableKind: null,
      };
    case 'instant':
      return {
        title: `${random.pick(INSTANT_PREFIXES)} ${random.pick(INSTANT_NOUNS)}`,
        tableKind: null,
      };
  }
}

const SEQUELS = ['2', '3', 'II', 'III', '4', 'Remastered', 'Classic', '5'];
const REDRAWS = 6;

/** Draws titles of one catalogue; remembers every title it handed out. */
export function createTitleDrawer(): (kind: StudioKind, random: Random) => DrawnTitle {
  const taken = new Set<string>();
  return (kind, random) => {
    let drawn = draw(kind, random);
    for (let i = 0; i < REDRAWS && taken.has(drawn.title); i++) drawn = draw(kind, random);
    const base = drawn.title;
    for (let i = 0; taken.has(drawn.title); i++) {
      const sequel = SEQUELS[i] ?? String(i + 2);
      drawn = { ...drawn, title: `${base} ${sequel}` };
    }
    taken.add(drawn.title);
    return drawn;
  };
}
