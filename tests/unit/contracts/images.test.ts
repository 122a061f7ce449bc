// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THUMBNAILS,
  defaultThumbnail,
  imageIdentifier,
  resizedImageUrl,
} from '@/contracts/images';

const url = (path: string) => new URL(path, 'https://kadibet.test');

describe('defaultThumbnail', () => {
  it('is the same for the same identifier every time', () => {
    for (const id of ['book-of-dead', 'sweet-bonanza', 'x', '']) {
      expect(defaultThumbnail(id)).toBe(defaultThumbnail(id));
    }
  });

  it('is one of the two default thumbnails', () => {
    for (let i = 0; i < 50; i++) {
      expect(DEFAULT_THUMBNAILS).toContain(defaultThumbnail(`game-${i}`));
    }
  });

  it('uses both defaults across many identifiers, roughly evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 200; i++) {
      const thumb = defaultThumbnail(`provider:game-${i}`);
      counts.set(thumb, (counts.get(thumb) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...DEFAULT_THUMBNAILS].sort());
    for (const count of counts.values()) expect(count).toBeGreaterThan(50);
  });
});

describe('imageIdentifier', () => {
  it('names the game of a thumbnail, without its extension', () => {
    expect(imageIdentifier(url('/thumbnails/book-of-dead.webp'))).toBe('book-of-dead');
    expect(imageIdentifier(url('/thumbnails/pragmatic.sweet-bonanza.png'))).toBe(
      'pragmatic.sweet-bonanza',
    );
  });

  it('decodes an escaped identifier', () => {
    expect(imageIdentifier(url('/thumbnails/caf%C3%A9%20royale.jpg'))).toBe('café royale');
  });

  it('names the thumbnail inside a resized-image URL', () => {
    const resized = url(resizedImageUrl('/thumbnails/book-of-dead.webp', { width: 200 }));
    expect(imageIdentifier(resized)).toBe('book-of-dead');
  });

  it('is the same identifier for a thumbnail and its resized copy', () => {
    const path = '/thumbnails/caf%C3%A9.png';
    expect(imageIdentifier(url(resizedImageUrl(path, { width: 120, blur: 150 })))).toBe(
      imageIdentifier(url(path)),
    );
  });

  it('is the path itself for any other image', () => {
    expect(imageIdentifier(url('/img/banner.png'))).toBe('/img/banner.png');
    expect(imageIdentifier(url('/api/img?src=/img/promo.jpg&w=300'))).toBe('/img/promo.jpg');
  });

  it('is empty for a resized-image URL without a source', () => {
    expect(imageIdentifier(url('/api/img?w=300'))).toBe('');
  });

  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(imageIdentifier(url('/thumbnails/bad%E0%A4%A.png'))).toBe('bad%E0%A4%A');
    expect(imageIdentifier(url('/thumbnails/100%.png'))).toBe('100%');
  });
});

describe('resizedImageUrl', () => {
  const params = (href: string) => {
    const parsed = url(href);
    expect(parsed.pathname).toBe('/api/img');
    return Object.fromEntries(parsed.searchParams);
  };

  it('carries the source and every given option, rounded', () => {
    expect(
      params(
        resizedImageUrl('/thumbnails/a b.webp', {
          width: 199.6,
          height: 300.2,
          quality: 80,
          blur: 150,
        }),
      ),
    ).toEqual({ src: '/thumbnails/a b.webp', w: '200', h: '300', q: '80', blur: '150' });
  });

  it('leaves out options that are not given', () => {
    expect(params(resizedImageUrl('/img/x.png', { quality: 10 }))).toEqual({
      src: '/img/x.png',
      q: '10',
    });
    expect(params(resizedImageUrl('/img/x.png', {}))).toEqual({ src: '/img/x.png' });
  });

  it('escapes a source with its own query', () => {
    const href = resizedImageUrl('/img/x.png?v=2&w=9', { width: 50 });
    expect(params(href)).toEqual({ src: '/img/x.png?v=2&w=9', w: '50' });
  });
});
