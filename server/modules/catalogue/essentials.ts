/**
 * GET /api/tp-games/essentials's payload, built once per region variant and kept: the JSON,
 * its gzip and brotli encodings and a strong ETag. Only countries some game is barred in get a
 * variant of their own; every other visitor shares the full one. Compressing 1–2 MB on each
 * request would cap throughput at a few dozen answers a second, so it happens here, once.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Essentials } from '@/contracts/catalogue';
import { type CatalogueSnapshot, offeredIn } from './snapshot';
import { essentialGame, providerView } from './views';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface EssentialsBody {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong validator of the JSON; each encoding appends its name (a different byte string). */
  etag: string;
}

export function essentialsFor(snapshot: CatalogueSnapshot, country: string | null): Essentials {
  const offered = snapshot.games.filter((game) => offeredIn(game, country));
  const counts = new Map<number, number>();
  for (const game of offered) counts.set(game.provider.id, (counts.get(game.provider.id) ?? 0) + 1);
  return {
    games: offered.map(essentialGame),
    providers: snapshot.providers
      .filter((provider) => counts.has(provider.id))
      .map((provider) => providerView(provider, counts.get(provider.id) ?? 0)),
  };
}

export async function encodeEssentials(essentials: Essentials): Promise<EssentialsBody> {
  const json = Buffer.from(JSON.stringify(essentials));
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(json, { level: 9 }),
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { json, gzip: gzipped, br: brotli, etag: hash };
}

/** The variant key of a visitor's country: its own only when some game is barred there. */
export function variantKey(snapshot: CatalogueSnapshot, country: string | null): string {
  return country !== null && snapshot.barredCountries.has(country) ? country : '*';
}
