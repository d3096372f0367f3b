import { describe, expect, it } from "vitest";

import { warmInputPath } from "./warm-input-path";

describe("warmInputPath", () => {
  it("sends one pointerover from <body> up to the document, where React's root listens", () => {
    const seen: Event[] = [];
    const listen = (e: Event) => seen.push(e);
    document.addEventListener("pointerover", listen);
    warmInputPath();
    document.removeEventListener("pointerover", listen);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.target).toBe(document.body);
    expect(seen[0]!.bubbles).toBe(true);
    // A script's event: no Event Timing entry, no :hover.
    expect(seen[0]!.isTrusted).toBe(false);
  });
});
