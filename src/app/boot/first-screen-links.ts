/**
 * The first screen's preload links (the app's scripts, the home route, the shell catalog and
 * their styles) wait in index.html inside an inert <template>, written by the build
 * (vite-plugins/first-screen-preload.ts). Moving them into the document starts every fetch at
 * once, in parallel, instead of one round of imports after another.
 */

export const FIRST_SCREEN_TEMPLATE_ID = 'first-screen-links';

/** Moves the template's links into <head>; a second call (or a page without them) does nothing. */
export function requestFirstScreen(doc: Document = document): void {
  const template = doc.getElementById(FIRST_SCREEN_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content);
  template.remove();
}
