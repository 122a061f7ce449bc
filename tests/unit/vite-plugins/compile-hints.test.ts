import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../vite-plugins/compile-hints';
import { bundleOf, fakeChunk as chunk } from './fake-chunk';

type Bundle = Rolldown.OutputBundle;

function build(): Bundle {
  const files = [
    chunk('assets/index.js', {
      isEntry: true,
      facade: '/src/main.tsx',
      imports: ['assets/react.js'],
    }),
    chunk('assets/react.js', {}),
    chunk('assets/home.js', { facade: '/src/routes/index.tsx', imports: ['assets/grid.js'] }),
    chunk('assets/grid.js', {}),
    chunk('assets/cashier.js', { facade: '/src/features/wallet/index.ts' }),
  ];
  const bundle: Bundle = bundleOf(files);
  for (const file of files) {
    bundle[`${file.fileName}.map`] = {
      type: 'asset',
      fileName: `${file.fileName}.map`,
      source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
    } as Rolldown.OutputAsset;
  }
  return bundle;
}

function run(bundle: Bundle) {
  const plugin = compileHints({ entries: (id) => id === '/src/routes/index.tsx' });
  const hook = plugin.generateBundle as (options: unknown, bundle: Bundle) => void;
  hook.call({}, {}, bundle);
}

const code = (bundle: Bundle, name: string) => (bundle[name] as Rolldown.OutputChunk).code;
const mapOf = (bundle: Bundle, name: string) =>
  JSON.parse(String((bundle[`${name}.map`] as Rolldown.OutputAsset).source)).mappings;

describe('compile hints for the first screen', () => {
  it('marks the entry, the first screen route and what they import, and nothing else', () => {
    const bundle = build();
    run(bundle);
    for (const name of ['assets/index.js', 'assets/react.js', 'assets/home.js', 'assets/grid.js']) {
      expect(code(bundle, name).startsWith(COMPILE_HINT), name).toBe(true);
    }
    expect(code(bundle, 'assets/cashier.js').includes('allFunctionsCalledOnLoad')).toBe(false);
  });

  it('moves the source maps down by the added line', () => {
    const bundle = build();
    run(bundle);
    expect(mapOf(bundle, 'assets/home.js')).toBe(';AAAA');
    expect((bundle['assets/home.js'] as Rolldown.OutputChunk).map?.mappings).toBe(';AAAA');
    expect(mapOf(bundle, 'assets/cashier.js')).toBe('AAAA');
  });
});
