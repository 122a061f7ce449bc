// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSwNavigateMessage, NAVIGATION_DENYLIST, SW_MESSAGES } from '@/contracts/service-worker';

describe('isSwNavigateMessage', () => {
  it.each(['/', '/casino', '/kadi/game/123', '/casino?category=slots', '/wallet#deposit'])(
    'accepts the in-app path %s',
    (url) => {
      expect(isSwNavigateMessage({ type: SW_MESSAGES.navigate, url })).toBe(true);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/casino',
    '/\\evil.com',
    'https://evil.com/casino',
    'javascript:alert(1)',
    'casino',
    '',
  ])('rejects %s, which could leave the app', (url) => {
    expect(isSwNavigateMessage({ type: SW_MESSAGES.navigate, url })).toBe(false);
  });

  it('rejects a url that is not a string', () => {
    expect(isSwNavigateMessage({ type: SW_MESSAGES.navigate, url: 42 })).toBe(false);
    expect(
      isSwNavigateMessage({ type: SW_MESSAGES.navigate, url: new URL('https://x.test/') }),
    ).toBe(false);
    expect(isSwNavigateMessage({ type: SW_MESSAGES.navigate })).toBe(false);
  });

  it('rejects other messages and non-objects', () => {
    expect(isSwNavigateMessage({ type: SW_MESSAGES.skipWaiting, url: '/casino' })).toBe(false);
    expect(isSwNavigateMessage({ url: '/casino' })).toBe(false);
    expect(isSwNavigateMessage(null)).toBe(false);
    expect(isSwNavigateMessage(undefined)).toBe(false);
    expect(isSwNavigateMessage('/casino')).toBe(false);
  });
});

describe('NAVIGATION_DENYLIST', () => {
  // Workbox's NavigationRoute tests the pathname plus the search.
  const denied = (pathAndSearch: string) =>
    NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));

  it.each([
    '/api',
    '/api/x',
    '/api/tp-games/essentials?page=2',
    '/socket.io/?EIO=4&transport=websocket',
    '/socket.io/?x',
    '/assets/a.js',
    '/assets/index-abc123.css?v=1',
    '/sw.js',
    '/build-id.json',
    '/icons/icon-192.png',
    '/manifest.webmanifest',
  ])('keeps the shell away from %s', (path) => {
    expect(denied(path)).toBe(true);
  });

  it.each([
    '/',
    '/casino',
    '/kadi/game/123',
    '/casino?category=slots',
    '/casino?modal=UpdateAvailable',
    '/apis-explained',
  ])('lets the shell answer %s', (path) => {
    expect(denied(path)).toBe(false);
  });
});

describe('NAVIGATION_DENYLIST and queries', () => {
  it('looks for a file name in the path, not in the query', () => {
    const denied = (url: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(url));
    expect(denied('/casino?next=/kadi/game/1.5')).toBe(false);
    expect(denied('/assets/a.js?v=1')).toBe(true);
  });
});
