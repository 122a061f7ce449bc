// @vitest-environment node
/** Tag aliases land on tags the generated catalogue has, so an alias never shows an empty page. */

import { TAG_PLANS } from '@server/modules/catalogue/generator/tags';
import { describe, expect, it } from 'vitest';
import { catalogueTagOf, TAG_ALIASES } from '@/contracts/casino';
import { CORE_TAG_SLUGS } from '@/contracts/catalogue';

describe('tag aliases', () => {
  it("send the spec's livegames to the catalogue's live casino", () => {
    expect(catalogueTagOf('livegames')).toBe('livecasino');
  });

  it('point at tags the catalogue has, never at another alias', () => {
    for (const target of Object.values(TAG_ALIASES)) {
      expect(CORE_TAG_SLUGS).toContain(target);
      expect(TAG_PLANS.map((plan) => plan.slug)).toContain(target);
      expect(catalogueTagOf(target)).toBe(target);
    }
  });

  it('leave every other slug, and inherited object keys, as they are', () => {
    for (const slug of ['slots', 'livecasino', 'dropsandwins', 'constructor', 'toString'])
      expect(catalogueTagOf(slug)).toBe(slug);
  });
});
