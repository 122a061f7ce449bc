import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffMainThread } from '@/app/boot/warm-intl';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.documentElement.lang = '';
});

describe('ICU warmed up off the main thread', () => {
  it("starts a worker named after the page's language, as the server wrote it", () => {
    const started: { url: string; name?: string }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), name: options?.name });
        }
      },
    );
    document.documentElement.lang = 'sw';
    warmIntlOffMainThread();
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/intl-warm-up\.worker\.ts/);
    expect(started[0]?.name).toBe('sw');
  });

  it('starts it in English on a page with no language, and without a worker does nothing', () => {
    const names: (string | undefined)[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(_url: URL, options?: WorkerOptions) {
          names.push(options?.name);
        }
      },
    );
    warmIntlOffMainThread();
    expect(names).toEqual(['en']);
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffMainThread()).not.toThrow();
  });

  it('loses only the head start when the browser refuses the worker', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => warmIntlOffMainThread('fr')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the warm-up worker', () => {
  const runWorker = async (name: string) => {
    const close = vi.fn();
    vi.stubGlobal('self', { name, close });
    await import('@/app/boot/intl-warm-up.worker');
    return close;
  };

  it("builds the formatters in the page's language and ends itself", async () => {
    const plural = vi.spyOn(Intl.PluralRules.prototype, 'select');
    const close = await runWorker('fr');
    expect(plural).toHaveBeenCalledOnce();
    expect(plural.mock.contexts[0]?.resolvedOptions().locale).toBe('fr');
    expect(close).toHaveBeenCalledOnce();
  });

  it('ends itself too when the language is one ICU refuses', async () => {
    const close = await runWorker('not a language!');
    expect(close).toHaveBeenCalledOnce();
  });
});
