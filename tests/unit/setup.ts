/** Vitest setup for jsdom tests: jest-dom matchers, and APIs jsdom lacks that Mantine uses. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// CI runs two files at a time on two cores: a lazy page and its mocked calls can take longer
// than Testing Library's 1 s default to appear. Waiting longer changes no passing assertion.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker's module graph and window (tests/unit/isolation.ts); each still starts
// with empty storage, as it did with a window of its own.
if (typeof localStorage !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
}

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  window.scrollTo ??= () => {};
}
