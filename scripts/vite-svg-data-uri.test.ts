import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { optimizeSvg } from "./svg.ts";
import { svgDataUriPlugin } from "./vite-svg-data-uri.ts";

describe("svgDataUriPlugin", () => {
  const plugin = svgDataUriPlugin();
  const load = (id: string) =>
    (plugin.load as (this: unknown, id: string) => string | null).call({ addWatchFile() {} }, id);

  it("turns `picture.svg?data-uri` into the SVGO-minified SVG as a data: URL", () => {
    const file = join(mkdtempSync(join(tmpdir(), "svg-")), "picture.svg");
    const source = `<svg xmlns="http://www.w3.org/2000/svg"  viewBox="0 0 10 10">\n  <!-- a note -->\n  <rect width="10" height="10" fill="#123456"/>\n</svg>\n`;
    writeFileSync(file, source);
    const code = load(`${file}?data-uri`)!;
    const uri = JSON.parse(/^export default (.*);$/.exec(code)![1]!) as string;
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    expect(svg).toBe(optimizeSvg(source).trim());
    expect(svg).not.toContain("a note");
  });

  it("leaves every other import to Vite", () => {
    expect(load("/x/picture.svg")).toBeNull();
    expect(load("/x/picture.svg?url")).toBeNull();
  });
});
