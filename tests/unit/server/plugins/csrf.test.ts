// @vitest-environment node
/**
 * Where the CSRF cookie is issued: on a page and on an API answer to a visitor who lacks it, but
 * never on an answer shared between visitors (images, the catalogue), which a shared cache may
 * keep and would then hand one visitor's token to every visitor after.
 */
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESSENTIALS_PATH, LIST_HEAD_PATH } from '@/contracts/catalogue';
import { CSRF_COOKIE, CSRF_PATH } from '@/contracts/csrf';
import { IMAGE_RESIZE_PATH, resizedImageUrl } from '@/contracts/images';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('csrf-cookie');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

const issued = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBeLessThan(500);
  return response.cookies.some((cookie) => cookie.name === CSRF_COOKIE);
};

describe('the CSRF cookie', () => {
  it('is issued on an API answer to a visitor who has none', async () => {
    expect(await issued(CSRF_PATH)).toBe(true);
    expect(await issued('/api/settings/get')).toBe(true);
  });

  it.each([
    ['a resized image', resizedImageUrl('/thumbnails/aurora-spin-frozen-raiders.webp', 'cached')],
    [
      'an image that does not exist',
      `${IMAGE_RESIZE_PATH}?src=%2Fthumbnails%2Fnone.webp&w=200&q=50`,
    ],
    ['the essentials', ESSENTIALS_PATH],
    ['a list head', `${LIST_HEAD_PATH}?list=all&device=mobile`],
  ])('is never issued on %s, an answer every visitor shares', async (_, url) => {
    expect(await issued(url)).toBe(false);
  });
});
