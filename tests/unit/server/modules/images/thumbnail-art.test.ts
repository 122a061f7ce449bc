// @vitest-environment node
/** Thumbnail artwork: any title renders (XML-special characters included), one per game. */

import { thumbnailSvg } from '@server/modules/images/thumbnail-art';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const subject = (identifier: string, title: string) => ({
  identifier,
  title,
  provider: 'Red Fox & Sons <Ltd>',
  category: 'livecasino' as const,
});

describe('thumbnailSvg', () => {
  it('renders titles with &, <, quotes and very long words', async () => {
    for (const title of [
      'Hold & Win <Deluxe>',
      `Casino Hold'em "VIP"`,
      'Supercalifragilistic'.repeat(4),
    ]) {
      const image = await sharp(Buffer.from(thumbnailSvg(subject('x', title))))
        .png()
        .toBuffer();
      expect((await sharp(image).metadata()).width).toBe(400);
    }
  });

  it('is the same for the same game and differs between games', () => {
    const a = thumbnailSvg(subject('red-fox-lucky-koi', 'Lucky Koi'));
    expect(thumbnailSvg(subject('red-fox-lucky-koi', 'Lucky Koi'))).toBe(a);
    expect(thumbnailSvg(subject('red-fox-lucky-koi-2', 'Lucky Koi'))).not.toBe(a);
  });
});
