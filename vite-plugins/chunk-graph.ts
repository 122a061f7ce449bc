/**
 * What a set of chunks loads statically: the chunks themselves and, transitively, everything
 * they import. Shared by the build plugins that act on the first screen's scripts.
 */
import type { Rolldown } from 'vite';

export type Chunk = Rolldown.OutputChunk;

/** The roots and their static imports, leaving out (and not walking through) `known`. */
export function staticImportGraph(
  chunks: Chunk[],
  roots: Iterable<Chunk>,
  known: ReadonlySet<Chunk> = new Set(),
): Set<Chunk> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<Chunk>();
  const collect = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk) || known.has(chunk)) return;
    found.add(chunk);
    for (const child of chunk.imports) collect(byName.get(child));
  };
  for (const root of roots) collect(root);
  return found;
}

/** The chunks of the dynamic imports whose source ids `entries` picks. */
export function dynamicEntryChunks(chunks: Chunk[], entries: (id: string) => boolean): Chunk[] {
  return chunks.filter((chunk) => chunk.facadeModuleId !== null && entries(chunk.facadeModuleId));
}
