/**
 * Toasts (spec part 2 §9): top right, at most 3 at once, 5 s, and never the same message twice
 * at the same time — a toast's id is derived from its kind and text, and a toast whose id is
 * already showing or queued is not shown again.
 */
import { notifications, notificationsStore } from '@mantine/notifications';
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

function isShowing(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.id === id) || queue.some((n) => n.id === id);
}

/** Shows a toast unless an identical one is on screen; returns its id. */
export function showToast({
  kind = 'info',
  title,
  message,
  dedupeKey,
  autoClose,
}: ToastOptions): string {
  const text = dedupeKey ?? (typeof message === 'string' ? message : String(Date.now()));
  const id = `toast:${kind}:${text}`;
  if (isShowing(id)) return id;
  notifications.show({
    id,
    title,
    message,
    color: COLORS[kind],
    autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS,
  });
  return id;
}
