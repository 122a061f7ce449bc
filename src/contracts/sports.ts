/**
 * Sports of the sportsbook and the bt-path value the sportsbook uses for each (spec part 1
 * §2.6). The URL slug is the sport's name; the bt-path is what the book is opened with.
 */
import { z } from 'zod/mini';

export const SPORTS = [
  { slug: 'soccer', btPath: 'soccer-1' },
  { slug: 'basketball', btPath: 'basketball-2' },
  { slug: 'tennis', btPath: 'tennis-5' },
  { slug: 'counter-strike', btPath: 'counter-strike-109' },
  { slug: 'fifa', btPath: 'fifa-300' },
  { slug: 'baseball', btPath: 'baseball-3' },
  { slug: 'ice-hockey', btPath: 'ice-hockey-4' },
  { slug: 'cricket', btPath: 'cricket-21' },
  { slug: 'mma', btPath: 'mma-117' },
  { slug: 'table-tennis', btPath: 'table-tennis-20' },
] as const;

export type SportSlug = (typeof SPORTS)[number]['slug'];
export type BtPath = (typeof SPORTS)[number]['btPath'];

export const sportSlugSchema = z.enum(SPORTS.map((s) => s.slug) as [SportSlug, ...SportSlug[]]);
export const btPathSchema = z.enum(SPORTS.map((s) => s.btPath) as [BtPath, ...BtPath[]]);

/** /sports?bt-path=… opens that sport's book; an unknown value is ignored. */
export const sportsSearchSchema = z.object({
  'bt-path': z.catch(z.optional(btPathSchema), undefined),
});

export function sportOfBtPath(btPath: string): SportSlug | undefined {
  return SPORTS.find((s) => s.btPath === btPath)?.slug;
}
