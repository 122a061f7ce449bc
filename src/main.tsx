/**
 * Entry. index.html already draws the app frame from its own inline styles; the app's scripts
 * and styles are requested once that frame is on screen (a slow link then carries them after
 * the frame, not alongside it), all at once, while a worker loads ICU's data; the start's
 * libraries are evaluated a task each (app/boot/evaluate-ahead.ts), and the app starts
 * (app/start.tsx).
 */
import { listenForInstallPromptEarly } from './app/boot/early-install-prompt';
import { evaluateInTurn, scriptsEvaluatedAhead } from './app/boot/evaluate-ahead';
import { requestFirstScreen } from './app/boot/first-screen-links';
import { warmIntlOffMainThread } from './app/boot/warm-intl';
import { whenFramePainted } from './app/boot/when-frame-painted';

// Chromium may offer the install prompt before the app's code has arrived.
listenForInstallPromptEarly();

void whenFramePainted()
  .then(async () => {
    // ICU's data loads on another thread while the app's code downloads (app/boot/warm-intl);
    // starting a worker costs the main thread some milliseconds, in a task of their own.
    setTimeout(warmIntlOffMainThread, 0);
    const ahead = scriptsEvaluatedAhead();
    void requestFirstScreen();
    // The start's libraries, a task each: together they were the load's longest task.
    await evaluateInTurn(ahead);
    return import('./app/start');
  })
  .catch((error: unknown) => {
    // Offline on a first visit, or a deployment that removed this build's files: the frame stays
    // and the reason is in the console. A reload fetches the current build.
    console.error('[boot] could not load the app', error);
  });
