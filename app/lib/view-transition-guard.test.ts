import { describe, expect, it, vi } from "vitest";

import { guardViewTransitions } from "./view-transition-guard";

function fakeDocument(readyOutcome: () => Promise<unknown>) {
  const transitions: { ready: Promise<unknown> }[] = [];
  const doc = {
    startViewTransition: vi.fn(() => {
      const t = {
        ready: readyOutcome(),
        finished: Promise.resolve(),
        updateCallbackDone: Promise.resolve(),
      };
      transitions.push(t);
      return t;
    }),
  };
  return { doc, transitions };
}

async function unhandledDuring(run: () => Promise<void>) {
  const seen: unknown[] = [];
  const onUnhandled = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", onUnhandled);
  try {
    await run();
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    process.off("unhandledRejection", onUnhandled);
  }
  return seen;
}

const skipped = () => Promise.reject(new DOMException("Transition was skipped", "AbortError"));

describe("guardViewTransitions", () => {
  it("without the guard, a skipped transition is an unhandled rejection", async () => {
    const { doc } = fakeDocument(skipped);
    const seen = await unhandledDuring(async () => {
      doc.startViewTransition();
    });
    expect(seen).toHaveLength(1);
  });

  it("with the guard, a skipped transition is quiet and the transition is returned as is", async () => {
    const { doc, transitions } = fakeDocument(skipped);
    const original = doc.startViewTransition;
    const report = vi.fn();
    guardViewTransitions(doc, report);
    const seen = await unhandledDuring(async () => {
      const t = doc.startViewTransition();
      expect(t).toBe(transitions[0]);
    });
    expect(seen).toEqual([]);
    expect(report).not.toHaveBeenCalled();
    expect(original).toHaveBeenCalledTimes(1);
  });

  it("reports any other failure of a transition", async () => {
    const failure = new TypeError("bad transition name");
    const { doc } = fakeDocument(() => Promise.reject(failure));
    const report = vi.fn();
    guardViewTransitions(doc, report);
    doc.startViewTransition();
    await new Promise((r) => setTimeout(r, 0));
    expect(report).toHaveBeenCalledWith(failure);
  });

  it("wraps once, and leaves a browser without view transitions alone", () => {
    const { doc } = fakeDocument(() => Promise.resolve());
    guardViewTransitions(doc);
    const once = doc.startViewTransition;
    guardViewTransitions(doc);
    expect(doc.startViewTransition).toBe(once);
    const bare: { startViewTransition?: never } = {};
    guardViewTransitions(bare);
    expect(bare.startViewTransition).toBeUndefined();
  });
});
