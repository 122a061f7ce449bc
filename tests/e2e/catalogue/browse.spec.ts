/**
 * Browsing the catalogue against the real server and its generated catalogue (issue 6 'Must
 * show'): a tag page, two providers, A–Z, a misspelt title found, load more, and a favorite
 * that shows on /favorites.
 */
import type { Locator, Page } from '@playwright/test';
import { registerThroughApi } from '../account/players';
import { expect, openApp, test } from '../fixtures';
import { boxesOf, holdAppCode } from '../support/held-code';

const thumbnails = (page: Page) => page.getByTestId('game-list').getByTestId('game-thumbnail');
const titlesOf = (tiles: Locator) =>
  tiles.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('title') ?? ''));
const sortKey = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (d) => d.padStart(12, '0'));

/** The first letters of a title's longest word dropped one letter: a typo fuse must forgive. */
function misspell(title: string): string {
  const words = title.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const typo = longest.slice(0, 2) + longest.slice(3);
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

test('a tag page loads more, filters by two providers, sorts A–Z and finds a misspelt title', async ({
  page,
}) => {
  await openApp(page, '/tag/slots');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  // The slots tag shows 30 a page; load more shows the next 30.
  await expect(thumbnails(page)).toHaveCount(30);
  await page.getByTestId('load-more').click();
  await expect(thumbnails(page)).toHaveCount(60);

  // Two providers from the filter's own options.
  const filter = page.getByTestId('provider-filter');
  await filter.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Each option shows the provider's name, then its count.
  const nameOf = async (option: Locator) => (await option.locator('p').first().textContent()) ?? '';
  const chosen = [await nameOf(options.nth(0)), await nameOf(options.nth(1))];
  await options.nth(0).click();
  await options.nth(1).click();
  await page.keyboard.press('Escape');
  await expect
    .poll(
      async () =>
        new Set(
          await thumbnails(page).evaluateAll((t) => t.map((e) => e.getAttribute('data-provider'))),
        ),
    )
    .toEqual(new Set(chosen));

  // A–Z.
  await page.getByTestId('sort-select').click();
  await page.getByRole('option', { name: 'A-Z' }).click();
  await expect(page.getByTestId('sort-select')).toHaveValue('A-Z');
  const sorted = await titlesOf(thumbnails(page));
  expect(sorted.length).toBeGreaterThan(1);
  expect(sorted.map(sortKey)).toEqual([...sorted.map(sortKey)].sort());

  const before = sorted.length;

  // A misspelt title of one of the shown games is still found.
  const wanted =
    sorted.find((title) => title.split(' ').some((w) => w.length >= 6)) ?? sorted[0] ?? '';
  await page.getByTestId('list-search').fill(misspell(wanted));
  // The wanted game was on screen before the search too: wait for a narrowed list that has it
  // (the term applies once fuse.js has loaded; in between the list can be empty for a moment).
  await expect
    .poll(async () => {
      const titles = await titlesOf(thumbnails(page));
      return titles.length < Math.max(before, 2) && titles.includes(wanted);
    })
    .toBe(true);
});

test('a signed-in player favorites a game and finds it on /favorites', async ({ page }) => {
  await registerThroughApi(page, 'fav');
  await openApp(page, '/tag/roulette');
  await expect(thumbnails(page).first()).toBeVisible();
  const identifier = await thumbnails(page).first().getAttribute('data-identifier');
  // That game's tile, whatever the list shows when the click lands.
  const first = page.locator(`[data-testid="game-thumbnail"][data-identifier="${identifier}"]`);
  const heart = first.getByRole('button', { name: 'Add to favorites' });
  // The heart turns at once (optimistic); the page below is only loaded once the server has
  // answered, since a navigation may abort a call still in flight on a slow machine.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('gameToggleFavorite'),
  );
  await heart.click();
  await expect(first.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  expect((await saved).ok()).toBe(true);

  // Their page shows its tile from the favorites' own first page, before the catalogue: the
  // essentials wait until the player reaches for the page.
  // Only the new page's requests: the last page's essentials (asked for once the heart was
  // tapped) may still go out while the navigation starts.
  const asked: string[] = [];
  let onNewPage = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) onNewPage = true;
  });
  page.on('request', (request) => {
    if (onNewPage) asked.push(new URL(request.url()).pathname);
  });
  const head = page.waitForResponse((response) =>
    response.url().includes('/api/tp-games/favorites-head'),
  );
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/tag\/favorites$/);
  expect((await head).ok()).toBe(true);
  const favorite = page.locator(`[data-testid="game-thumbnail"][data-identifier="${identifier}"]`);
  await expect(favorite).toBeVisible();
  await expect(thumbnails(page)).toHaveCount(1);
  expect(asked).not.toContain('/api/tp-games/essentials');
  await page.mouse.wheel(0, 200);
  await expect.poll(() => asked.includes('/api/tp-games/essentials')).toBe(true);
  await expect(favorite).toBeVisible();
});

