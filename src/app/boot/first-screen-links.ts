/**
 * The first screen's script preloads (the app's start, the router, the home route and the
 * shell catalog, with what they import) wait in index.html inside an inert <template>, written
 * by the build (vite-plugins/first-screen-preload.ts). Moving them into the document starts
 * every fetch at once, in parallel, instead of one round of imports after another.
 */

export const FIRST_SCREEN_TEMPLATE_ID = 'first-screen-links';

/** Moves the template's links into <head>; a second call (or a page without them) does nothing. */
export function requestFirstScreen(doc: Document = document): void {
  const template = doc.getElementById(FIRST_SCREEN_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content);
  template.remove();
}
