/**
 * The home page's route chunks and the source language's shell catalog are imported only once
 * the entry has run (router.load() and activateLocale in src/main.tsx), so on a slow network
 * they would start a second round of requests after the entry's. Announcing them in
 * index.html lets the browser fetch them beside the entry, and lets a service-worker visit
 * read them from the cache in parallel instead of one import after another.
 */
import type { Plugin } from 'vite';
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
        // What the entry imports statically is already announced by Vite.
        const known = staticImportGraph(
          chunks,
          chunks.filter((chunk) => chunk.isEntry),
        );
        const scripts = [...staticImportGraph(chunks, dynamicEntryChunks(chunks, entries), known)];
        const styles = scripts.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
        // Styles are preloaded, not linked: a stylesheet link would block the first paint;
        // the route's import adds the stylesheet itself, from the already fetched file.
        const tags = [
          ...scripts.map(
            (chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`,
          ),
          ...styles.map(
            (file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`,
          ),
        ];
        // Low priority for every script: the first paint is index.html's app frame, which waits
        // only for the stylesheet; on a slow network the scripts would otherwise share the
        // bandwidth with it. They are all still requested at once, in parallel.
        return html
          .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
          .replaceAll(
            /<(script type="module"|link rel="(?:modulepreload|preload)")/g,
            '<$1 fetchpriority="low"',
          );
      },
    },
  };
}
