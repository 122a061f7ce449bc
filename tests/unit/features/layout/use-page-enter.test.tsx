import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageEnter } from '@/features/layout/use-page-enter';

describe('usePageEnter', () => {
  it('shows the page the visit lands on at once', () => {
    const { result, rerender } = renderHook(({ path }) => usePageEnter(path), {
      initialProps: { path: '/casino' },
    });
    expect(result.current).toBe(false);
    rerender({ path: '/casino' });
    expect(result.current).toBe(false);
  });

  it('plays the transition on every page after it, the landing page included', () => {
    const { result, rerender } = renderHook(({ path }) => usePageEnter(path), {
      initialProps: { path: '/casino' },
    });
    rerender({ path: '/tag/slots' });
    expect(result.current).toBe(true);
    rerender({ path: '/casino' });
    expect(result.current).toBe(true);
  });
});
