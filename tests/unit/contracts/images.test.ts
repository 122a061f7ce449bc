// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THUMBNAILS,
  defaultThumbnail,
  imageIdentifier,
  listedImageSize,
  listedImageSizes,
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
    const resized = url(resizedImageUrl('/thumbnails/book-of-dead.webp', 'cached'));
    expect(imageIdentifier(resized)).toBe('book-of-dead');
  });

  it('is the same identifier for a thumbnail and its resized copy', () => {
    const path = '/thumbnails/caf%C3%A9.png';
    expect(imageIdentifier(url(resizedImageUrl(path, 'placeholder')))).toBe(
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

  it('carries the source and the size, leaving out what the size does not set', () => {
    expect(params(resizedImageUrl('/thumbnails/a b.webp', 'search'))).toEqual({
      src: '/thumbnails/a b.webp',
      w: '170',
      h: '170',
      q: '80',
    });
    expect(params(resizedImageUrl('/img/x.png', 'placeholderSharp'))).toEqual({
      src: '/img/x.png',
      w: '200',
      q: '30',
      blur: '150',
    });
  });

  it('escapes a source with its own query', () => {
    const href = resizedImageUrl('/img/x.png?v=2&w=9', 'cached');
    expect(params(href)).toEqual({ src: '/img/x.png?v=2&w=9', w: '200', q: '50' });
  });
});

describe('listedImageSize', () => {
  it('names the listed size of exactly its parameters', () => {
    expect(listedImageSize({ w: 81, h: 81, q: 50 })).toBe('listItem');
    expect(listedImageSize({ w: 200, q: 10, blur: 150 })).toBe('placeholder');
    expect(listedImageSize({ w: 200, q: 50, blur: 0 })).toBe('cached');
  });

  it('names none for any other parameters', () => {
    expect(listedImageSize({ w: 81, h: 81 })).toBeUndefined();
    expect(listedImageSize({ w: 200, h: 200, q: 50 })).toBeUndefined();
    expect(listedImageSize({ w: 2000, h: 2000, q: 80 })).toBeUndefined();
    expect(listedImageSize({})).toBeUndefined();
  });

  it('lists every size for messages', () => {
    expect(listedImageSizes()).toEqual([
      'w=170&h=170&q=80',
      'w=81&h=81&q=50',
      'w=200&q=50',
      'w=400&q=80',
      'w=200&q=10&blur=150',
      'w=200&q=30&blur=150',
    ]);
  });
});
