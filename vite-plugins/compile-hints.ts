/**
 * Marks the first screen's scripts for eager compilation (V8's explicit compile hints, Chrome
 * 136+: a `//# allFunctionsCalledOnLoad` first line). V8 otherwise compiles a function the
 * first time it is called, on the main thread, in the middle of the first render: measured on
 * the home page's first load, about a third of the main thread's script time was that lazy
 * compilation. With the hint the functions are compiled while the file streams in, on a
 * background thread. Only scripts that run on every first visit are marked (the entry, what it
 * imports statically, and the dynamic imports the caller picks: the first screen's route and
 * what every page loads right after it): marking code that never runs would compile it for
 * nothing. Other browsers ignore the comment.
 */
import type { Plugin } from 'vite';
import { type Chunk, dynamicEntryChunks, staticImportGraph } from './chunk-graph';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export interface CompileHintsOptions {
  /** Source ids of the dynamic imports to mark besides the entry (with what they import). */
  entries: (id: string) => boolean;
}

export function compileHints({ entries }: CompileHintsOptions): Plugin {
  return {
    name: 'kadibet:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const roots = [
        ...chunks.filter((chunk) => chunk.isEntry),
        ...dynamicEntryChunks(chunks, entries),
      ];
      for (const chunk of staticImportGraph(chunks, roots)) {
        // The service worker is its own build; only the page's scripts are here.
        chunk.code = COMPILE_HINT + chunk.code;
        // One line more at the top: the source map's lines move down by one.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const mapFile = bundle[`${chunk.fileName}.map`];
        if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
          const map = JSON.parse(mapFile.source) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          mapFile.source = JSON.stringify(map);
        }
      }
    },
  };
}
