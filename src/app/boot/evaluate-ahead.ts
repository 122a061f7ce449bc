/**
 * The libraries the app's start imports (React, the router and query, Mantine, zod, Jotai…),
 * evaluated one chunk per task before the start: imported together, their top-level code ran
 * as a single task, 151 ms in Lighthouse's unthrottled trace of /casino and 313 ms in the trace
 * bench's at 4× CPU, then the longest of the page's load after its first full frame. Each
 * is evaluated in the order the start's own import would have evaluated it (imports before
 * importers), so nothing runs earlier relative to what it depends on; only the browser gets
 * to paint and handle input in between. The build marks them in the first screen's template
 * (vite-plugins/first-screen-preload.ts).
 */
import { FIRST_SCREEN_TEMPLATE_ID, nextTask } from './first-screen-links';

/** Marks a first-screen link whose script is evaluated ahead of the start. */
export const EVALUATED_AHEAD_ATTRIBUTE = 'data-evaluate-ahead';

/** The marked scripts' addresses, in the template's order; read before its links move. */
export function scriptsEvaluatedAhead(doc: Document = document): string[] {
  const template = doc.getElementById(FIRST_SCREEN_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return [];
  return [...template.content.querySelectorAll(`link[${EVALUATED_AHEAD_ATTRIBUTE}]`)]
    .map((link) => link.getAttribute('href'))
    .filter((href): href is string => href !== null);
}

/** The browser's own module import; a function so tests can watch the order. */
const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Imports each script in a task of its own, in order. A script that fails to load rejects,
 * as the start's import would have.
 */
export async function evaluateInTurn(
  urls: readonly string[],
  load: (url: string) => Promise<unknown> = importModule,
): Promise<void> {
  for (const url of urls) {
    await nextTask();
    await load(url);
  }
}
