/**
 * API answers a page's HTML carries for the app's first render (server/plugins/static-client.ts
 * writes them, src/shared/api/page-responses.ts reads them): a JSON object in a
 * `<script type="application/json">` element, keyed by the request's URL exactly as the app
 * builds it (src/shared/api/rest.ts), valued by the answer's body. Each body is parsed with its
 * own contract schema when the app takes it, as a fetched one would be.
 */
import { z } from 'zod/mini';

export const PAGE_RESPONSES_ID = 'page-responses';

export const pageResponsesSchema = z.record(z.string(), z.unknown());
export type PageResponses = z.infer<typeof pageResponsesSchema>;

/**
 * The element's HTML. `<` is escaped so that no value (a game's title) can close the element;
 * JSON reads `\u003c` back as `<`.
 */
export function pageResponsesHtml(responses: PageResponses): string {
  const json = JSON.stringify(responses).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_RESPONSES_ID}">${json}</script>`;
}
