/**
 * Turns the repository paths of src/app/first-screen.manifest.ts into tests on the module ids
 * the bundler hands to plugins and chunk groups (absolute, on Windows with backslashes, some with
 * a `?query` such as a route's split parts).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

const slashes = (path: string) => path.replaceAll('\\', '/');

/**
 * Whether a module id is one of `paths` (files or folders, relative to `root`) or inside one. A
 * file's id with a query (`?tsr-split=…`) is a part of that file and is not matched. A path in
 * node_modules matches wherever the package resolves: ids are real paths, and node_modules may
 * be a link to another folder (or a package nested in another's node_modules).
 */
export function isUnderPaths(root: string, paths: readonly string[]): (id: string) => boolean {
  const tests = paths.map((path): ((id: string) => boolean) => {
    if (path.startsWith('node_modules/')) {
      const inPackage = `/${path}`;
      return (id) => id.endsWith(inPackage) || id.includes(`${inPackage}/`);
    }
    const absolute = posix.join(slashes(root), path);
    return (id) => id === absolute || id.startsWith(`${absolute}/`);
  });
  return (id) => {
    const normalized = slashes(id);
    return tests.some((matches) => matches(normalized));
  };
}

/** Whether a module id is one of the parts TanStack Router splits a route file into. */
export function isRouteSplitOf(root: string, routeFile: string): (id: string) => boolean {
  const prefix = `${posix.join(slashes(root), routeFile)}?tsr-split=`;
  return (id) => slashes(id).startsWith(prefix);
}

/** The paths (relative to `root`) that name no file or folder: renamed or moved since. */
export function missingPaths(root: string, paths: Iterable<string>): string[] {
  return [...new Set(paths)].filter(
    (path) => statSync(join(root, path), { throwIfNoEntry: false }) === undefined,
  );
}

/**
 * `paths` (files and folders, relative to `root`) without `removed`: a folder holding a removed
 * path stands for its other folders and TypeScript files (the lists feed Lingui's extraction,
 * which reads sources only).
 */
export function sourcePathsWithout(
  root: string,
  paths: readonly string[],
  removed: readonly string[],
): string[] {
  return paths.flatMap((path) => {
    if (removed.includes(path)) return [];
    if (!removed.some((gone) => gone.startsWith(`${path}/`))) return [path];
    const children = readdirSync(join(root, path), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
      .map((entry) => `${path}/${entry.name}`);
    return sourcePathsWithout(root, children, removed);
  });
}
