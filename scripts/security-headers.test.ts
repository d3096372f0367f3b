import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  DEFAULT_ANALYTICS_ENDPOINT,
  analyticsSettings,
  headerCsp,
  pageCsp,
  writeSecurityHeaders,
} from "./security-headers.ts";

const ENDPOINT = "https://hooks.example.com/webhook/forms?token=a&b=1";
const PAGE = `<!DOCTYPE html><html><head><title>x</title><script>window.__x=1</script></head><body></body></html>`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "sec-headers-"));
  mkdirSync(join(dir, "client", "about"), { recursive: true });
  writeFileSync(join(dir, "client", "index.html"), PAGE);
  writeFileSync(join(dir, "client", "about", "index.html"), PAGE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (...p: string[]) => readFileSync(join(dir, ...p), "utf8");

describe("security headers and the form endpoint", () => {
  it("allows only 'self' to connect when no endpoint is configured", () => {
    expect(pageCsp([])).toContain("connect-src 'self';");
    expect(headerCsp()).toMatch(/connect-src 'self'$/);
    writeSecurityHeaders(dir);
    expect(read("client", "index.html")).not.toContain("form-endpoint");
  });

  it("adds the endpoint's origin (only) to connect-src in the meta, _headers and nginx file", () => {
    writeSecurityHeaders(dir, { formEndpoint: ENDPOINT });
    const html = read("client", "about", "index.html");
    expect(html).toContain(
      `<meta name="form-endpoint" content="https://hooks.example.com/webhook/forms?token=a&amp;b=1"/>`,
    );
    expect(html).toMatch(/connect-src 'self' https:\/\/hooks\.example\.com;/);
    expect(read("client", "_headers")).toMatch(
      /Content-Security-Policy: frame-ancestors 'none';.*connect-src 'self' https:\/\/hooks\.example\.com\n/,
    );
    expect(read("nginx-security-headers.conf")).toContain(
      "connect-src 'self' https://hooks.example.com\"",
    );
  });

  it("re-running on its own output re-points the endpoint and keeps one of each tag", () => {
    writeSecurityHeaders(dir, { formEndpoint: ENDPOINT });
    writeSecurityHeaders(dir, { formEndpoint: "http://127.0.0.1:4322/hook" });
    let html = read("client", "index.html");
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(html.match(/name="form-endpoint"/g)).toHaveLength(1);
    expect(html).toContain('content="http://127.0.0.1:4322/hook"');
    expect(html).not.toContain("hooks.example.com");
    writeSecurityHeaders(dir);
    html = read("client", "index.html");
    expect(html).not.toContain("form-endpoint");
    expect(html).toContain("connect-src 'self';");
  });

  it("refuses an endpoint that is not an absolute https URL (http only on loopback)", () => {
    expect(() => writeSecurityHeaders(dir, { formEndpoint: "/api/forms" })).toThrow(
      /not an absolute URL/,
    );
    expect(() => writeSecurityHeaders(dir, { formEndpoint: "http://hooks.example.com/x" })).toThrow(
      /must be https/,
    );
    expect(() => writeSecurityHeaders(dir, { formEndpoint: "javascript:alert(1)" })).toThrow(
      /must be https/,
    );
  });
});

describe("security headers and analytics", () => {
  const SELF_HOSTED = {
    domain: "tidelinepartners.com",
    endpoint: "https://stats.example.org/api/event",
  };

  it("reads the settings: off without a domain, Plausible's collector by default", () => {
    expect(analyticsSettings({})).toBeNull();
    expect(analyticsSettings({ VITE_ANALYTICS_DOMAIN: "tidelinepartners.com" })).toEqual({
      domain: "tidelinepartners.com",
      endpoint: DEFAULT_ANALYTICS_ENDPOINT,
    });
    expect(
      analyticsSettings({
        VITE_ANALYTICS_DOMAIN: "tidelinepartners.com",
        VITE_ANALYTICS_ENDPOINT: "https://stats.example.org/api/event",
      }),
    ).toEqual(SELF_HOSTED);
    expect(() => analyticsSettings({ VITE_ANALYTICS_ENDPOINT: "https://x.example/api" })).toThrow(
      /without VITE_ANALYTICS_DOMAIN/,
    );
    expect(() => analyticsSettings({ VITE_ANALYTICS_DOMAIN: '"><script>' })).toThrow(
      /not a domain/,
    );
    expect(() =>
      analyticsSettings({
        VITE_ANALYTICS_DOMAIN: "a.com",
        VITE_ANALYTICS_ENDPOINT: "http://x.com/e",
      }),
    ).toThrow(/must be https/);
  });

  it("writes both tags and adds the collector's origin (only) to connect-src, not script-src", () => {
    writeSecurityHeaders(dir, { formEndpoint: ENDPOINT, analytics: SELF_HOSTED });
    const html = read("client", "index.html");
    expect(html).toContain('<meta name="analytics-domain" content="tidelinepartners.com"/>');
    expect(html).toContain(
      '<meta name="analytics-endpoint" content="https://stats.example.org/api/event"/>',
    );
    expect(html).toMatch(
      /connect-src 'self' https:\/\/hooks\.example\.com https:\/\/stats\.example\.org;/,
    );
    expect(/script-src [^;]*/.exec(html)![0]).not.toContain("stats.example.org");
    expect(read("client", "_headers")).toMatch(
      /connect-src 'self' https:\/\/hooks\.example\.com https:\/\/stats\.example\.org\n/,
    );
    expect(read("nginx-security-headers.conf")).toContain(
      "connect-src 'self' https://hooks.example.com https://stats.example.org\"",
    );
  });

  it("re-pointing replaces the tags, and a run without settings removes them", () => {
    writeSecurityHeaders(dir, { analytics: SELF_HOSTED });
    writeSecurityHeaders(dir, {
      analytics: { domain: "tideline.test", endpoint: "http://127.0.0.1:4622/api/event" },
    });
    let html = read("client", "about", "index.html");
    expect(html.match(/name="analytics-domain"/g)).toHaveLength(1);
    expect(html.match(/name="analytics-endpoint"/g)).toHaveLength(1);
    expect(html).toContain("connect-src 'self' http://127.0.0.1:4622;");
    expect(html).not.toContain("stats.example.org");
    writeSecurityHeaders(dir);
    html = read("client", "about", "index.html");
    expect(html).not.toContain("analytics-");
    expect(html).toContain("connect-src 'self';");
  });
});

describe("the content editor's own policy (/admin/ only)", () => {
  it("gives /admin/ its CSP in the page, _headers and the nginx snippet, and leaves pages as they were", () => {
    mkdirSync(join(dir, "client", "admin"), { recursive: true });
    writeFileSync(join(dir, "client", "admin", "index.html"), PAGE);
    writeSecurityHeaders(dir, { formEndpoint: ENDPOINT });
    const admin = read("client", "admin", "index.html");
    expect(admin).toContain("script-src 'self' 'unsafe-eval'");
    expect(admin).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(admin).not.toContain("form-endpoint");
    // Public pages: exactly the policy they had, nothing of the editor's.
    const page = read("client", "about", "index.html");
    expect(page).toContain(pageCsp([/sha256-[^']+/.exec(page)![0]], { formEndpoint: ENDPOINT }));
    expect(page).not.toMatch(/unsafe-eval|api\.github\.com|blob:/);
    const headers = read("client", "_headers");
    const [site, rest] = headers.split("\n/admin\n");
    expect(site).toContain(`Content-Security-Policy: ${headerCsp({ formEndpoint: ENDPOINT })}\n`);
    expect(site).not.toContain("api.github.com");
    expect(rest).toMatch(
      /^ {2}! Content-Security-Policy\n {2}Content-Security-Policy: .*api\.github\.com/,
    );
    expect(rest).toContain("X-Robots-Tag: noindex");
    expect(headers).toContain("\n/admin/*\n  ! Content-Security-Policy\n");
    expect(read("nginx-admin-headers.conf")).toContain('X-Robots-Tag "noindex, nofollow"');
    expect(read("nginx-security-headers.conf")).not.toContain("api.github.com");
  });
});

describe("the opener policy", () => {
  it("sends no Cross-Origin-Opener-Policy with the site's pages; /admin keeps its popup-friendly one", () => {
    // COOP same-origin puts every visit in a new browsing context group and a cold renderer.
    mkdirSync(join(dir, "client", "admin"), { recursive: true });
    writeFileSync(join(dir, "client", "admin", "index.html"), PAGE);
    writeSecurityHeaders(dir);
    const [site, admin] = read("client", "_headers").split("\n/admin\n");
    expect(site).toContain("X-Frame-Options: DENY");
    expect(site).not.toContain("Cross-Origin-Opener-Policy");
    expect(read("nginx-security-headers.conf")).not.toMatch(/Cross-Origin-Opener-Policy/i);
    expect(admin).toContain("Cross-Origin-Opener-Policy: same-origin-allow-popups");
    expect(read("nginx-admin-headers.conf")).toContain(
      'Cross-Origin-Opener-Policy "same-origin-allow-popups"',
    );
  });
});
