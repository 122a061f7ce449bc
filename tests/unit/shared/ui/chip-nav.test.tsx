import { MantineProvider } from '@mantine/core';
import { IconLayoutGrid, IconTrophy } from '@tabler/icons-react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChipNav } from '@/shared/ui/ChipNav';
import { RouterChip } from '@/shared/ui/RouterChip';

function Chips() {
  return (
    <ChipNav label="Test chips" activeKey="sports" data-testid="chips">
      <RouterChip to="/casino" chip="casino" selected={false} icon={<IconLayoutGrid size={16} />}>
        Casino
      </RouterChip>
      <RouterChip to="/sports" chip="sports" selected icon={<IconTrophy size={16} />}>
        Sports
      </RouterChip>
    </ChipNav>
  );
}

async function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const routes = ['/casino', '/sports'].map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: Chips }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <MantineProvider>
      {/* biome-ignore lint/suspicious/noExplicitAny: a test router, not the app's registered one */}
      <RouterProvider router={router as any} />
    </MantineProvider>,
  );
  return screen.findByTestId('chips');
}

const original = Element.prototype.scrollIntoView;
// The router restores the scroll position on navigation; jsdom cannot scroll the window.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  Element.prototype.scrollIntoView = original;
});

describe('ChipNav and RouterChip', () => {
  it('draws a labelled nav of chip links, the selected one filled and current', async () => {
    const nav = await renderAt('/casino');
    expect(nav.tagName).toBe('NAV');
    expect(nav).toHaveAttribute('aria-label', 'Test chips');
    const sports = within(nav).getByRole('link', { name: 'Sports' });
    const casino = within(nav).getByRole('link', { name: 'Casino' });
    expect(sports).toHaveAttribute('href', '/sports');
    expect(sports).toHaveAttribute('data-chip', 'sports');
    expect(sports).toHaveAttribute('aria-current', 'page');
    expect(sports).toHaveAttribute('data-variant', 'filled');
    expect(casino).toHaveAttribute('data-variant', 'default');
    // The router marks the link to the current address current as well.
    expect(casino).toHaveAttribute('aria-current', 'page');
  });

  it('scrolls the active chip into view', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.getAttribute('data-chip') ?? '');
    });
    await renderAt('/casino');
    await waitFor(() => expect(scrolled).toContain('sports'));
    expect(scrolled).not.toContain('casino');
  });
});
