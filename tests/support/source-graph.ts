/**
 * The client's import graph read from its sources (src/), close enough to what the bundle loads
 * for checks on the first screen: a feature's barrel (its index) counts only with the exports
 * an importer names, as the bundle keeps only those. Without that, the barrels would link
 * nearly every file to every other.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** `import … from '…'` (not `import type`), with what it imports. */
const STATIC_IMPORT = /(?:^|\n)\s*import\s+(?!type\s)([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g;
/** `export { … } from '…'` and `export * from '…'` (not `export type`). */
const RE_EXPORT = /(?:^|\n)\s*export\s+(?!type\s)(\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/g;
/** `import('…')`, and the export its `.then((m) => … m.Name …)` takes, when it names one. */
const LAZY_IMPORT =
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)(?:\.then\(\(\s*(\w+)\s*\)\s*=>[^;]*?\b\2\.(\w+))?/g;

const isBarrel = (file: string) => /(^|\/)index\.tsx?$/.test(file);

/** `a, b as c, type D` → the names it exports (b → c), types left out. */
function namesIn(braces: string, side: 'local' | 'exported'): string[] {
  return braces
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [local = '', exported = local] = part.split(/\s+as\s+/);
      return side === 'local' ? local : exported;
    });
}

export interface SourceGraph {
  /** Every .ts/.tsx file under src, relative to the root. */
  files: string[];
  text: (file: string) => string;
  /** The files a lazy import in `file` loads (through a barrel, the export it takes). */
  lazyLoads: (file: string) => string[];
  /**
   * The files, and everything they import statically, as the bundle would load them; not
   * walking on from a file `stopAt` picks (it is loaded, what it imports is not).
   */
  loadedWith: (files: string[], stopAt?: (file: string) => boolean) => Set<string>;
}

export function readSourceGraph(root: string): SourceGraph {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) return walk(path);
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  const files = walk('src');
  const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const text = (file: string) => texts.get(file) ?? '';

  const resolveSource = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('@/')
      ? join(root, 'src', specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(join(root, from)), specifier)
        : undefined;
    if (base === undefined) return undefined;
    const found = EXTENSIONS.map((ext) => base + ext).find(
      (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false,
    );
    return found === undefined ? undefined : relative(root, found);
  };

  /** The files a barrel's `names` come from ('all': everything it re-exports). */
  const throughBarrel = (barrel: string, names: string[] | 'all'): string[] => {
    const reExports = [...text(barrel).matchAll(RE_EXPORT)].flatMap(([, what = '', specifier]) => {
      const target = resolveSource(barrel, specifier ?? '');
      return target === undefined ? [] : [{ what, target }];
    });
    const follow = (target: string, wanted: string[] | 'all') =>
      isBarrel(target) ? throughBarrel(target, wanted) : [target];
    if (names === 'all')
      return [barrel, ...reExports.flatMap(({ target }) => follow(target, 'all'))];
    return names.flatMap((name) => {
      const named = reExports.find(
        ({ what }) => what !== '*' && namesIn(what, 'exported').includes(name),
      );
      if (named) {
        const local = namesIn(named.what, 'local')[namesIn(named.what, 'exported').indexOf(name)];
        return follow(named.target, [local ?? name]);
      }
      const stars = reExports.filter(({ what }) => what === '*');
      // Declared in the barrel itself, or behind an `export *`: the barrel and those.
      return [barrel, ...stars.flatMap(({ target }) => follow(target, [name]))];
    });
  };

  const importedBy = (clause: string, target: string): string[] => {
    if (!isBarrel(target)) return [target];
    const braces = /\{[^}]*\}/.exec(clause)?.[0];
    const onlyNamed =
      braces !== undefined && clause.replace(braces, '').replace(',', '').trim() === '';
    return throughBarrel(target, onlyNamed ? namesIn(braces, 'local') : 'all');
  };

  const imports = (file: string): string[] =>
    [...text(file).matchAll(STATIC_IMPORT)].flatMap(([, clause = '', specifier = '']) => {
      const target = resolveSource(file, specifier);
      return target === undefined ? [] : importedBy(clause, target);
    });
  const reExported = (file: string): string[] =>
    [...text(file).matchAll(RE_EXPORT)].flatMap(([, what = '', specifier = '']) => {
      const target = resolveSource(file, specifier);
      if (target === undefined) return [];
      return isBarrel(target) && what !== '*'
        ? throughBarrel(target, namesIn(what, 'local'))
        : [target];
    });

  const lazyLoads = (file: string): string[] =>
    [...text(file).matchAll(LAZY_IMPORT)].flatMap(([, specifier = '', , name]) => {
      const target = resolveSource(file, specifier);
      if (target === undefined) return [];
      if (!isBarrel(target)) return [target];
      return throughBarrel(target, name === undefined ? 'all' : [name]);
    });

  const loadedWith = (roots: string[], stopAt = (_file: string) => false): Set<string> => {
    const seen = new Set<string>();
    const pending = [...roots];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (stopAt(next)) continue;
      pending.push(...imports(next));
      // What a barrel re-exports is reached by name, through the importer's names.
      if (!isBarrel(next)) pending.push(...reExported(next));
    }
    return seen;
  };

  return { files, text, lazyLoads, loadedWith };
}
