import { describe, expect, it } from "vitest";

import { navGroups } from "~/config/navigation";

import { megaMenuStyles } from "./mega-menu-panel";

describe("desktop menu panels", () => {
  it("line up with the edge the navigation data names", () => {
    for (const group of navGroups) {
      const classes = megaMenuStyles.panel(group).split(/\s+/);
      expect(classes).toContain(group.panelAlign === "end" ? "right-0" : "left-0");
      expect(classes).not.toContain(group.panelAlign === "end" ? "left-0" : "right-0");
    }
  });

  it("follow a change of the data, not the group's title", () => {
    const [first] = navGroups;
    const moved = { ...first!, panelAlign: "end" as const };
    expect(megaMenuStyles.panel(moved).split(/\s+/)).toContain("right-0");
  });
});
