import { afterEach, describe, expect, it, vi } from "vitest";

// The tracker chunk, replaced: `loads` counts how often the page would download it.
const tracker = vi.hoisted(() => ({ loads: 0, record: vi.fn(), start: vi.fn() }));
vi.mock("~/lib/analytics-tracker", () => {
  tracker.loads++;
  return { record: tracker.record, start: tracker.start };
});

import { optedOut, startAnalytics, track, trackSent } from "~/lib/analytics";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function configure() {
  document.head.insertAdjacentHTML(
    "beforeend",
    '<meta name="analytics-domain" content="tidelinepartners.com"><meta name="analytics-endpoint" content="https://plausible.io/api/event">',
  );
}

function signals(values: { gpc?: boolean; dnt?: string }) {
  // jsdom has neither signal: define both on the navigator object itself.
  for (const [name, value] of [
    ["doNotTrack", values.dnt ?? null],
    ["globalPrivacyControl", values.gpc],
  ] as const) {
    Object.defineProperty(navigator, name, { configurable: true, get: () => value });
  }
}

afterEach(() => {
  document.head.querySelectorAll('meta[name^="analytics-"]').forEach((m) => m.remove());
  vi.restoreAllMocks();
  signals({});
  tracker.record.mockClear();
  tracker.start.mockClear();
});

// Order matters: the first tests prove the chunk is never loaded, the last one loads it.
describe("analytics, first-load part", () => {
  it("without the settings in the page: no tracker download, nothing recorded", async () => {
    track("blogLoadMore", { page: "/blog" });
    trackSent({ delivery: "simulated" }, "newsletterSignup", {});
    startAnalytics();
    await settle();
    expect(tracker.loads).toBe(0);
  });

  it("reads Global Privacy Control and Do Not Track", () => {
    signals({ gpc: true });
    expect(optedOut()).toBe(true);
    signals({ dnt: "1" });
    expect(optedOut()).toBe(true);
    signals({ dnt: "0", gpc: false });
    expect(optedOut()).toBe(false);
  });

  it.each([{ gpc: true }, { dnt: "1" }])(
    "configured but opted out (%o): no download",
    async (s) => {
      configure();
      signals(s);
      startAnalytics();
      track("notFound", { path: "/missing" });
      await settle();
      expect(tracker.loads).toBe(0);
    },
  );

  it("configured: starts the tracker and hands events over by key; a dropped bot post is not a conversion", async () => {
    configure();
    startAnalytics();
    track("notFound", { path: "/missing" });
    trackSent({ delivery: "dropped" }, "auditRequest", { service: "E-commerce Platforms" });
    trackSent({ delivery: "endpoint" }, "auditRequest", { service: "AI Agents" });
    await settle();
    expect(tracker.loads).toBe(1);
    expect(tracker.start).toHaveBeenCalledTimes(1);
    expect(tracker.record.mock.calls).toEqual([
      ["notFound", { path: "/missing" }],
      ["auditRequest", { service: "AI Agents" }],
    ]);
  });
});
