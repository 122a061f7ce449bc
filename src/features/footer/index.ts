/** Footer: the site footer with links, community, currencies, language, legal text and PWA unregister. */
export { Footer } from './Footer';
