/**
 * Writes dist/route-chunks.json (src/contracts/route-chunks.ts): the app's own scripts that
 * every page runs before its route, and for each route's split component chunk the scripts it
 * loads statically and their stylesheets, leaving out what the page's entries load on every
 * visit. The server names them in a page's response, so a player who lands on /tag/slots
 * fetches the catalogue's code at once rather than one import level after another (four
 * levels, ~1.7 s on a throttled phone).
 */
import type { Plugin } from 'vite';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../src/contracts/route-chunks';
import { type Chunk, staticImportGraph } from './chunk-graph';
import { firstScreenChunks } from './first-screen-preload';

const ROUTE_SPLIT = /[\\/]src[\\/]routes[\\/]([^\\/?]+)\?tsr-split=/;
const FULL_CATALOG = /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po$/;
const SHELL_CATALOG = /[\\/]locales[\\/]([^\\/]+)[\\/]shell\.po$/;

export interface RouteChunksOptions {
  /** The app's code every page runs before its route (the start, the router), by source id. */
  appEntries: ((id: string) => boolean)[];
}

export function routeChunksOf(chunks: Chunk[], { appEntries }: RouteChunksOptions): RouteChunks {
  const everyPage = staticImportGraph(
    chunks,
    chunks.filter((chunk) => chunk.isEntry),
  );
  const routes: RouteChunks['routes'] = {};
  const catalogs: RouteChunks['catalogs'] = {};
  const shells: RouteChunks['catalogs'] = {};
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId ?? '';
    const locale = FULL_CATALOG.exec(facade)?.[1];
    if (locale) catalogs[locale] = chunk.fileName;
    const shellLocale = SHELL_CATALOG.exec(facade)?.[1];
    if (shellLocale) shells[shellLocale] = chunk.fileName;
    const file = chunk.facadeModuleId ? ROUTE_SPLIT.exec(chunk.facadeModuleId)?.[1] : undefined;
    if (!file || routes[file]) continue;
    const loads = [...staticImportGraph(chunks, [chunk], everyPage)];
    routes[file] = {
      // The route's own chunk first: the browser asks in this order.
      scripts: [chunk, ...loads.filter((other) => other !== chunk)].map((c) => c.fileName),
      styles: [...new Set(loads.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))],
    };
  }
  const app = firstScreenChunks(chunks, appEntries);
  return {
    appScripts: [...app.known, ...app.scripts].map((chunk) => chunk.fileName),
    routes,
    catalogs,
    shells,
  };
}

export function routeChunks(options: RouteChunksOptions): Plugin {
  return {
    name: 'kadibet:route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(routeChunksOf(chunks, options)),
      });
    },
  };
}
