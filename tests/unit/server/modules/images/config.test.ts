// @vitest-environment node
/** The image limits an operator sets: their defaults, and a clear refusal of bad values. */

import { ConfigError, loadConfig } from '@server/config';
import { describe, expect, it } from 'vitest';

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('image limits in the configuration', () => {
  it('default to 256 MiB on disk, one render at a time and 64 waiting', () => {
    expect(loadConfig({}).images).toEqual({
      cacheMaxBytes: 256 * 1024 * 1024,
      renderConcurrency: 1,
      renderQueueLength: 64,
      prerenderGames: Number.POSITIVE_INFINITY,
    });
  });

  it('make every game’s grid thumbnails ahead, except in a test unless the test asks', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).images.prerenderGames).toBe(Infinity);
    expect(loadConfig({ NODE_ENV: 'test' }).images.prerenderGames).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', IMAGE_PRERENDER_GAMES: 'all' }).images.prerenderGames,
    ).toBe(Infinity);
    expect(loadConfig({ IMAGE_PRERENDER_GAMES: '0' }).images.prerenderGames).toBe(0);
  });

  it('take the operator’s values', () => {
    const config = loadConfig({
      IMAGE_CACHE_MAX_MB: '2048',
      IMAGE_RENDER_CONCURRENCY: '3',
      IMAGE_RENDER_QUEUE: '0',
      IMAGE_PRERENDER_GAMES: '500',
    });
    expect(config.images).toEqual({
      cacheMaxBytes: 2048 * 1024 * 1024,
      renderConcurrency: 3,
      renderQueueLength: 0,
      prerenderGames: 500,
    });
  });

  it.each([
    ['IMAGE_CACHE_MAX_MB', '0'],
    ['IMAGE_CACHE_MAX_MB', '1GB'],
    ['IMAGE_RENDER_CONCURRENCY', '0'],
    ['IMAGE_RENDER_CONCURRENCY', 'two'],
    ['IMAGE_RENDER_QUEUE', '-1'],
    ['IMAGE_RENDER_QUEUE', '1.5'],
    ['IMAGE_PRERENDER_GAMES', '-1'],
    ['IMAGE_PRERENDER_GAMES', 'most'],
    ['IMAGE_PRERENDER_GAMES', '2.5'],
  ])('refuse %s=%s naming the variable', (name, value) => {
    expect(refusal({ [name]: value })).toMatch(new RegExp(`^${name}: .*\\(got "${value}"\\)`));
  });
});
