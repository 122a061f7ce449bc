/**
 * Entry. index.html already draws the app frame from its own inline styles; the app's scripts
 * and styles are requested once that frame is on screen (a slow link then carries them after
 * the frame, not alongside it), all at once, and the app starts (app/start.tsx).
 */
import { listenForInstallPromptEarly } from './app/boot/early-install-prompt';
import { requestFirstScreen } from './app/boot/first-screen-links';
import { whenFramePainted } from './app/boot/when-frame-painted';

// Chromium may offer the install prompt before the app's code has arrived.
listenForInstallPromptEarly();

void whenFramePainted()
  .then(() => {
    void requestFirstScreen();
    return import('./app/start');
  })
  .catch((error: unknown) => {
    // Offline on a first visit, or a deployment that removed this build's files: the frame stays
    // and the reason is in the console. A reload fetches the current build.
    console.error('[boot] could not load the app', error);
  });
