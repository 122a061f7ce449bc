/** Build output chunks as the build plugins see them, with only the fields they read. */
import type { Rolldown } from 'vite';

export interface FakeChunkOptions {
  isEntry?: boolean;
  /** The chunk's own module (an entry's or a dynamic import's source id). */
  facade?: string;
  imports?: string[];
  css?: string[];
  /** The modules the chunk holds (a code-splitting group's chunk has no facade). */
  modules?: string[];
}

export function fakeChunk(fileName: string, options: FakeChunkOptions = {}): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.isEntry ?? false,
    facadeModuleId: options.facade ?? null,
    imports: options.imports ?? [],
    moduleIds: options.modules ?? (options.facade ? [options.facade] : []),
    code: `export const name = ${JSON.stringify(fileName)};`,
    map: { mappings: 'AAAA' },
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

/** A bundle of the chunks, by file name. */
export function bundleOf(chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
}
