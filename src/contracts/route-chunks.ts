/**
 * dist/route-chunks.json, written by the build (vite-plugins/route-chunks.ts) and read by the
 * server (server/plugins/static-client.ts): for each route file, the scripts and stylesheets
 * its page loads beyond what every page loads. A page's response names them (rel=modulepreload,
 * rel=preload) so a player landing on it fetches them beside the app's own code instead of one
 * import after another; the build's dynamic-import preload lists are off (vite.config.ts).
 */
import { z } from 'zod/mini';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

export const routeChunksSchema = z.object({
  /**
   * The app's own scripts every page runs before its route (the page's entry, the start, the
   * router and what they import), in the order they are imported. Named before a route's, so
   * they do not queue behind them for one of the six connections a browser opens to a host.
   */
  appScripts: z.array(z.string()),
  routes: z.record(
    z.string(),
    z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) }),
  ),
  /**
   * Each language's full catalog of strings, by locale code: every page but the home page
   * waits for it before it renders (src/routes/__root.tsx), one request after the app's code.
   */
  catalogs: z.record(z.string(), z.string()),
  /** Each language's shell catalog, which the app's start waits for before its first render. */
  shells: z.record(z.string(), z.string()),
});
export type RouteChunks = z.infer<typeof routeChunksSchema>;

/**
 * The address pattern of a route file in TanStack Router's flat naming ("tag.$tag.tsx" →
 * /tag/{tag}; "kadi.index.tsx" → /kadi; "group.$.tsx" → /group/…), with a rank: static parts
 * outrank parameters, which outrank a splat, as the router matches. Null for files that are
 * no page ("-game-page.tsx", "__root.tsx").
 */
export function routeFilePattern(file: string): { pattern: RegExp; rank: number } | null {
  if (file.startsWith('-') || file.startsWith('__')) return null;
  const segments = file.replace(/\.tsx?$/, '').split('.');
  if (segments.at(-1) === 'index') segments.pop();
  let rank = 0;
  const parts = segments.map((segment) => {
    if (segment === '$') {
      rank -= 1000;
      return '.*';
    }
    if (segment.startsWith('$')) {
      rank += 1;
      return '[^/]+';
    }
    rank += 100;
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return { pattern: new RegExp(`^/${parts.join('/')}${parts.length > 0 ? '/?' : ''}$`), rank };
}

/** The route file a path is served by, of those listed, or undefined. */
export function routeFileOf(pathname: string, files: Iterable<string>): string | undefined {
  let best: { file: string; rank: number } | undefined;
  for (const file of files) {
    const route = routeFilePattern(file);
    if (!route?.pattern.test(pathname)) continue;
    if (!best || route.rank > best.rank) best = { file, rank: route.rank };
  }
  return best?.file;
}
