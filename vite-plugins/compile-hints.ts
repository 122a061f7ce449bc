/**
 * Marks the first screen's scripts for eager compilation (V8's explicit compile hints, Chrome
 * 136+: a `//# allFunctionsCalledOnLoad` first line). V8 otherwise compiles a function the
 * first time it is called, on the main thread, in the middle of the first render: measured on
 * the home page's first load, about a third of the main thread's script time was that lazy
 * compilation. With the hint the functions are compiled while the file streams in, on a
 * background thread. Only the scripts the first screen runs are marked (the entry, what it
 * imports statically, and the first screen's route chunks): marking code that never runs
 * would compile it for nothing. Other browsers ignore the comment.
 */
import type { Plugin, Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export interface CompileHintsOptions {
  /** Source ids of the dynamic imports the first screen loads (like firstScreenPreload's). */
  entries: (id: string) => boolean;
}

/** The entry's static import graph plus the given dynamic entries' graphs. */
export function firstScreenChunks(chunks: Chunk[], entries: (id: string) => boolean): Set<Chunk> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<Chunk>();
  const collect = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const child of chunk.imports) collect(byName.get(child));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.facadeModuleId !== null && entries(chunk.facadeModuleId))) {
      collect(chunk);
    }
  }
  return found;
}

export function compileHints({ entries }: CompileHintsOptions): Plugin {
  return {
    name: 'kadibet:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      for (const chunk of firstScreenChunks(chunks, entries)) {
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
