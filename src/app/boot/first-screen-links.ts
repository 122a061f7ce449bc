/**
 * The first screen's script preloads (the app's start, the router, the home route and the
 * shell catalog, with what they import) wait in index.html inside an inert <template>, written
 * by the build (vite-plugins/first-screen-preload.ts); on a page the server drew games for, the
 * page's own code waits there too (server/plugins/static-client.ts). Moving them into the
 * document starts every fetch at once, in parallel, instead of one round of imports after
 * another.
 */

export const FIRST_SCREEN_TEMPLATE_ID = 'first-screen-links';

/**
 * Links moved per task. Each costs the browser a request's set-up on the main thread: fifty
 * at once were a 150 ms task on a throttled phone, and four a task were still 52-73 ms ones at
 * 4× CPU (the game page moves 59: fifteen such tasks); two a task stay under 50 ms. The first
 * slice holds the app's own code.
 */
export const LINKS_PER_TASK = 2;

/** A macrotask: the boot chunk stays free of the app's modules (src/shared/lib/yield-to-main). */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Moves the template's links into <head>, a slice per task (the first at once); a second call
 * (or a page without them) does nothing.
 */
export async function requestFirstScreen(doc: Document = document): Promise<void> {
  const template = doc.getElementById(FIRST_SCREEN_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const links = [...template.content.children];
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    doc.head.append(...links.slice(start, start + LINKS_PER_TASK));
  }
}
