import { timing } from "~/config/timing";

/**
 * A form's unsent values in localStorage, so a reload or a closed tab does not lose them.
 * Storage can be missing, full or blocked (private modes, blocked cookies):
 * then nothing is kept, and nothing throws.
 */
const PREFIX = "tideline:draft:";

type Stored = { savedAt: number; values: Record<string, string> };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // SecurityError when site data is blocked
  }
}

/**
 * The saved values of the named fields (strings only, capped at `maxLength`), or null when
 * there is no usable draft younger than `timing.formDraft.maxAgeMs`.
 */
export function loadDraft<F extends string>(
  key: string,
  fields: readonly F[],
  { now = Date.now(), maxLength = 5000 } = {},
): Partial<Record<F, string>> | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    const age = now - Number(stored?.savedAt);
    if (!stored || !(age >= 0 && age <= timing.formDraft.maxAgeMs)) {
      clearDraft(key);
      return null;
    }
    const values: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = (stored.values as Record<string, unknown> | undefined)?.[field];
      if (typeof value === "string" && value !== "") values[field] = value.slice(0, maxLength);
    }
    return Object.keys(values).length ? values : null;
  } catch {
    return null; // unreadable JSON or storage
  }
}

/** Saves the values, or removes the draft when every value is empty. */
export function saveDraft(key: string, values: Record<string, string>, now = Date.now()) {
  if (Object.values(values).every((v) => v.trim() === "")) return clearDraft(key);
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ savedAt: now, values } satisfies Stored));
  } catch {
    // Quota exceeded or storage blocked: the form still works, the draft just isn't kept.
  }
}

/**
 * Opens the page's localStorage: the first read in a page loads the origin's whole storage area,
 * several milliseconds at 4× CPU. Run while the browser is idle, so that the read of a draft
 * when the form hydrates does not pay for it.
 */
export function openDraftStorage() {
  try {
    storage()?.getItem(PREFIX);
  } catch {
    // Storage blocked: the draft's own read then finds nothing, as it would have.
  }
}

export function clearDraft(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}
