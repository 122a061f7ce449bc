/**
 * Casino lobby categories and the tag slugs the routes and aliases refer to (spec part 1
 * §2.1, §2.4, §2.9).
 */
import { z } from 'zod/mini';
import type { CORE_TAG_SLUGS } from './catalogue';

/** `dofia-games` is the operator's own (house) games. */
export const CASINO_CATEGORIES = [
  'dofia-games',
  'popular',
  'slots',
  'livecasino',
  'gameshows',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];
export const casinoCategorySchema = z.enum(CASINO_CATEGORIES);

/** A tag slug as it may appear in /tag/{tag}: lower-case letters, digits and dashes. */
export const tagSlugSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9-]*$/));

export const FAVORITES_TAG = 'favorites';

/**
 * Tag names the spec's links use (part 1 §2.4: /livegames goes to /tag/livegames) for a tag
 * the catalogue keeps under another slug: the live tables are 'livecasino' here, as in
 * /casino?category=livecasino. Typed to the tags the catalogue always has, so an alias cannot
 * point at an empty page.
 */
export const TAG_ALIASES: Readonly<Record<string, (typeof CORE_TAG_SLUGS)[number]>> = {
  livegames: 'livecasino',
};

/** The catalogue's slug for a tag name from an address: its alias target, or itself. */
export function catalogueTagOf(slug: string): string {
  return Object.hasOwn(TAG_ALIASES, slug) ? (TAG_ALIASES[slug] ?? slug) : slug;
}

/** /casino?category=… — an unknown category shows the whole lobby. */
export const casinoSearchSchema = z.object({
  category: z.catch(z.optional(casinoCategorySchema), undefined),
});
