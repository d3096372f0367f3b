import { useSyncExternalStore } from "react";

import type { Notice } from "~/content/not-implemented";

type ToastItem = Notice & { id: number };

/** At most one toast at a time: a new notice replaces the one on screen. */
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function toast(notice: Notice) {
  current = { ...notice, id: nextId++ };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/** Notified on every change; used to fetch the toast UI on demand. */
export const subscribeToasts = subscribe;

export function useCurrentToast() {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
