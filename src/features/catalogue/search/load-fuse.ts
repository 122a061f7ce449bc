/**
 * fuse.js loads the first time a player types a search term, not with the lists: most visits
 * never search, and the home page's first load must not carry it. The basic build: titles need
 * no extended query syntax.
 */
import type { FuseConstructor } from '../rules/title-search';

let loading: Promise<FuseConstructor> | undefined;

export function loadFuse(): Promise<FuseConstructor> {
  loading ??= import('fuse.js/basic').then((module) => module.default);
  // A failed chunk load (offline, new deployment) must be retried by the next keystroke.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
