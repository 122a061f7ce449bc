/**
 * The entry (src/main.tsx) starts the app only once index.html's frame is painted, by a dynamic
 * import; the app then imports the first page's route chunks and the shell catalog. Fetched
 * one import after another, that would be three rounds of requests on a slow network. This
 * plugin lists everything those imports need (scripts and styles) as preload links inside an
 * inert <template> in index.html; the entry moves them into the document before it imports the
 * app (src/app/boot/first-screen-links.ts), so every file is requested at once, in parallel,
 * and a service-worker visit reads them from the cache side by side.
 */
import type { Plugin } from 'vite';
import { FIRST_SCREEN_TEMPLATE_ID } from '../src/app/boot/first-screen-links';
import { type Chunk, dynamicEntryChunks, staticImportGraph } from './chunk-graph';

export interface FirstScreenPreloadOptions {
  /** Source ids (as in the build manifest, from the root) of the dynamic imports to announce. */
  entries: (id: string) => boolean;
}

export function firstScreenPreload({ entries }: FirstScreenPreloadOptions): Plugin {
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
        const firstScreen = dynamicEntryChunks(chunks, entries);
        // What the page's entry imports statically is already announced by Vite. (The app's
        // start may be an entry too, so that chunk groups see its imports as initial ones.)
        const known = staticImportGraph(
          chunks,
          chunks.filter((chunk) => chunk.isEntry && !firstScreen.includes(chunk)),
        );
        const scripts = [...staticImportGraph(chunks, firstScreen, known)];
        const styles = [
          ...new Set(scripts.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
        ];
        // Styles are preloaded, not linked: the import that needs a stylesheet adds it itself
        // and waits for it (Vite's preload helper), from the already fetched file.
        const links = [
          ...scripts.map(
            (chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`,
          ),
          ...styles.map(
            (file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`,
          ),
        ];
        const template = `<template id="${FIRST_SCREEN_TEMPLATE_ID}">\n      ${links.join('\n      ')}\n    </template>`;
        // The entry's own scripts at low priority: they only wait for the frame's paint, so
        // on a slow network they must not share the bandwidth with the page itself.
        return html
          .replaceAll(
            /<(script type="module"|link rel="modulepreload")/g,
            '<$1 fetchpriority="low"',
          )
          .replace('</head>', `  ${template}\n  </head>`);
      },
    },
  };
}
