/**
 * The app's start, imported by the entry (src/main.tsx) once index.html's frame is painted:
 * activate the player's language and load the first page before the first render (no
 * untranslated flash, no empty page), then render the app.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:theme-variables.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { localeAtom } from '@/features/i18n';
import { settingsQuery } from '@/features/settings';
import { settleSignedOutVisitor } from '@/shared/session';
import { App } from './App';
import { activateLocale } from './i18n';
import { queryClient, restorePersistedQueries } from './query-client';
import { appStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Which build this page runs: support asks for it, and the update tests check it.
document.documentElement.dataset.build = __BUILD_ID__;

// A visitor with no session is known to be signed out without a request.
settleSignedOutVisitor(queryClient);
// The settings every page's chrome reads start loading beside the page's code rather than from
// the first render's effects: their answer is then usually in the first render, instead of
// re-rendering the layout in a task of its own once the page is up (60 ms on a phone). In the
// next task: starting the request and building its answer's schemas were about half of this
// module's evaluation, the start's longest task (some 50 of 100 ms in a profile at 4× CPU).
setTimeout(() => void queryClient.prefetchQuery(settingsQuery()), 0);

// The language catalog and the first page's code load side by side, not one after the other.
const language = activateLocale(appStore.get(localeAtom)).catch((error: unknown) => {
  // A missing catalog (offline first visit in a new language) must not block the app.
  console.error('[i18n] could not load the catalog', error);
});
// The route tree and the router are imported, not part of this module's graph: building them
// is about a third of the start's script work, and as their own import it runs in a task of
// its own instead of lengthening this one (a long task holds off input and paints).
const firstPage = import('./router').then(({ router }) =>
  router
    .load()
    .catch((error: unknown) => console.error('[router] first load failed', error))
    .then(() => router),
);

// No top-level await: lazily loaded chunks import from this chunk, and a module still
// suspended in its own evaluation would never let them finish.
void Promise.all([firstPage, language])
  // The saved queries come back after the first page's loaders and before the first render:
  // a loader that needs the player asks the server, not the copy saved by an earlier page
  // (which may be seconds older than a change made there), and the first render shows the
  // saved data without rendering again once it is restored.
  .then(([router]) => restorePersistedQueries().then(() => router))
  .then((router) => {
    const root = createRoot(container);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree, so input and paints are not blocked by it.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
