// @vitest-environment node
/** The build's list of what each route's page loads beyond every page's code. */
import { describe, expect, it } from 'vitest';
import { routeChunksOf } from '../../../vite-plugins/route-chunks';
import { fakeChunk } from './fake-chunk';

describe('routeChunksOf', () => {
  it('lists the app’s scripts, route chunks with their static imports (less the entries’) and the catalogs', () => {
    const chunks = [
      fakeChunk('assets/index.js', { isEntry: true, imports: ['assets/boot.js'] }),
      fakeChunk('assets/boot.js'),
      fakeChunk('assets/start.js', {
        isEntry: true,
        facade: '/repo/src/app/start.tsx',
        imports: ['assets/react.js'],
      }),
      fakeChunk('assets/react.js'),
      fakeChunk('assets/tag._tag.js', {
        facade: '/repo/src/routes/tag.$tag.tsx?tsr-split=component---loader',
        imports: ['assets/catalogue.js', 'assets/react.js'],
      }),
      fakeChunk('assets/catalogue.js', {
        imports: ['assets/Select.js'],
        css: ['assets/catalogue.css'],
      }),
      fakeChunk('assets/Select.js'),
      fakeChunk('assets/search.js', { facade: '/repo/src/features/search/index.ts' }),
      fakeChunk('assets/locales/messages-x1.js', { facade: '/repo/locales/de/messages.po' }),
      fakeChunk('assets/locales/shell-x2.js', { facade: '/repo/locales/de/shell.po' }),
    ];
    const appEntries = [(id: string) => id === '/repo/src/app/start.tsx'];
    expect(routeChunksOf(chunks, { appEntries })).toEqual({
      // The page's entry and its imports, then the start's, imports before importers.
      appScripts: ['assets/boot.js', 'assets/index.js', 'assets/react.js', 'assets/start.js'],
      routes: {
        'tag.$tag.tsx': {
          scripts: ['assets/tag._tag.js', 'assets/Select.js', 'assets/catalogue.js'],
          styles: ['assets/catalogue.css'],
        },
      },
      catalogs: { de: 'assets/locales/messages-x1.js' },
      shells: { de: 'assets/locales/shell-x2.js' },
    });
  });
});
