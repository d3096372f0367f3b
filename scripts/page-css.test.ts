import { describe, expect, it } from "vitest";

import { classesOf, htmlClasses, inlinePageCss, pageCss } from "./page-css.ts";

// The shapes Tailwind v4 writes (minified): layers, escaped class names, variants nested in a
// rule, group selectors, :not(), @media, @property, @keyframes, @font-face.
const css =
  "/*! tailwindcss */" +
  "@layer properties{@supports (x:y){*,:before{--tw-a:0}}}" +
  "@layer theme,base,components,utilities;" +
  "@layer theme{:root,:host{--color-brand:#123}}" +
  "@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}" +
  "@layer utilities{.flex{display:flex}.grid{display:grid}.top-2\\.5{top:.625rem}" +
  ".md\\:grid-cols-2{@media (min-width:48rem){grid-template-columns:repeat(2,1fr)}}" +
  ".hover\\:underline{&:hover{@media (hover:hover){text-decoration:underline}}}" +
  ".group-hover\\/item\\:visible:is(:where(.group\\/item):hover *){visibility:visible}" +
  ".space-y-4>:not(:last-child){margin-top:1rem}.x:not(.absent){color:red}" +
  ".a,.b{color:blue}" +
  '.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}}' +
  "@media (prefers-reduced-motion:reduce){.motion-safe{animation:none}}" +
  '@property --tw-a{syntax:"*";inherits:false}' +
  "@keyframes spin{to{transform:rotate(360deg)}}" +
  "@font-face{font-family:Inter;src:url(/a.woff2)}";

const html = (classes: string) =>
  `<html><head></head><body><div class="${classes}"></div></body></html>`;

describe("page CSS", () => {
  it("reads class names from selectors, escapes and all, but not from :not()", () => {
    expect(classesOf(".top-2\\.5")).toEqual(["top-2.5"]);
    expect(classesOf(".group-hover\\/item\\:visible:is(:where(.group\\/item):hover *)")).toEqual([
      "group-hover/item:visible",
      "group/item",
    ]);
    expect(classesOf(".x:not(.absent)")).toEqual(["x"]);
    expect(classesOf("*,:before")).toEqual([]);
  });

  it("reads class names from the HTML, decoding entities", () => {
    expect([...htmlClasses('<p class="a  b&amp;c"></p><svg class="d"></svg>')]).toEqual([
      "a",
      "b&c",
      "d",
    ]);
  });

  it("keeps the rules the page's classes use and every rule without a class", () => {
    const out = pageCss(
      css,
      html("flex top-2.5 md:grid-cols-2 group/item group-hover/item:visible x b"),
    );
    for (const kept of [
      "@layer theme,base,components,utilities;",
      "--tw-a:0",
      ":root,:host{--color-brand:#123}",
      "h1{font-size:2rem}",
      ".flex{display:flex}",
      ".top-2\\.5{top:.625rem}",
      ".md\\:grid-cols-2{@media (min-width:48rem){grid-template-columns:repeat(2,1fr)}}",
      ".group-hover\\/item\\:visible:is(",
      ".x:not(.absent){color:red}",
      ".a,.b{color:blue}",
      "@font-face{font-family:Inter;src:url(/a.woff2)}",
    ])
      expect(out).toContain(kept);
    for (const dropped of [
      ".grid{",
      ".hover\\:underline",
      ".space-y-4",
      "content:",
      ".motion-safe",
      "@media (prefers",
    ])
      expect(out).not.toContain(dropped);
    expect(out).not.toContain("tailwindcss"); // the licence comment goes with the file
  });

  it("keeps a rule with a brace inside a string whole", () => {
    const out = pageCss(css, html("before:content-[&quot;}&quot;]"));
    expect(out).toContain('.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}');
    expect(out).toContain("@font-face{font-family:Inter;src:url(/a.woff2)}");
  });

  it("rewrites the page's <style> from the classes outside it", () => {
    const page = `<html><head><style>${css}</style></head><body><p class="grid"></p></body></html>`;
    const out = inlinePageCss(page);
    expect(out).toContain('<style data-page-css="">');
    expect(out).toContain(".grid{display:grid}");
    expect(out).not.toContain(".flex{");
    expect(out).toContain('<p class="grid"></p>');
    expect(inlinePageCss("<html><body>no style</body></html>")).toBe(
      "<html><body>no style</body></html>",
    );
  });

  it("drops @property and @keyframes nothing on the page names", () => {
    const sheet =
      "@layer properties{@supports (x:y){*{--tw-a:0;--tw-b:0}}}" +
      "@layer utilities{.a{translate:var(--tw-a)}.b{rotate:var(--tw-b)}.spin{animation:spin 1s}}" +
      '@property --tw-a{syntax:"*";inherits:false}@property --tw-b{syntax:"*";inherits:false}' +
      "@keyframes spin{to{rotate:1turn}}@keyframes fade{0%{opacity:0}to{opacity:1}}";
    const out = pageCss(sheet, html("a") + '<p style="animation:fade 1s"></p>');
    expect(out).toContain("@property --tw-a{");
    expect(out).not.toContain("@property --tw-b{");
    expect(out).not.toContain("@keyframes spin");
    expect(out).toContain("@keyframes fade{0%{opacity:0}to{opacity:1}}");
    expect(out).toContain("--tw-b:0"); // the fallback layer stays whole
  });
});
