import { describe, expect, it } from "vitest";

import { fillPageSprite, symbolsOf } from "./page-sprite";

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  '<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol>' +
  '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>' +
  '<symbol id="icon-zap" viewBox="0 0 24 24"><path d="M4 14 14 3"/></symbol></svg>';
const placeholder = '<svg data-icon-sprite="" aria-hidden="true" style="display:none"></svg>';
const page = (body: string) => `<html><body>${placeholder}${body}</body></html>`;
const icon = (id: string) => `<svg viewBox="0 0 24 24"><use href="#${id}"></use></svg>`;

describe("page sprite", () => {
  it("reads each symbol whole, by id", () => {
    const symbols = symbolsOf(sprite);
    expect([...symbols.keys()]).toEqual(["icon-menu", "icon-x", "icon-zap"]);
    expect(symbols.get("icon-x")).toBe(
      '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>',
    );
  });

  it("puts in the symbols the page uses, once each, and nothing else", () => {
    const html = fillPageSprite(
      page(icon("icon-x") + icon("icon-menu") + icon("icon-x")),
      symbolsOf(sprite),
    );
    const filled = /<svg data-icon-sprite=""[^>]*>([\s\S]*?)<\/svg><svg/.exec(html)![1]!;
    expect([...filled.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "icon-menu",
      "icon-x",
    ]);
    expect(html).not.toContain("icon-zap");
    expect(html.endsWith(icon("icon-x") + "</body></html>")).toBe(true);
  });

  it("counts icons inside templates (the 404 files' other views)", () => {
    const html = fillPageSprite(
      page(`<template>${icon("icon-zap")}</template>`),
      symbolsOf(sprite),
    );
    expect(html).toContain('<symbol id="icon-zap"');
  });

  it("leaves the placeholder empty on a page without icons", () => {
    expect(fillPageSprite(page("<p>No icons</p>"), symbolsOf(sprite))).toBe(
      page("<p>No icons</p>"),
    );
  });

  it("fails on an icon the sprite lacks, and on a page without one placeholder", () => {
    expect(() => fillPageSprite(page(icon("icon-gone")), symbolsOf(sprite))).toThrow(/icon-gone/);
    expect(() => fillPageSprite("<html><body></body></html>", symbolsOf(sprite))).toThrow(
      /found 0/,
    );
    expect(() => fillPageSprite(page(placeholder), symbolsOf(sprite))).toThrow(/found 2/);
  });
});
