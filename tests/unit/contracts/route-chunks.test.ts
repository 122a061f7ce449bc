// @vitest-environment node
/** Which route file serves an address, as TanStack Router's flat file names say. */
import { describe, expect, it } from 'vitest';
import { routeFileOf } from '@/contracts/route-chunks';

const FILES = [
  'index.tsx',
  'tag.$tag.tsx',
  'tag.housegames.tsx',
  'kadi.index.tsx',
  'kadi.game.$roomId.tsx',
  'group.$.tsx',
  'casino.tsx',
  '-game-page.tsx',
  '__root.tsx',
];

describe('routeFileOf', () => {
  it.each([
    ['/', 'index.tsx'],
    ['/tag/slots', 'tag.$tag.tsx'],
    ['/tag/slots/', 'tag.$tag.tsx'],
    ['/tag/housegames', 'tag.housegames.tsx'], // a static name outranks the parameter
    ['/kadi', 'kadi.index.tsx'],
    ['/kadi/game/r1', 'kadi.game.$roomId.tsx'],
    ['/group/a/b', 'group.$.tsx'],
    ['/casino', 'casino.tsx'],
  ])('%s is served by %s', (path, file) => {
    expect(routeFileOf(path, FILES)).toBe(file);
  });

  it.each(['/tag', '/tag/a/b', '/casino/x', '/-game-page', '/__root'])(
    '%s is served by none of them',
    (path) => {
      expect(routeFileOf(path, FILES)).toBeUndefined();
    },
  );
});
