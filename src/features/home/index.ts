/**
 * Home: the front page (banner with the tagline, category shortcuts, the Originals, sports,
 * Kadi, rewards and trust sections). Nothing else imports from here.
 */
export { HomePage } from './HomePage';
