/** Content: the operator's policy and information pages, rendered from Markdown files in ./texts. */
export { ContentPage } from './ContentPage';
export { loadContentHtml } from './load-content';
export { CONTENT_PAGES, CONTENT_SLUGS, type ContentSlug } from './pages';