test('visitors see no hearts and are asked to sign in on /favorites', async ({ page }) => {
  await openApp(page, '/tag/roulette');
  await expect(thumbnails(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to favorites' })).toHaveCount(0);
  await page.goto('/favorites');
  await expect(page.getByText('Sign in to see your favorites')).toBeVisible();
});

test('a tag page keeps its first tiles in place as the catalogue arrives off the main thread', async ({
  page,
}) => {
  // Every game the app's list shows first, as it happens (from the page's first render).
  await page.addInitScript(() => {
    const firsts: string[] = [];
    Object.assign(window, { firstTiles: firsts });
    new MutationObserver(() => {
      const tile = document.querySelector(
        '[data-testid="game-list"] [data-testid="game-thumbnail"]',
      );
      const identifier = tile?.getAttribute('data-identifier');
      if (identifier && identifier !== firsts.at(-1)) firsts.push(identifier);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const head = await page.request.get('/api/tp-games/list-head?list=tag%3Aroulette&device=desktop');
  const [top] = ((await head.json()) as { games: { identifier: string }[] }).games;
  const essentials = page.waitForResponse((response) => response.url().includes('/essentials'));
  await openApp(page, '/tag/roulette');
  await expect(thumbnails(page).first()).toHaveAttribute('data-identifier', top?.identifier ?? '');
  // The player reaches for the page: the whole catalogue loads and the list is built from it.
  await page.mouse.wheel(0, 200);
  await essentials;
  await expect(page.getByTestId('provider-filter')).toBeEnabled();
  const firsts = await page.evaluate(
    () => (window as unknown as { firstTiles: string[] }).firstTiles,
  );
  expect(firsts).toEqual([top?.identifier]);

  // The page's main thread never fetched nor parsed the catalogue: the essentials worker did.
  const fetchedEssentials = () =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/api/tp-games/essentials'));
  expect(await page.evaluate(fetchedEssentials)).toBe(false);
  const worker = page.workers().find((candidate) => candidate.url().includes('essentials'));
  expect(await worker?.evaluate(fetchedEssentials)).toBe(true);
});

/** An image's address without its origin (the resizer's query names the picture). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://any');
  return pathname + search;
};

test("a phone opening a tag page gets the first row's pictures first, the rest as they near", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Chromium's own view of each image request: its priority when it was first asked for.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request, type }) => {
    if (type === 'Image') priorities.set(pathOf(request.url), request.initialPriority);
  });
  await openApp(page, '/tag/slots');
  await expect(thumbnails(page)).toHaveCount(30);

  // The first row at any width (7 games at most) loads first; the ones below wait their turn.
  const images = thumbnails(page).locator('img[alt]');
  const attributes = await images.evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
    })),
  );
  const firstRow = attributes.slice(0, 7);
  for (const image of firstRow) {
    expect(image).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    await expect.poll(() => priorities.get(pathOf(image.src))).toBe('High');
  }
  // The rest wait for the player to scroll near them, and never jump the queue.
  for (const image of attributes.slice(7)) {
    expect(image.loading).toBe('lazy');
    expect(priorities.get(pathOf(image.src))).not.toBe('High');
  }
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 823 },
  });

  test('the home page and the lobby show their headings before the app, where the app draws them', async ({
    page,
  }) => {
    const home = page.getByTestId('home-hero');
    const lobby = page.getByTestId('casino-page');
    const stories = [
      {
        path: '/',
        drawn: ['.boot-hero-brand', '.boot-hero-title', '.boot-hero-lead'],
        bootTitle: '.boot-hero-title',
        appTitle: '[data-testid="home-hero"] h1',
        app: [
          home.getByText('KadiBet', { exact: true }),
          home.getByRole('heading', { level: 1 }),
          home.getByText(/^4,500\+ games, provably fair Originals/),
        ],
        largest: 'Fastest Growing Casino',
      },
      {
        path: '/casino',
        drawn: ['.boot-header-icon', '.boot-header-title', '.boot-header-lead'],
        bootTitle: '.boot-header-title',
        appTitle: '[data-testid="casino-page"] h1',
        app: [
          lobby.locator('.mantine-ThemeIcon-root'),
          lobby.getByRole('heading', { level: 1 }),
          lobby.getByText(/^4,500\+ games: slots, live casino/),
        ],
        largest:
          '4,500+ games: slots, live casino, game shows and our own provably fair Originals.',
      },
    ];
    for (const { path, drawn, bootTitle, appTitle, app, largest } of stories) {
      const release = await holdAppCode(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('.boot-page')).toContainText(largest);
      const early = await boxesOf(drawn.map((selector) => page.locator(selector)));
      // Every frame until the app's heading is in shows one of the two.
      const gaps = page.evaluate(
        ([boot, app]) =>
          new Promise<number>((resolve) => {
            let frames = 0;
            const watch = () => {
              if (document.querySelector(app)) resolve(frames);
              else {
                if (!document.querySelector(boot)) frames += 1;
                requestAnimationFrame(watch);
              }
            };
            requestAnimationFrame(watch);
          }),
        [bootTitle, appTitle] as const,
      );
      release();
      expect(await gaps).toBe(0);
      await expect(page.locator(appTitle)).toBeVisible();
      await expect(page.locator('.boot-page')).toHaveCount(0);
      // The same words in the same place: nothing moves when the app takes over.
      const late = await boxesOf(app);
      const moved = Math.max(
        ...early.flatMap((box, i) => box.map((v, j) => Math.abs(v - (late[i]?.[j] ?? Infinity)))),
      );
      expect(moved).toBeLessThanOrEqual(0.5);
      await page.unrouteAll();
    }
  });

  test('a tag page shows its first games before the app has loaded, then the app takes over', async ({
    page,
  }) => {
    // The app's code held back, as on a slow phone link: the page's own HTML shows the games.
    const release = await holdAppCode(page);
    const head = await page.request.get('/api/tp-games/list-head?list=tag%3Aslots&device=mobile');
    const firstScreen = ((await head.json()) as { games: { title: string }[] }).games
      .slice(0, 9)
      .map((game) => game.title);
    await page.goto('/tag/slots', { waitUntil: 'commit' });
    const drawn = page.locator('.boot-list .boot-tile');
    await expect(drawn).toHaveCount(9);
    expect(await drawn.locator('.boot-name').allTextContents()).toEqual(firstScreen);
    // The first row's pictures are in and drawn, not waiting for the code.
    await expect
      .poll(() =>
        drawn
          .locator('img')
          .evaluateAll((imgs) =>
            imgs.slice(0, 3).every((img) => (img as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);

    release();
    await expect(thumbnails(page).first()).toBeVisible();
    await expect(page.locator('.boot-list')).toHaveCount(0);
    expect((await titlesOf(thumbnails(page))).slice(0, 9)).toEqual(firstScreen);
  });
});
