import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_PAGE_ID, useBootPageUntil } from '@/app/boot/boot-page';

const bootPage = () => document.getElementById(BOOT_PAGE_ID);

describe('useBootPageUntil', () => {
  afterEach(() => bootPage()?.remove());

  it('keeps index.html’s first screen until the page is drawn, then removes it', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="${BOOT_PAGE_ID}"><div class="boot-header">Casino</div></div>`,
    );
    const { rerender } = renderHook(({ shown }) => useBootPageUntil(shown), {
      initialProps: { shown: false },
    });
    expect(bootPage()).not.toBeNull();
    rerender({ shown: true });
    expect(bootPage()).toBeNull();
  });

  it('has nothing to remove on a page the service worker served without one', () => {
    const { rerender } = renderHook(({ shown }) => useBootPageUntil(shown), {
      initialProps: { shown: false },
    });
    expect(() => rerender({ shown: true })).not.toThrow();
  });
});
