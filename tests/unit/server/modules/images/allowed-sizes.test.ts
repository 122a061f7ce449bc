// @vitest-environment node
/**
 * The resizer's sizes and the client's URLs come from one list (IMAGE_SIZES): every URL the
 * client can build passes the server's query schema, and any other size is refused.
 */

import { resizeQuerySchema } from '@server/modules/images/resize';
import { describe, expect, it } from 'vitest';
import { cachedSquareImage, gridImageSrcSet } from '@/catalogue';
import { IMAGE_SIZES, type ImageSizeName, resizedImageUrl } from '@/contracts/images';
import { placeholderImage, searchImage } from '@/features/catalogue/rules/list-game';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const SOURCES = ['/thumbnails/book-of-dead.webp', '/thumbnails/caf%C3%A9.png', '/img/promo.jpg'];
const SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSizeName[];

describe('the sizes the client asks for', () => {
  it.each(SIZE_NAMES)('accepts the contract URL of the %s size', (name) => {
    for (const src of SOURCES) {
      const parsed = resizeQuerySchema.safeParse(queryOf(resizedImageUrl(src, name)));
      expect(parsed.error?.issues, src).toBeUndefined();
      expect(parsed.data).toEqual({ src, size: name });
    }
  });

  it("accepts every URL the catalogue's thumbnails build", () => {
    const game = { squareImage: '/thumbnails/sweet-bonanza.webp' };
    const srcSet = gridImageSrcSet(game)
      .split(', ')
      .map((candidate) => candidate.split(' ')[0] ?? '');
    const urls = [cachedSquareImage(game), searchImage(game), placeholderImage(game), ...srcSet];
    for (const url of urls) {
      expect(resizeQuerySchema.safeParse(queryOf(url)).success, url).toBe(true);
    }
  });
});

describe('any other size', () => {
  it.each([
    ['a large render', { w: '1999', h: '1999', q: '80' }],
    ['a listed width at another quality', { w: '200', q: '51' }],
    ['a listed size without its quality', { w: '170', h: '170' }],
    ['a listed size with a height it does not have', { w: '200', h: '200', q: '50' }],
    ['a listed size with another blur', { w: '200', q: '10', blur: '149' }],
    ['a sharp copy of a placeholder', { w: '200', q: '10' }],
    ['no size at all', {}],
  ])('refuses %s', (_what, size) => {
    const parsed = resizeQuerySchema.safeParse({ src: '/thumbnails/plinko.webp', ...size });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('w=170&h=170&q=80');
  });
});
