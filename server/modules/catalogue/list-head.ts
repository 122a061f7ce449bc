/**
 * GET /api/tp-games/list-head's answer: one list's first page, so a page shows its tiles before
 * the whole catalogue (the essentials) arrives. The list is built from its key with the client's
 * own source builders and selected with the client's own rules (src/catalogue) over the same
 * essentials entries the visitor's region gets: the client's later list starts with exactly
 * these games in this order, so nothing on screen moves when it takes over.
 */
import { createHash } from 'node:crypto';
import {
  allGamesSource,
  type ListSource,
  providerSource,
  relatedSource,
  selectListGames,
  slotsSource,
  tagSource,
} from '@/catalogue';
import type { Device, Essentials, ListHead } from '@/contracts/catalogue';
import type { CatalogueSnapshot } from './snapshot';
import { gameTag } from './views';

/** The list a key names in this catalogue, or null when its tag, provider or game is unknown. */
export function listSourceOf(snapshot: CatalogueSnapshot, key: string): ListSource | null {
  if (key === 'all') return allGamesSource();
  if (key === 'category:slots') return slotsSource();
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const name = key.slice(colon + 1);
  if (colon < 0 || !name) return null;
  switch (kind) {
    case 'tag': {
      const tag = snapshot.tagBySlug.get(name);
      return tag ? tagSource(gameTag(tag)) : null;
    }
    case 'provider': {
      const provider = snapshot.providerBySlug.get(name);
      return provider ? providerSource(provider) : null;
    }
    case 'related': {
      // As the game page builds it: the game's tags but the standing-only ones (popular...).
      // A game without such tags has no related row (the page shows none).
      const game = snapshot.gameByIdentifier.get(name);
      const slugs = (game?.tags ?? [])
        .filter(({ tag }) => !tag.excludeFromTags)
        .map(({ tag }) => tag.slug);
      return game?.visible && slugs.length > 0 ? relatedSource(game.identifier, slugs) : null;
    }
    default:
      return null;
  }
}

export interface ListHeadBody {
  answer: ListHead;
  /** Validator of the answer's content (weak: the compress plugin encodes it per request). */
  etag: string;
}

export function listHeadOf(
  offered: Essentials,
  key: string,
  source: ListSource,
  device: Device,
): ListHeadBody {
  const games = selectListGames(offered.games, source, device);
  const answer: ListHead = { games: games.slice(0, source.pageSize), total: games.length };
  if (key.startsWith('provider:')) {
    const slug = key.slice('provider:'.length);
    const provider = offered.providers.find((candidate) => candidate.slug === slug);
    if (provider) answer.provider = provider;
  }
  const etag = createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 27);
  return { answer, etag };
}
