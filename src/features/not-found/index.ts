/** Not found: the full-screen 404 page. */
export { NotFoundPage } from './NotFoundPage';
