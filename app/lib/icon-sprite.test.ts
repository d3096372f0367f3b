import { afterEach, describe, expect, it, vi } from "vitest";

import { completeIconSprite } from "~/lib/icon-sprite";

const file =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  '<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol>' +
  '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/></symbol></svg>';

function serve(body: string, ok = true) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ ok, text: async () => body })),
  );
}

describe("completeIconSprite", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("adds the symbols the page does not carry, into the page's own sprite", async () => {
    document.body.innerHTML =
      '<svg data-icon-sprite="" style="display:none"><symbol id="icon-menu"></symbol></svg><p>Page</p>';
    serve(file);
    expect(await completeIconSprite(document, "/assets/icons.svg")).toBe(1);
    const sprite = document.querySelector("svg[data-icon-sprite]")!;
    expect([...sprite.children].map((s) => s.id)).toEqual(["icon-menu", "icon-x"]);
    expect(document.getElementById("icon-x")?.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(document.getElementById("icon-x")?.querySelector("path")).not.toBeNull();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith("/assets/icons.svg");
  });

  it("creates the sprite where a fresh render left none, and adds nothing twice", async () => {
    document.body.innerHTML = "<main>Page</main>";
    serve(file);
    expect(await completeIconSprite(document, "/assets/icons.svg")).toBe(2);
    // At the end: the editor's preview frame renders into its body's first element.
    expect(document.body.lastElementChild?.hasAttribute("data-icon-sprite")).toBe(true);
    expect(document.body.firstElementChild?.tagName).toBe("MAIN");
    expect(document.body.lastElementChild?.getAttribute("aria-hidden")).toBe("true");
    expect(await completeIconSprite(document, "/assets/icons.svg")).toBe(0);
    expect(document.querySelectorAll("symbol")).toHaveLength(2);
  });

  it("leaves the page alone when the file cannot be had", async () => {
    document.body.innerHTML = "<main>Page</main>";
    serve("", false);
    expect(await completeIconSprite(document, "/assets/icons.svg")).toBe(0);
    expect(document.querySelector("svg[data-icon-sprite]")).toBeNull();
  });
});
