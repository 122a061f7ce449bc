import { describe, expect, it } from 'vitest';
import {
  type Chunk,
  dynamicEntryChunks,
  staticImportGraph,
} from '../../../vite-plugins/chunk-graph';
import { fakeChunk } from './fake-chunk';

const chunk = (fileName: string, imports: string[] = [], facade?: string) =>
  fakeChunk(fileName, { imports, facade });

const names = (set: Iterable<Chunk>) => [...set].map((c) => c.fileName).sort();

describe('the build chunks a set of chunks loads', () => {
  const react = chunk('react.js');
  const app = chunk('app.js', ['react.js']);
  const grid = chunk('grid.js', ['react.js', 'app.js']);
  const home = chunk('home.js', ['grid.js'], '/src/routes/index.tsx');
  const cashier = chunk('cashier.js', ['react.js'], '/src/features/wallet/index.ts');
  const all = [react, app, grid, home, cashier];

  it('follows static imports transitively, once each', () => {
    expect(names(staticImportGraph(all, [home]))).toEqual([
      'app.js',
      'grid.js',
      'home.js',
      'react.js',
    ]);
  });

  it('puts each chunk after the chunks it imports (the order their stylesheets cascade in)', () => {
    const order = [...staticImportGraph(all, [home])].map((c) => c.fileName);
    expect(order).toEqual(['react.js', 'app.js', 'grid.js', 'home.js']);
  });

  it('leaves out what is already known, and does not walk through it', () => {
    const known = staticImportGraph(all, [app]);
    expect(names(staticImportGraph(all, [home], known))).toEqual(['grid.js', 'home.js']);
  });

  it('finds dynamic entries by their source id', () => {
    expect(names(dynamicEntryChunks(all, (id) => id.includes('/routes/')))).toEqual(['home.js']);
  });

  it("finds a dynamic entry put in a code-splitting group's chunk, which has no facade", () => {
    const group = fakeChunk('home-group.js', {
      modules: ['/src/routes/index.tsx?tsr-split=component', '/src/features/home/HomePage.tsx'],
    });
    const found = dynamicEntryChunks([react, app, group], (id) => id.includes('/routes/'));
    expect(names(found)).toEqual(['home-group.js']);
  });
});
