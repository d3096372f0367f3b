import { afterEach, describe, expect, it, vi } from "vitest";

import { timing } from "~/config/timing";
import { clearDraft, loadDraft, openDraftStorage, saveDraft } from "~/lib/form-draft";

const FIELDS = ["name", "email"] as const;
const KEY = "test-form";
const STORAGE_KEY = `tideline:draft:${KEY}`;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("form drafts", () => {
  it("saves, loads and clears the named string fields", () => {
    saveDraft(KEY, { name: "Jordan", email: "" }, 1000);
    expect(loadDraft(KEY, FIELDS, { now: 2000 })).toEqual({ name: "Jordan" });
    clearDraft(KEY);
    expect(loadDraft(KEY, FIELDS)).toBeNull();
  });

  it("removes the draft when every value is empty", () => {
    saveDraft(KEY, { name: "Jordan", email: "" });
    saveDraft(KEY, { name: "  ", email: "" });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("drops a draft older than the maximum age", () => {
    saveDraft(KEY, { name: "Jordan", email: "" }, 0);
    expect(loadDraft(KEY, FIELDS, { now: timing.formDraft.maxAgeMs + 1 })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("ignores unknown fields, non-strings, over-long values and broken JSON", () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        savedAt: Date.now(),
        values: { name: 42, email: "x".repeat(9000), other: "y" },
      }),
    );
    expect(loadDraft(KEY, FIELDS)).toEqual({ email: "x".repeat(5000) });
    localStorage.setItem(STORAGE_KEY, "{not json");
    expect(loadDraft(KEY, FIELDS)).toBeNull();
    localStorage.setItem(STORAGE_KEY, "null");
    expect(loadDraft(KEY, FIELDS)).toBeNull();
  });

  it("does nothing and never throws when storage is unavailable or full", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => saveDraft(KEY, { name: "Jordan" })).not.toThrow();
    expect(loadDraft(KEY, FIELDS)).toBeNull();
    expect(() => clearDraft(KEY)).not.toThrow();
    vi.restoreAllMocks();

    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => saveDraft(KEY, { name: "Jordan" })).not.toThrow();
    expect(loadDraft(KEY, FIELDS)).toBeNull();
  });

  it("opens storage with one read of no draft, and never throws", () => {
    const read = vi.spyOn(Storage.prototype, "getItem");
    openDraftStorage();
    expect(read).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    read.mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => openDraftStorage()).not.toThrow();
  });
});
