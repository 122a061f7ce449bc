/**
 * A returning player's page loads its build files straight from the worker's caches (the
 * static routes the worker sets up when it installs), so ~20 scripts and stylesheets do not
 * queue on the worker's thread. The languages' catalogs still go through the worker, which
 * caches the one in use for offline visits.
 */
import { expect, openApp, test } from '../fixtures';
import { waitForWorker } from './worker';

test.use({ serviceWorkers: 'allow' });

test('a repeat visit takes the build files from the caches and the catalog from the worker', async ({
  page,
}) => {
  await openApp(page, '/');
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();

  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      // Resource Timing's static-routing fields: which source served the request.
      source:
        (entry as PerformanceResourceTiming & { workerFinalSourceType?: string })
          .workerFinalSourceType ?? '',
    })),
  );
  const buildFiles = loaded.filter(
    (file) => file.path.startsWith('/assets/') && !file.path.startsWith('/assets/locales/'),
  );
  const catalogs = loaded.filter((file) => file.path.startsWith('/assets/locales/'));

  expect(buildFiles.length).toBeGreaterThan(10);
  expect(buildFiles.filter((file) => file.source !== 'cache')).toEqual([]);
  expect(catalogs.length).toBeGreaterThan(0);
  expect(catalogs.map((file) => file.source)).toEqual(catalogs.map(() => 'fetch-event'));
});
