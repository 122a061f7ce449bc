import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActiveChipInView } from '@/shared/lib/use-active-chip-in-view';

function Row({ active }: { active: string }) {
  const ref = useActiveChipInView<HTMLDivElement>(active);
  return (
    <div ref={ref}>
      {['lobby', 'slots', 'live "casino"'].map((key) => (
        <button key={key} type="button" data-chip={key}>
          {key}
        </button>
      ))}
    </div>
  );
}

const original = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = original;
});

describe('useActiveChipInView', () => {
  it('scrolls the chip named by the key into view after the paint, again when the key changes', async () => {
    const scrolled: string[] = [];
    const spy = vi.fn(function (this: Element) {
      scrolled.push(this.getAttribute('data-chip') ?? '');
    });
    Element.prototype.scrollIntoView = spy;
    const { rerender } = render(<Row active="slots" />);
    // Not inside the commit, where it would force the page's first layout.
    expect(scrolled).toEqual([]);
    await waitFor(() => expect(scrolled).toEqual(['slots']));
    expect(spy).toHaveBeenCalledWith({ block: 'nearest', inline: 'center' });
    // Keys are escaped, so one with quotes still finds its chip.
    rerender(<Row active={'live "casino"'} />);
    await waitFor(() => expect(scrolled).toEqual(['slots', 'live "casino"']));
  });

  it('does nothing when no chip has the key', async () => {
    const spy = vi.fn();
    Element.prototype.scrollIntoView = spy;
    render(<Row active="missing" />);
    // Two frames later: when a present chip would have been scrolled to.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(spy).not.toHaveBeenCalled();
  });
});
