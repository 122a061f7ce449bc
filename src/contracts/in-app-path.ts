/**
 * A path inside this app ("/casino?category=slots"). Never "//host" or "/\host", which
 * browsers resolve to another site: links, notification targets and in-app navigations from
 * outside the page (banners, push, the service worker) all pass through this check.
 */
import { z } from 'zod/mini';

export const IN_APP_PATH = /^\/(?![/\\])\S*$/;

export function isInAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 500 && IN_APP_PATH.test(value);
}

export const inAppPathSchema = z.string().check(z.maxLength(500), z.regex(IN_APP_PATH));
