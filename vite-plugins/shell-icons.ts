/**
 * Which Tabler icons the first screen draws. The first screen (app frame + home page) is the
 * code under the shell paths (lingui.config.ts's SHELL_PATHS, the same list that decides the
 * shell language catalog); the icons it names travel in one chunk and all other icons in a
 * second, instead of ~140 tiny chunks each with its own request and boilerplate. Found by name
 * in the sources: at chunking time every icon is reachable through the package's barrel.
 *
 * Left out of the first screen's chunk: icons named only by shell parts that render after it —
 * the folders given as `later` (footer, bets feed) and the files a shell file imports
 * dynamically (the profile menu's dropdown, the disconnected bar). Those keep their icons in
 * their own lazy chunks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ICON_NAME = /\bIcon[A-Z]\w+/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.tsx', '.ts', '/index.ts', '/index.tsx'];

const sourcesUnder = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => sourcesUnder(join(path, name)))
    : /\.tsx?$/.test(path)
      ? [path]
      : [];

function resolveSource(specifier: string, from: string, srcDir: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return EXTENSIONS.map((ext) => base + ext).find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false,
  );
}

const iconsNamedIn = (files: Iterable<string>) =>
  new Set([...files].flatMap((file) => readFileSync(file, 'utf8').match(ICON_NAME) ?? []));

export interface ShellIcons {
  /** A module id of an icon the first screen draws. */
  isShellIcon: (id: string) => boolean;
  /** Any other icon, except those that stay with the later parts' own chunks. */
  isOtherIcon: (id: string) => boolean;
}

export function shellIcons(
  root: string,
  shellPaths: readonly string[],
  later: readonly string[],
): ShellIcons {
  const srcDir = join(root, 'src');
  const files = (paths: readonly string[]) =>
    paths.flatMap((path) => sourcesUnder(join(root, path)));
  const shellFiles = files(shellPaths.filter((path) => !later.includes(path)));
  const lazyFiles = new Set(
    shellFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)].flatMap(
        ([, specifier]) => resolveSource(specifier ?? '', file, srcDir) ?? [],
      ),
    ),
  );
  const shell = iconsNamedIn(shellFiles.filter((file) => !lazyFiles.has(file)));
  const afterFirstScreen = new Set(
    [...iconsNamedIn([...files(later), ...lazyFiles])].filter((name) => !shell.has(name)),
  );
  const iconName = (id: string) =>
    /@tabler[\\/]icons-react[\\/]/.test(id) ? /(Icon\w+)\.mjs$/.exec(id)?.[1] : undefined;
  return {
    isShellIcon: (id) => shell.has(iconName(id) ?? ''),
    isOtherIcon: (id) => {
      const name = iconName(id);
      return name !== undefined && !afterFirstScreen.has(name);
    },
  };
}
