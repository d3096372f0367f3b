import { describe, expect, it } from "vitest";

import { controlHtml, serveControl } from "./control-page";

describe("the benches' control page", () => {
  it("has one heading and one paragraph and nothing the browser must fetch, style or run", () => {
    expect(controlHtml.match(/<h1>/g)).toHaveLength(1);
    expect(controlHtml.match(/<p>/g)).toHaveLength(1);
    expect(controlHtml).not.toMatch(/<script|<style|<link|<img|<svg|style=/i);
  });

  it("is served at any path", async () => {
    const server = serveControl(0);
    await new Promise((done) => server.once("listening", done));
    const { port } = server.address() as { port: number };
    try {
      const res = await fetch(`http://localhost:${port}/anything`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toBe(controlHtml);
    } finally {
      server.close();
    }
  });
});
