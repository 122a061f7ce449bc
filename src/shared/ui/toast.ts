/**
 * Toasts (spec part 2 §9): top right, at most 3 at once, 5 s, and never the same message twice
 * at the same time — a toast's id is derived from its kind and text, and a toast whose id is
 * already showing or queued is not shown again. The toast library loads, and its renderer
 * (ToastRenderer) mounts, with the first toast: most page loads show none, and on a phone the
 * renderer's mount was a task of 50-75 ms once the first screen was up.
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

let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether a toast has been asked for yet: the renderer mounts from then on. */
export const toastsWanted = (): boolean => wanted;

export function subscribeToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
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
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  const { notifications, notificationsStore } = await import('@mantine/notifications');
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
