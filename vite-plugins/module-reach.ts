/**
 * What a module imports statically, transitively, as the chunking step sees the module graph
 * (before tree-shaking: a barrel counts with everything it re-exports). The code-splitting
 * groups in vite.config.ts use it to tell the start's own modules from the router's.
 */
import type { Rolldown } from 'vite';

const found = new WeakMap<object, Map<string, Set<string>>>();

/**
 * The ids of `root` and every module it imports statically, not walking through `stopAt`
 * (a module imported on its own, later). Computed once per build: the key is the root's
 * module info, which one chunking pass shares.
 */
export function staticModules(
  context: Rolldown.ChunkingContext,
  root: string,
  stopAt?: string,
): ReadonlySet<string> {
  const info = context.getModuleInfo(root);
  if (!info) return new Set();
  const byStop = found.get(info) ?? new Map<string, Set<string>>();
  found.set(info, byStop);
  const cached = byStop.get(stopAt ?? '');
  if (cached) return cached;
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || id === stopAt) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  byStop.set(stopAt ?? '', seen);
  return seen;
}
