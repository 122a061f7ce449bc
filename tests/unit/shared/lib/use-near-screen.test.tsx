import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from '@/shared/lib/use-near-screen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function Lower({ watching = true }: { watching?: boolean }) {
  const [marker, near] = useNearScreen<HTMLDivElement>('300px 0px', watching);
  return near ? <p>sections</p> : <div ref={marker} data-testid="marker" />;
}

function stubObserver() {
  const observers: { callback: Callback; margin?: string; disconnect: () => void }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin, disconnect: this.disconnect });
      }
      observe() {}
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearScreen', () => {
  it('renders what is below the fold once the player scrolls near it, and keeps it', () => {
    const observers = stubObserver();
    render(<Lower />);
    expect(screen.getByTestId('marker')).toBeInTheDocument();
    expect(observers[0]?.margin).toBe('300px 0px');

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('sections')).toBeNull();

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('sections')).toBeInTheDocument();
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });

  it('watches only once told to, while what is above is not rendered yet', () => {
    const observers = stubObserver();
    const { rerender } = render(<Lower watching={false} />);
    expect(observers).toHaveLength(0);
    rerender(<Lower watching />);
    expect(observers).toHaveLength(1);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('sections')).toBeInTheDocument();
  });

  it('renders at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    // @ts-expect-error the property is removed, as in a browser without it
    delete window.IntersectionObserver;
    render(<Lower />);
    expect(screen.getByText('sections')).toBeInTheDocument();
  });
});
