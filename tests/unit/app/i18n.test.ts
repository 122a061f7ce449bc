// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { activateLocale, ensureFullCatalog, i18n } from '@/app/i18n';

const count = () => Object.keys(i18n.messages).length;

describe('language catalogs', () => {
  it('activates with the shell catalog alone, then adds the full catalog on demand', async () => {
    await activateLocale('fr');
    expect(i18n.locale).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    const shellOnly = count();
    expect(shellOnly).toBeGreaterThan(50);
    await ensureFullCatalog();
    expect(count()).toBeGreaterThan(shellOnly + 300);
  });

  it('adds the full catalog of the language on screen without re-rendering what shows', async () => {
    await activateLocale('es');
    const shellOnly = count();
    const change = vi.fn();
    const stop = i18n.on('change', change);
    try {
      await ensureFullCatalog();
    } finally {
      stop();
    }
    // Lingui's provider re-renders every translated component on 'change'; what is on screen
    // already has its strings, and what renders next reads the full catalog.
    expect(change).not.toHaveBeenCalled();
    expect(count()).toBeGreaterThan(shellOnly + 300);
  });

  it('finds the full catalog of a language that is still being activated', async () => {
    const activation = activateLocale('ja');
    // The first page's beforeLoad runs before activation finishes (app/start.tsx starts both).
    await ensureFullCatalog();
    await activation;
    expect(i18n.locale).toBe('ja');
    expect(count()).toBeGreaterThan(600);
  });

  it('switches direction for right-to-left languages', async () => {
    await activateLocale('fa', { full: true });
    expect(document.documentElement.dir).toBe('rtl');
    await activateLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
