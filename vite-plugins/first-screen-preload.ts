/**
 * The entry (src/main.tsx) starts the app only once index.html's frame is painted, by a dynamic
 * import; the app then imports the router and the first page's route chunks and the shell
 * catalog. Fetched one import after another, that would be rounds of requests on a slow
 * network. This plugin lists the scripts those imports need as preload links inside an inert
 * <template> in index.html; the entry moves them into the document before it imports the app
 * (src/app/boot/first-screen-links.ts), so every file is requested at once, in parallel, and a
 * service-worker visit reads them from the cache side by side. Their stylesheets are linked in
 * the page itself.
 */
import type { Plugin } from 'vite';
import { EVALUATED_AHEAD_ATTRIBUTE } from '../src/app/boot/evaluate-ahead';
import { FIRST_SCREEN_TEMPLATE_ID } from '../src/app/boot/first-screen-links';
import { type Chunk, dynamicEntryChunks, staticImportGraph } from './chunk-graph';

export interface FirstScreenPreloadOptions {
  /**
   * Which dynamic imports to announce, by source id (as in the build manifest, from the root),
   * in the order the app imports them: their stylesheets cascade in that order.
   */
  entries: ((id: string) => boolean)[];
  /**
   * The app's start, by source id: the chunks it imports statically are marked to be evaluated
   * ahead of it, one per task (src/app/boot/evaluate-ahead.ts).
   */
  start: (id: string) => boolean;
}

/**
 * The first screen's chunks: what the page's entry loads itself (`known`: the entry and its
 * static imports) and the scripts of the `entries` with their imports, imports before
 * importers (the order their stylesheets cascade in). The route-chunks plugin names the same
 * scripts in other pages' responses.
 */
export function firstScreenChunks(
  chunks: Chunk[],
  entries: ((id: string) => boolean)[],
): { known: Set<Chunk>; scripts: Chunk[] } {
  const firstScreen = entries.flatMap((matches) => dynamicEntryChunks(chunks, matches));
  // The app's start may be an entry too, so that chunk groups see its imports as initial ones.
  const known = staticImportGraph(
    chunks,
    chunks.filter((chunk) => chunk.isEntry && !firstScreen.includes(chunk)),
  );
  return { known, scripts: [...staticImportGraph(chunks, firstScreen, known)] };
}

/**
 * What the start imports statically, imports before importers, without the start itself and
 * what the entry loads itself: the chunks the entry evaluates ahead of the start.
 */
export function chunksEvaluatedAhead(
  chunks: Chunk[],
  start: (id: string) => boolean,
  known: ReadonlySet<Chunk>,
): Set<Chunk> {
  const roots = dynamicEntryChunks(chunks, start);
  const graph = staticImportGraph(chunks, roots, known);
  for (const root of roots) graph.delete(root);
  return graph;
}

export function firstScreenPreload({ entries, start }: FirstScreenPreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'kadibet:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
        const { known, scripts } = firstScreenChunks(chunks, entries);
        const styles = [
          ...new Set(scripts.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
        ];
        const ahead = chunksEvaluatedAhead(chunks, start, known);
        const links = scripts.map(
          (chunk) =>
            `<link rel="modulepreload"${ahead.has(chunk) ? ` ${EVALUATED_AHEAD_ATTRIBUTE}` : ''} crossorigin href="${base}${chunk.fileName}">`,
        );
        const template = `<template id="${FIRST_SCREEN_TEMPLATE_ID}">\n      ${links.join('\n      ')}\n    </template>`;
        // The first screen's styles are linked, so they hold the frame's paint: applied later,
        // each would restyle and repaint the whole page in a long task of its own while the app
        // starts. An import that needs one finds it linked and does not add it again.
        const stylesheets = styles.map(
          (file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`,
        );
        // The entry's static imports, which Vite does not announce while its own preloading is
        // off (build.modulePreload in vite.config.ts): requested with the entry, not after it.
        const entryImports = [...known]
          .filter((chunk) => !chunk.isEntry && !html.includes(`href="${base}${chunk.fileName}"`))
          .map(
            (chunk) =>
              `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${chunk.fileName}">`,
          );
        // The entry's own scripts at low priority: they only wait for the frame's paint, so
        // on a slow network they must not share the bandwidth with the page itself.
        return html
          .replaceAll(
            /<(script type="module"|link rel="modulepreload")/g,
            '<$1 fetchpriority="low"',
          )
          .replace(
            '</head>',
            `  ${[...entryImports, ...stylesheets, template].join('\n    ')}\n  </head>`,
          );
      },
    },
  };
}
