// @vitest-environment node
/** A game page's poster in the page's HTML: the game's names escaped, its larger picture. */
import { bootGameHtml, posterImageUrl } from '@server/modules/catalogue/boot-game';
import { describe, expect, it } from 'vitest';
import { resizedImageUrl } from '@/contracts/images';

describe('boot game', () => {
  it('draws the title and provider over the larger grid picture, fetched first', () => {
    const game = {
      title: 'Frozen Raiders',
      providerName: 'Aurora Spin',
      squareImage: '/thumbnails/aurora-spin-frozen-raiders.webp',
    };
    expect(posterImageUrl(game)).toBe(resizedImageUrl(game.squareImage, 'normal'));
    const html = bootGameHtml(game);
    expect(html).toContain('<div class="boot-game-title">Frozen Raiders</div>');
    expect(html).toContain('<div class="boot-game-provider">Aurora Spin</div>');
    expect(html).toMatch(/<img src="[^"]+" alt="" fetchpriority="high">/);
  });

  it('escapes names that come from the catalogue', () => {
    const html = bootGameHtml({
      title: '<script>alert(1)</script>',
      providerName: 'A & "B"',
      squareImage: '/thumbnails/x.webp',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('A &#38; &#34;B&#34;');
  });
});
