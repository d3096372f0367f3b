// Build-time security headers, run by postbuild.
//
// The Content-Security-Policy is split in two so it works on any static host:
//  - per page, a <meta http-equiv="Content-Security-Policy"> injected at the top of <head> with the
//    SHA-256 hash of every inline script that page carries (React Router's hydration scripts), so
//    scripts need neither 'unsafe-inline' nor 'unsafe-eval';
//  - site-wide, the CSP header with the directives a <meta> policy cannot carry (frame-ancestors)
//    plus the same hardening, and the other security headers. Both policies are enforced together.
// Outputs: build/client/_headers (Netlify/Cloudflare Pages syntax, also read by scripts/serve.mjs)
// and build/nginx-security-headers.conf (included by deploy/nginx.conf).
//
// The form endpoint (VITE_FORM_ENDPOINT) is written here too, as <meta name="form-endpoint"> in
// every page, so the address the forms post to and the connect-src that allows it always come
// from the same value. Run on its own to re-point an existing build without
// rebuilding: VITE_FORM_ENDPOINT=https://… node scripts/security-headers.ts [buildDir]
//
// Analytics follows the same pattern: VITE_ANALYTICS_DOMAIN (and
// VITE_ANALYTICS_ENDPOINT for a self-hosted collector) become <meta name="analytics-domain"> and
// <meta name="analytics-endpoint">, and the collector's origin joins connect-src. The tracker is
// bundled with the site, so script-src stays as it is. Unset, pages carry neither.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export type AnalyticsSettings = { domain: string; endpoint: string };
type Options = { formEndpoint?: string; analytics?: AnalyticsSettings | null };

/** The scheduling service: the only third party allowed to run script or be framed. */
export const SCHEDULER_ORIGINS = ["https://app.cal.com", "https://cal.com"];

/** Checks an endpoint and returns its URL; throws a readable error for a bad value. */
function parseEndpoint(value: string, variable: string): URL {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} is not an absolute URL: ${value}`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    throw new Error(`${variable} must be https (http only on loopback): ${value}`);
  }
  return url;
}

export const parseFormEndpoint = (formEndpoint: string): URL =>
  parseEndpoint(formEndpoint, "VITE_FORM_ENDPOINT");

/** Plausible's hosted collector, used when only a domain is configured. */
export const DEFAULT_ANALYTICS_ENDPOINT = "https://plausible.io/api/event";

/**
 * The analytics settings from the environment, checked: null when off. The domain is the site
 * as registered with the collector (a comma-separated list is allowed, as Plausible allows).
 */
export function analyticsSettings(
  env: Record<string, string | undefined> = process.env,
): AnalyticsSettings | null {
  const domain = env.VITE_ANALYTICS_DOMAIN?.trim();
  const endpoint = env.VITE_ANALYTICS_ENDPOINT?.trim();
  if (!domain) {
    if (endpoint) throw new Error("VITE_ANALYTICS_ENDPOINT is set without VITE_ANALYTICS_DOMAIN");
    return null;
  }
  if (!/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i.test(domain)) {
    throw new Error(`VITE_ANALYTICS_DOMAIN is not a domain name: ${domain}`);
  }
  const url = parseEndpoint(endpoint || DEFAULT_ANALYTICS_ENDPOINT, "VITE_ANALYTICS_ENDPOINT");
  return { domain, endpoint: url.href };
}

/**
 * connect-src: the site itself, plus the form endpoint's and the analytics collector's origins
 * when they are configured.
 */
export function connectSrc(formEndpoint?: string, analytics?: AnalyticsSettings | null): string {
  const origins = [
    "'self'",
    formEndpoint && parseFormEndpoint(formEndpoint).origin,
    analytics && new URL(analytics.endpoint).origin,
  ];
  return [...new Set(origins.filter(Boolean))].join(" ");
}

export function pageCsp(scriptHashes: string[], { formEndpoint, analytics }: Options = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")} ${SCHEDULER_ORIGINS[0]}`.replace(
      /\s+/g,
      " ",
    ),
    // Styles: Radix Select and its scroll lock inject <style> elements with computed content, and
    // React and Radix set style attributes, so inline styles stay allowed (they cannot run script).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${connectSrc(formEndpoint, analytics)}`,
    `frame-src ${SCHEDULER_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

/**
 * The content editor at /admin/ (Decap CMS) has a policy of its own, applied only under /admin/:
 * - script-src adds 'unsafe-eval': Decap validates its configuration with ajv, which compiles
 *   the schema with `new Function` (nothing else on the page needs it, and no third-party
 *   script is allowed);
 * - connect-src adds the GitHub API, where the production editor reads and saves content;
 * - img-src adds blob: (uploads and files fetched from GitHub are shown as blob URLs) and GitHub
 *   avatars (the signed-in user's picture);
 * - style-src keeps 'unsafe-inline' (the editor's CSS-in-JS writes <style> elements).
 * Local editing (`npm run cms`) goes through the admin's own origin (/api/v1), so 'self' covers it.
 */
export const ADMIN_CONNECT = ["https://api.github.com"];
export function adminPageCsp(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    // blob: the editor reads an upload back from its blob URL to send it to the backend.
    `connect-src 'self' blob: ${ADMIN_CONNECT.join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}
