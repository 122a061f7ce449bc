import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_TEMPLATE_ID,
  LINKS_PER_TASK,
  requestFirstScreen,
} from '@/app/boot/first-screen-links';
import { firstScreenPage as page } from '../../../support/first-screen-page';

describe('requestFirstScreen', () => {
  it('moves the inert preload links into the document, where they start fetching', () => {
    const doc = page(
      '<link rel="modulepreload" href="/assets/start.js"><link rel="preload" as="style" href="/assets/start.css">',
    );
    expect(doc.head.querySelectorAll(':scope > link')).toHaveLength(0);
    void requestFirstScreen(doc);
    const links = [...doc.head.querySelectorAll(':scope > link')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(['/assets/start.js', '/assets/start.css']);
    expect(doc.getElementById(FIRST_SCREEN_TEMPLATE_ID)).toBeNull();
  });

  it('does nothing a second time, or in a page built without the links', async () => {
    const doc = page('<link rel="modulepreload" href="/assets/start.js">');
    await requestFirstScreen(doc);
    await requestFirstScreen(doc);
    expect(doc.head.querySelectorAll('link')).toHaveLength(1);
    const bare = page();
    await expect(requestFirstScreen(bare)).resolves.toBeUndefined();
    expect(bare.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('moves a page’s many links a slice per task, the first slice (the app’s code) at once', async () => {
    const hrefs = Array.from(
      { length: LINKS_PER_TASK * 2 + 3 },
      (_, index) => `/assets/c${index}.js`,
    );
    const doc = page(hrefs.map((href) => `<link rel="modulepreload" href="${href}">`).join(''));
    const moved = () =>
      [...doc.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    const done = requestFirstScreen(doc);
    expect(moved()).toEqual(hrefs.slice(0, LINKS_PER_TASK));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moved()).toEqual(hrefs.slice(0, LINKS_PER_TASK * 2));
    await done;
    expect(moved()).toEqual(hrefs);
  });
});
