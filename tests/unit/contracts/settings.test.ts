// @own-module-graph: it imports the contract afresh under a counting zod, to see what loading it builds.
import { afterEach, describe, expect, it, vi } from 'vitest';

const built = vi.hoisted(() => ({ objects: 0 }));

vi.mock('zod/mini', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zod/mini')>();
  const object: typeof actual.z.object = (...args) => {
    built.objects++;
    return actual.z.object(...args);
  };
  return { ...actual, z: { ...actual.z, object } };
});

afterEach(() => {
  built.objects = 0;
});

describe('settings contract', () => {
  it('builds its schemas when first asked for them, not when it loads', async () => {
    vi.resetModules();
    const { settingsSchemas } = await import('@/contracts/settings');
    // Every page's start loads this module: its schemas wait for the answer they check.
    expect(built.objects).toBe(0);

    const schemas = settingsSchemas();
    expect(built.objects).toBeGreaterThan(0);
    const afterFirst = built.objects;
    expect(settingsSchemas()).toBe(schemas);
    expect(built.objects).toBe(afterFirst);
  });

  it('checks an answer with the schemas it builds', async () => {
    const { settingsSchemas } = await import('@/contracts/settings');
    const { response, httpUrl, bannerLink } = settingsSchemas();
    expect(httpUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(bannerLink.safeParse('/casino?category=slots').success).toBe(true);
    expect(bannerLink.safeParse('//elsewhere.example').success).toBe(false);
    expect(response.safeParse({ serverTime: 1, sessionId: 'short', settings: {} }).success).toBe(
      false,
    );
  });
});
