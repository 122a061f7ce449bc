import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';

/** Throws while `broken` is set; React may retry a failed render, so a counter would not do. */
let broken = false;
function Flaky() {
  if (broken) throw new Error('boom');
  return <p>content</p>;
}

function Outer({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={({ error }) => <p>outer caught {error.message}</p>}>
      {children}
    </ErrorBoundary>
  );
}

afterEach(() => {
  broken = false;
});

describe('ErrorBoundary', () => {
  it('renders its fallback when a child throws, and the child again after a reset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const onError = vi.fn();
    render(
      <ErrorBoundary
        onError={onError}
        fallback={({ reset }) => (
          <button
            type="button"
            onClick={() => {
              broken = false;
              reset();
            }}
          >
            retry
          </button>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('content')).toBeInTheDocument();
  });

  it('throws a second error after a recovery on to the next boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(
      <Outer>
        <ErrorBoundary
          fallback={({ reset }) => (
            <button type="button" onClick={reset}>
              retry
            </button>
          )}
        >
          <Flaky />
        </ErrorBoundary>
      </Outer>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('outer caught boom')).toBeInTheDocument();
  });
});
