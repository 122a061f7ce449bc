/**
 * Loads a content page's Markdown and renders it to HTML once per page load. The texts are
 * the operator's own files bundled with the app, never user input, so their HTML is trusted.
 */
import { marked } from 'marked';
import { CONTENT_PAGES, type ContentSlug } from './pages';

const cache = new Map<ContentSlug, Promise<string>>();

export function loadContentHtml(slug: ContentSlug): Promise<string> {
  let html = cache.get(slug);
  if (!html) {
    html = CONTENT_PAGES[slug].load().then((m) => marked.parse(m.default, { async: false }));
    // A failed load (offline, outdated build) must be retryable on the next visit.
    html.catch(() => cache.delete(slug));
    cache.set(slug, html);
  }
  return html;
}