export function adminHeaderCsp(): string {
  return `frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; connect-src 'self' blob: ${ADMIN_CONNECT.join(" ")}`;
}
export function adminHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": adminHeaderCsp(),
    ...otherHeaders,
    // GitHub sign-in runs in a popup that reports back to this window: keep the opener.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/** Is this HTML file the content editor (build/client/admin/…)? */
const isAdminFile = (client: string, file: string) => file.startsWith(join(client, "admin") + sep);

/** Site-wide header policy: what a <meta> CSP cannot express, plus defence in depth. */
export function headerCsp({ formEndpoint, analytics }: Options = {}): string {
  return `frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; connect-src ${connectSrc(formEndpoint, analytics)}`;
}

const otherHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()",
  // No Cross-Origin-Opener-Policy on the site's pages: `same-origin` made Chromium load every
  // visit in a new browsing context group, which doubles the navigation's commit and leaves the
  // page to a cold renderer (Lighthouse TBT medians 30–37 ms with it, 0–13 ms without). The pages
  // hold no session or per-visitor data for an opener to reach. /admin sets its own.
  "X-Frame-Options": "DENY",
};

export function securityHeaders({ formEndpoint, analytics }: Options = {}): Record<string, string> {
  return {
    "Content-Security-Policy": headerCsp({ formEndpoint, analytics }),
    ...otherHeaders,
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === "assets" ? [] : htmlFiles(p);
    return name.endsWith(".html") ? [p] : [];
  });
}

/** Hashes of the executable inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue; // JSON-LD and other data
    hashes.push(
      `sha256-${createHash("sha256")
        .update(m[2] ?? "")
        .digest("base64")}`,
    );
  }
  return [...new Set(hashes)];
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Writes the per-page CSP (and the form endpoint's and analytics <meta> tags when configured)
 * into every page, then _headers and the nginx header file. Safe to run again on its own output.
 * `analytics` is what `analyticsSettings()` returns.
 */
export function writeSecurityHeaders(
  buildDir: string,
  { formEndpoint, analytics }: Options = {},
): { pages: number } {
  const client = join(buildDir, "client");
  const endpointMeta =
    (formEndpoint
      ? `<meta name="form-endpoint" content="${escapeAttr(parseFormEndpoint(formEndpoint).href)}"/>`
      : "") +
    (analytics
      ? `<meta name="analytics-domain" content="${escapeAttr(analytics.domain)}"/>` +
        `<meta name="analytics-endpoint" content="${escapeAttr(parseEndpoint(analytics.endpoint, "VITE_ANALYTICS_ENDPOINT").href)}"/>`
      : "");
  let pages = 0;
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, "utf8")
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
      .replace(/<meta name="form-endpoint"[^>]*>/, "")
      .replace(/<meta name="analytics-(domain|endpoint)"[^>]*>/g, "");
    const admin = isAdminFile(client, file);
    const csp = admin
      ? adminPageCsp(inlineScriptHashes(html))
      : pageCsp(inlineScriptHashes(html), { formEndpoint, analytics });
    const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}"/>${admin ? "" : endpointMeta}`;
    writeFileSync(file, html.replace(/<head>/, `<head>${meta}`));
    pages++;
  }
  const headers = securityHeaders({ formEndpoint, analytics });
  const headerLines = Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`);
  writeFileSync(
    join(client, "_headers"),
    [
      "/*",
      ...headerLines,
      "",
      "/assets/*",
      "  Cache-Control: public, max-age=31536000, immutable",
      "",
      // The editor replaces the site-wide CSP (`!` detaches it, as Cloudflare Pages reads it;
      // scripts/serve.mjs applies the last matching rule's value).
      ...["/admin", "/admin/*"].flatMap((path) => [
        path,
        "  ! Content-Security-Policy",
        ...Object.entries(adminHeaders()).map(([k, v]) => `  ${k}: ${v}`),
        "",
      ]),
    ].join("\n"),
  );
  writeFileSync(
    join(buildDir, "nginx-security-headers.conf"),
    "# Generated by scripts/security-headers.ts — do not edit.\n" +
      Object.entries(headers)
        .map(([k, v]) => `add_header ${k} "${v}" always;`)
        .join("\n") +
      "\n",
  );
  writeFileSync(
    join(buildDir, "nginx-admin-headers.conf"),
    "# Generated by scripts/security-headers.ts — do not edit. Headers for /admin/ only.\n" +
      Object.entries(adminHeaders())
        .map(([k, v]) => `add_header ${k} "${v}" always;`)
        .join("\n") +
      "\n",
  );
  return { pages };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = process.argv[2] ?? process.env.BUILD_DIR ?? "build";
  const formEndpoint = process.env.VITE_FORM_ENDPOINT || undefined;
  const analytics = analyticsSettings();
  const { pages } = writeSecurityHeaders(buildDir, { formEndpoint, analytics });
  console.log(
    `security-headers: ${pages} pages in ${buildDir}, form endpoint ${formEndpoint ?? "none (simulated send)"}, analytics ${analytics ? `${analytics.domain} via ${analytics.endpoint}` : "off"}`,
  );
}
