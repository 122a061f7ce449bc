/**
 * The first screen's JavaScript, read from a build's output instead of a browser: the scripts
 * index.html loads or announces (the entry, its preloaded imports, and the first-screen links
 * that vite-plugins/first-screen-preload writes into its template) and, from the Vite manifest,
 * every chunk the entry imports statically. The same files the bench (tests/bench/run.ts) sees a
 * browser request before the home page is interactive; sized the same way (gzip, default level).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  src?: string;
  imports?: string[];
}

export interface FirstScreenScript {
  /** Path in the build folder, e.g. assets/react-C1iE8mnY.js. */
  file: string;
  gzipBytes: number;
}

/** `src` of module scripts and `href` of module preloads, anywhere in the page (templates too). */
const PAGE_SCRIPT =
  /<(?:script\b[^>]*\btype="module"[^>]*\bsrc|link\b[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+)"/g;

export function firstScreenScripts(dist: string): FirstScreenScript[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build with build.manifest on (vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set(
    [...html.matchAll(PAGE_SCRIPT)].map(([, href = '']) => href.replace(/^\//, '')),
  );
  const entry = manifest['index.html'];
  if (!entry) throw new Error(`${manifestPath} has no entry for index.html`);
  const pending = [entry];
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []).flatMap((key) => manifest[key] ?? []));
  }
  return [...files].map((file) => {
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`index.html loads ${file}, which is not in ${dist}`);
    return { file, gzipBytes: gzipSync(readFileSync(path)).length };
  });
}

export const totalGzipBytes = (scripts: FirstScreenScript[]) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
