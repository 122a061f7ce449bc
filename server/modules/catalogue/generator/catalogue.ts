/**
 * Generates the whole catalogue from the provider plans: every game's title, identifier,
 * devices, popularity, dates, fun mode, blacklist and aggregator data, and the tags it carries
 * with their priorities. Pure and deterministic (seeded per game, fixed epoch): the same
 * catalogue on every machine and every run, which the seed writes once.
 */
import type { Device, GameCategory } from '@/contracts/catalogue';
import type { CatalogueGame, CatalogueProvider } from '../snapshot';
import { houseGames } from './house';
import { LEGACY_PROVIDER, legacyStudioGames } from './legacy-studio';
import { PROVIDER_PLANS, type ProviderPlan, type StudioKind } from './providers';
import { createRandom, type Random } from './random';
import { tagsOf } from './tagging';
import { TAG_PLANS, type TagPlan } from './tags';
import { createTitleDrawer, type TableKind } from './titles';

/** A game as the seed writes it: the stored row, its provider and tags named by slug. */
export interface GeneratedGame extends Omit<CatalogueGame, 'id' | 'provider' | 'visible' | 'tags'> {
  providerSlug: string;
  /** Tag slug → priority (higher first in that tag's list). */
  tags: Record<string, number>;
}

export interface GeneratedCatalogue {
  providers: Omit<CatalogueProvider, 'id'>[];
  tags: readonly TagPlan[];
  games: GeneratedGame[];
}

/** Release dates run from here to the epoch; the catalogue "opened" at LAUNCH. */
const FIRST_RELEASE = Date.UTC(2014, 0, 1);
const LAUNCH = Date.UTC(2024, 0, 15);
export const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

const CATEGORY_OF: Record<StudioKind, GameCategory> = {
  slots: 'slots',
  live: 'livecasino',
  gameshows: 'gameshows',
  table: 'table',
  instant: 'instant',
};

const EXTRA_BLOCKED = ['US', 'GB', 'FR', 'ES', 'IT', 'NL', 'DE', 'AU', 'BE', 'DK', 'SE', 'CA'];
const SUBDOMAIN_OF: Record<string, string | null> = { relayline: 'launch', gamehub: 'cdn' };

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function devicesFor(kind: StudioKind, random: Random): Device[] {
  if (kind === 'live' || kind === 'gameshows') return ['mobile', 'desktop'];
  const roll = random.next();
  if (roll < 0.07) return ['desktop'];
  if (roll < 0.12) return ['mobile'];
  return ['mobile', 'desktop'];
}

function blacklistFor(plan: ProviderPlan, random: Random): string[] {
  const countries = new Set(plan.blockedIn);
  if (random.chance(0.06))
    for (const c of random.sample(EXTRA_BLOCKED, random.int(1, 2))) countries.add(c);
  return [...countries].sort();
}

function funModeFor(kind: StudioKind, random: Random): boolean {
  if (kind === 'live' || kind === 'gameshows') return false;
  return kind === 'table' || random.chance(kind === 'slots' ? 0.97 : 0.9);
}

interface Drawn extends Omit<GeneratedGame, 'tags'> {
  kind: StudioKind;
  tableKind: TableKind | null;
  bonusBuy: boolean;
  dropsAndWins: boolean;
  random: Random;
}

function drawGame(
  plan: ProviderPlan,
  kind: StudioKind,
  index: number,
  drawTitle: ReturnType<typeof createTitleDrawer>,
): Drawn {
  const random = createRandom(`${plan.slug}:${kind}:${index}`);
  const { title, tableKind } = drawTitle(kind, random);
  const u = random.next();
  // Few hits, many also-rans: a cubic curve, lifted for the bigger studios.
  const lift = Math.min(10, (plan.makes.slots ?? 0) / 30);
  const popularity = Math.round((u * u * u * 90 + lift) * 100) / 100;
  const releasedAt = new Date(
    FIRST_RELEASE +
      Math.floor(Math.sqrt(random.next()) * ((CATALOGUE_EPOCH - FIRST_RELEASE) / DAY)) * DAY,
  );
  const added = Math.max(releasedAt.getTime(), LAUNCH) + random.int(0, 20) * DAY;
  return {
    identifier: `${plan.slug}-${slugify(title)}`,
    title,
    providerSlug: plan.slug,
    category: CATEGORY_OF[kind],
    devices: devicesFor(kind, random),
    popularity,
    releasedAt,
    createdAt: new Date(Math.min(added, CATALOGUE_EPOCH)),
    hasFunMode: funModeFor(kind, random),
    blacklist: blacklistFor(plan, random),
    aggregator: plan.aggregator,
    gid: `${plan.gidPrefix}${kind[0]}${String(index + 1).padStart(4, '0')}`,
    iframeSubdomain: SUBDOMAIN_OF[plan.aggregator] ?? null,
    overrideLink: null,
    kind,
    tableKind,
    bonusBuy: kind === 'slots' && (title.includes('Bonus Buy') || random.chance(0.22)),
    dropsAndWins: kind === 'slots' && plan.dropsAndWins && random.chance(0.4),
    random,
  };
}

export function generateCatalogue(): GeneratedCatalogue {
  const drawTitle = createTitleDrawer();
  const drawn: Drawn[] = [];
  for (const plan of PROVIDER_PLANS) {
    for (const [kind, count] of Object.entries(plan.makes) as [StudioKind, number][]) {
      for (let i = 0; i < count; i++) drawn.push(drawGame(plan, kind, i, drawTitle));
    }
  }
  const tagsByGame = tagsOf(drawn);
  const games: GeneratedGame[] = drawn.map(
    ({ kind: _k, tableKind: _t, bonusBuy: _b, dropsAndWins: _d, random: _r, ...game }, i) => ({
      ...game,
      tags: tagsByGame[i] ?? {},
    }),
  );
  const house = houseGames(CATALOGUE_EPOCH);
  return {
    providers: [
      ...PROVIDER_PLANS.map(({ slug, name }) => ({ slug, name })),
      { slug: house.provider.slug, name: house.provider.name },
      LEGACY_PROVIDER,
    ],
    tags: TAG_PLANS,
    games: [...games, ...house.games, ...legacyStudioGames(LAUNCH)],
  };
}
