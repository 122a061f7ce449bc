/**
 * The catalogue's tags in GameTags order: the core ones the client's routes name
 * (CORE_TAG_SLUGS) and a few more a real lobby has. `popular` and `new-releases` describe a
 * game's standing rather than what it is, so a game page does not list them as its tags.
 */
import { CORE_TAG_SLUGS } from '@/contracts/catalogue';
import type { CatalogueTag } from '../snapshot';

/** A tag as the seed writes it; its position is its place in TAG_PLANS. */
export type TagPlan = Omit<CatalogueTag, 'id' | 'position'>;

const tag = (
  slug: string,
  title: string,
  showOnHomepage: boolean,
  pageSize = 24,
  excludeFromTags = false,
): TagPlan => ({ slug, title, pageSize, showOnHomepage, excludeFromTags });

export const TAG_PLANS: readonly TagPlan[] = [
  tag('popular', 'Popular', true, 24, true),
  tag('new-releases', 'New Releases', true, 24, true),
  tag('slots', 'Slots', true, 30),
  tag('livecasino', 'Live Casino', true),
  tag('gameshows', 'Game Shows', true),
  tag('dropsandwins', 'Drops & Wins', true),
  tag('bonus-buys', 'Bonus Buys', true),
  tag('housegames', 'Own Games', false, 12),
  tag('roulette', 'Roulette', false),
  tag('blackjack', 'Blackjack', false),
  tag('baccarat', 'Baccarat', false),
  tag('megaways', 'Megaways', false),
  tag('jackpots', 'Jackpots', false),
  tag('table-games', 'Table Games', false),
  tag('instant-wins', 'Instant Wins', false),
];

/** Keeps the list honest: a core tag the client routes to must exist. */
for (const slug of CORE_TAG_SLUGS) {
  if (!TAG_PLANS.some((plan) => plan.slug === slug)) throw new Error(`core tag ${slug} missing`);
}
