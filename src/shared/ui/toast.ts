/**
 * Toasts (spec part 2 §9): top right, at most 3 at once, 5 s, and never the same message twice
 * at the same time — a toast's id is derived from its kind and text, and a toast whose id is
 * already showing or queued is not shown again. The toast library loads, and its renderer
 * (ToastRenderer) mounts, with the first toast: most page loads show none, and on a phone the
 * renderer's mount was a task of 50-75 ms once the first screen was up. While the server cannot
 * be reached that code may not load: the toast waits and shows once it does, within a limit.
 */
import type { ReactNode } from 'react';

export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 5_000;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const COLORS: Record<ToastKind, string> = {
  success: 'emerald',
  error: 'red',
  info: 'blue',
  warning: 'gold',
};

export interface ToastOptions {
  kind?: ToastKind;
  title?: ReactNode;
  message: ReactNode;
  /** Stable identity for de-duplication when the message is not a plain string. */
  dedupeKey?: string;
  autoClose?: number | false;
}

/** How often a toast whose code failed to load tries again, and for how long. */
export const TOAST_LOAD_RETRY_MS = 2_000;
export const TOAST_LOAD_GIVE_UP_MS = 30_000;

export type ToastLibrary = typeof import('@mantine/notifications');

let loaded: ToastLibrary | undefined;
let loading: Promise<ToastLibrary> | undefined;
const loadedListeners = new Set<() => void>();

/** The toast library once loaded: the renderer mounts from then on. */
export const loadedToastLibrary = (): ToastLibrary | undefined => loaded;

export function subscribeToastLibrary(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

async function importUntilLoaded(): Promise<ToastLibrary> {
  const giveUpAt = Date.now() + TOAST_LOAD_GIVE_UP_MS;
  for (;;) {
    try {
      return await import('@mantine/notifications');
    } catch (error) {
      // The browser fetches a failed dynamic import again on the next try.
      if (Date.now() >= giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, TOAST_LOAD_RETRY_MS));
    }
  }
}

function toastLibrary(): Promise<ToastLibrary> {
  loading ??= importUntilLoaded().then(
    (library) => {
      loaded = library;
      for (const listener of loadedListeners) listener();
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Shows a toast unless an identical one is on screen; resolves with its id. */
export async function showToast({
  kind = 'info',
  title,
  message,
  dedupeKey,
  autoClose,
}: ToastOptions): Promise<string> {
  const text = dedupeKey ?? (typeof message === 'string' ? message : String(Date.now()));
  const id = `toast:${kind}:${text}`;
  let library: ToastLibrary;
  try {
    library = await toastLibrary();
  } catch (error) {
    console.warn('[toast] not shown: its code did not load', error);
    return id;
  }
  const { notifications, notificationsStore } = library;
  const { notifications: shown, queue } = notificationsStore.getState();
  if (shown.some((n) => n.id === id) || queue.some((n) => n.id === id)) return id;
  notifications.show({
    id,
    title,
    message,
    color: COLORS[kind],
    autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS,
  });
  return id;
}
