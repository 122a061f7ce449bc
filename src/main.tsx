/**
 * Entry: activate the player's language before the first paint (no untranslated flash), then
 * render the app.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale } from './app/i18n';
import { appStore } from './app/store';
import { localeAtom } from './features/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await activateLocale(appStore.get(localeAtom)).catch((error: unknown) => {
  // A missing catalog (offline first visit in a new language) must not block the app.
  console.error('[i18n] could not load the catalog', error);
});

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
