/**
 * Chromium fires `beforeinstallprompt` once, as soon as the page is installable, which can be
 * before the app's code has even been requested (the entry waits for the frame's paint). The
 * entry listens from its first line and hands the event to the PWA feature when the app
 * mounts (useInstallPromptCapture).
 */

let caught: Event | null = null;

const catchPrompt = (event: Event) => {
  // Keep the browser's mini-infobar away; the menu's install entry offers the prompt instead.
  event.preventDefault();
  caught = event;
};

export function listenForInstallPromptEarly(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', catchPrompt);
}

/** The event caught so far (once); from then on the app's own listener takes over. */
export function takeEarlyInstallPrompt(target: Window = window): Event | null {
  target.removeEventListener('beforeinstallprompt', catchPrompt);
  const event = caught;
  caught = null;
  return event;
}
