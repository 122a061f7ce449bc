/**
 * What a set of chunks loads statically: the chunks themselves and, transitively, everything
 * they import. Shared by the build plugins that act on the first screen's scripts.
 */
import type { Rolldown } from 'vite';

export type Chunk = Rolldown.OutputChunk;

/**
 * The roots and their static imports, leaving out (and not walking through) `known`. Each chunk
 * comes after the chunks it imports, the order their stylesheets cascade in.
 */
export function staticImportGraph(
  chunks: Chunk[],
  roots: Iterable<Chunk>,
  known: ReadonlySet<Chunk> = new Set(),
): Set<Chunk> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const visited = new Set<Chunk>(known);
  const found = new Set<Chunk>();
  const collect = (chunk: Chunk | undefined) => {
    if (!chunk || visited.has(chunk)) return;
    visited.add(chunk);
    for (const child of chunk.imports) collect(byName.get(child));
    found.add(chunk);
  };
  for (const root of roots) collect(root);
  return found;
}

/**
 * The chunks that hold a module (an entry or a dynamic import's target) `entries` picks by
 * source id: its own chunk, or the chunk of a code-splitting group it was put in.
 */
export function dynamicEntryChunks(chunks: Chunk[], entries: (id: string) => boolean): Chunk[] {
  // A chunk's facade (an entry's or a dynamic import's own module) is one of its modules.
  return chunks.filter((chunk) => chunk.moduleIds.some(entries));
}
