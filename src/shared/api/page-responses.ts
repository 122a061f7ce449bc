/**
 * The API answers the page's HTML carried (src/contracts/page-responses.ts), for a query to
 * start with instead of asking: the first render then shows them, and no request, answer and
 * second render follow it. Each is taken once, so a query built again later (after the cache
 * let it go) asks the server rather than showing what the page held when it was served.
 */
import { safeParse } from 'zod/mini';
import {
  PAGE_RESPONSES_ID,
  type PageResponses,
  pageResponsesSchema,
} from '@/contracts/page-responses';
import { buildUrl, type RequestOptions } from './rest';

let responses: PageResponses = {};

/**
 * The page's answers. The element is read and parsed once, then taken out of the document (its
 * text is not kept twice); a missing or malformed one carries nothing.
 */
function pageResponses(): PageResponses {
  // No document outside a page (a worker, the server's tests of the app's requests).
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_RESPONSES_ID);
  if (!element) return responses;
  element.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch {
    parsed = undefined;
  }
  const result = safeParse(pageResponsesSchema, parsed);
  responses = result.success ? result.data : {};
  return responses;
}

/**
 * The answer the page carried for this GET, parsed with its schema; undefined when it carried
 * none (or one that does not parse: the query then asks, as it would have).
 */
export function takePageResponse<T>(
  path: string,
  options: Pick<RequestOptions<T>, 'schema' | 'query'>,
): T | undefined {
  const all = pageResponses();
  const url = buildUrl(path, options.query);
  if (!Object.hasOwn(all, url)) return undefined;
  const body = all[url];
  delete all[url];
  const parsed = safeParse(options.schema, body);
  return parsed.success ? parsed.data : undefined;
}
