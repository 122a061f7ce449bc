import type { Rolldown } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { staticModules } from '../../../vite-plugins/module-reach';

/** start → a → shared, start → router → b → shared, start ⇢ lazy (dynamic). */
function context() {
  const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
    start: { importedIds: ['a', 'router'], dynamicallyImportedIds: ['lazy'] },
    a: { importedIds: ['shared'] },
    router: { importedIds: ['b'] },
    b: { importedIds: ['shared'] },
    shared: { importedIds: [] },
    lazy: { importedIds: [] },
  };
  const infos = new Map(Object.entries(graph).map(([id, info]) => [id, { id, ...info }]));
  const getModuleInfo = vi.fn((id: string) => infos.get(id) ?? null);
  return { getModuleInfo } as unknown as Rolldown.ChunkingContext & {
    getModuleInfo: typeof getModuleInfo;
  };
}

describe('staticModules', () => {
  it('walks static imports only, and not through the module to stop at', () => {
    const ctx = context();
    expect([...staticModules(ctx, 'start')].sort()).toEqual([
      'a',
      'b',
      'router',
      'shared',
      'start',
    ]);
    expect([...staticModules(ctx, 'start', 'router')].sort()).toEqual(['a', 'shared', 'start']);
  });

  it('walks the graph once per root and stop', () => {
    const ctx = context();
    staticModules(ctx, 'start', 'router');
    const calls = ctx.getModuleInfo.mock.calls.length;
    staticModules(ctx, 'start', 'router');
    expect(ctx.getModuleInfo.mock.calls.length).toBe(calls + 1);
  });

  it('is empty for a module the build does not have', () => {
    expect(staticModules(context(), 'missing').size).toBe(0);
  });
});
