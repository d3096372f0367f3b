// One-off generator for the looping education video (public/media/education-loop.*).
// Draws each frame as SVG in Chromium (brand colours, no words), then encodes with ffmpeg:
// WebM (VP9) and MP4 (H.264) without an audio track, plus a WebP poster. Needs ffmpeg on PATH;
// it is not a project dependency, so run this only to regenerate the committed files:
//   npx node scripts/make-education-video.mjs
/* global document -- the callbacks passed to page.evaluate run in the browser */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromium } from "@playwright/test";

import { chromiumArgs, findChromium } from "./chromium-path.ts";

const W = 960;
const H = 540;
const FPS = 24;
const SECONDS = 8;
const out = "public/media";

const c = {
  bg: "#082524",
  glow: "#1d5f5b",
  card: "#ffffff",
  line: "#abe4db",
  teal: "#2b948a",
  tealDark: "#163f3d",
  muted: "#d5f2ed",
  amber: "#f5a93a",
  amberSoft: "#fdefd3",
};

// Drawn in the page: returns the SVG markup for time t (seconds). The state at t = 8 equals
// the state at t = 0, so the loop has no visible seam.
function frameSvg(t, W, H, c) {
  const clamp = (v) => Math.max(0, Math.min(1, v));
  const ease = (v) => (v < 0.5 ? 2 * v * v : 1 - Math.pow(-2 * v + 2, 2) / 2);
  const ramp = (from, to) => ease(clamp((t - from) / (to - from)));
  const fadeOut = 1 - ramp(7.1, 7.9); // everything returns to the start state
  const typed = [ramp(0.3, 1.1), ramp(0.9, 1.7), ramp(1.5, 2.2)].map((v) => v * fadeOut);
  const caret = Math.floor(t * 2) % 2 === 0 ? 1 : 0;

  // Prompt card (left)
  const card = `
    <rect x="70" y="140" width="300" height="260" rx="18" fill="${c.card}"/>
    <circle cx="98" cy="170" r="6" fill="${c.line}"/><circle cx="118" cy="170" r="6" fill="${c.line}"/>
    <circle cx="138" cy="170" r="6" fill="${c.amber}"/>
    <rect x="96" y="198" width="248" height="2" fill="${c.muted}"/>
    ${[0, 1, 2]
      .map((i) => {
        const full = [220, 180, 200][i];
        const w = Math.max(0, full * typed[i]);
        return `<rect x="96" y="${226 + i * 38}" width="${full}" height="16" rx="8" fill="${c.muted}" opacity="0.55"/>
                <rect x="96" y="${226 + i * 38}" width="${w}" height="16" rx="8" fill="${c.teal}"/>`;
      })
      .join("")}
    <rect x="${96 + 200 * typed[2] + 6}" y="300" width="3" height="20" fill="${c.tealDark}" opacity="${caret * (typed[2] > 0.02 && typed[2] < 0.98 ? 1 : 0)}"/>
    <rect x="96" y="350" width="110" height="30" rx="15" fill="${c.amber}" opacity="${0.35 + 0.65 * ramp(2.1, 2.4) * fadeOut}"/>`;

  // Connectors and pulses (middle) to three tool nodes
  const nodes = [
    { y: 150, glyph: "person" },
    { y: 270, glyph: "mail" },
    { y: 390, glyph: "receipt" },
  ];
  const start = { x: 370, y: 270 };
  const nodeX = 560;
  const paths = nodes.map(
    (n) =>
      `M${start.x} ${start.y} C ${start.x + 90} ${start.y}, ${nodeX - 100} ${n.y}, ${nodeX - 34} ${n.y}`,
  );
  const pulses = nodes.map((n, i) => {
    const p = ramp(2.4 + i * 0.35, 3.4 + i * 0.35);
    const visible = p > 0 && p < 1 ? 1 : 0;
    // cubic Bezier point
    const x0 = start.x,
      y0 = start.y,
      x1 = start.x + 90,
      y1 = start.y,
      x2 = nodeX - 100,
      y2 = n.y;
    const x3 = nodeX - 34,
      y3 = n.y;
    const u = 1 - p;
    const x = u ** 3 * x0 + 3 * u * u * p * x1 + 3 * u * p * p * x2 + p ** 3 * x3;
    const y = u ** 3 * y0 + 3 * u * u * p * y1 + 3 * u * p * p * y2 + p ** 3 * y3;
    return `<circle cx="${x}" cy="${y}" r="8" fill="${c.amber}" opacity="${visible}"/>
            <circle cx="${x}" cy="${y}" r="16" fill="${c.amber}" opacity="${visible * 0.25}"/>`;
  });
  const lit = nodes.map((_, i) => ramp(3.3 + i * 0.35, 3.6 + i * 0.35) * fadeOut);
  const glyph = (g, x, y, color) => {
    if (g === "person")
      return `<circle cx="${x}" cy="${y - 8}" r="8" fill="${color}"/><path d="M${x - 15} ${y + 16} a15 13 0 0 1 30 0 z" fill="${color}"/>`;
    if (g === "mail")
      return `<rect x="${x - 17}" y="${y - 12}" width="34" height="24" rx="4" fill="none" stroke="${color}" stroke-width="4"/><path d="M${x - 15} ${y - 9} L${x} ${y + 3} L${x + 15} ${y - 9}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round"/>`;
    return `<rect x="${x - 13}" y="${y - 17}" width="26" height="34" rx="4" fill="none" stroke="${color}" stroke-width="4"/><rect x="${x - 6}" y="${y - 7}" width="12" height="4" rx="2" fill="${color}"/><rect x="${x - 6}" y="${y + 3}" width="12" height="4" rx="2" fill="${color}"/>`;
  };
  const links = `
    ${paths.map((d) => `<path d="${d}" fill="none" stroke="${c.glow}" stroke-width="4" stroke-linecap="round"/>`).join("")}
    ${pulses.join("")}
    ${nodes
      .map((n, i) => {
        const l = lit[i];
        return `<rect x="${nodeX - 34}" y="${n.y - 34}" width="68" height="68" rx="16" fill="${c.tealDark}" stroke="${c.amber}" stroke-width="${2 + 2 * l}" stroke-opacity="${l}"/>
                <rect x="${nodeX - 34}" y="${n.y - 34}" width="68" height="68" rx="16" fill="${c.amber}" opacity="${0.18 * l}"/>
                ${glyph(n.glyph, nodeX, n.y, l > 0.5 ? c.amberSoft : c.line)}`;
      })
      .join("")}`;

  // Chart card (right): bars rise once the tools have run
  const heights = [70, 105, 140, 185];
  const grow = ramp(4.2, 5.6) * fadeOut;
  const chart = `
    <path d="M${nodeX + 34} 270 L 690 270" stroke="${c.glow}" stroke-width="4" stroke-linecap="round"/>
    <rect x="690" y="140" width="200" height="260" rx="18" fill="${c.tealDark}" stroke="${c.glow}" stroke-width="2"/>
    <rect x="712" y="164" width="90" height="12" rx="6" fill="${c.line}" opacity="0.7"/>
    <rect x="712" y="366" width="156" height="3" fill="${c.glow}"/>
    ${heights
      .map((h, i) => {
        const hh = 20 + (h - 20) * ramp(4.2 + i * 0.2, 5.0 + i * 0.2) * fadeOut;
        return `<rect x="${718 + i * 38}" y="${366 - hh}" width="26" height="${hh}" rx="5" fill="${i === 3 ? c.amber : c.teal}"/>`;
      })
      .join("")}
    <circle cx="858" cy="168" r="${10 + 4 * grow}" fill="${c.amber}" opacity="${grow}"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 960 540">
    <defs><radialGradient id="g" cx="85%" cy="0%" r="90%"><stop offset="0" stop-color="${c.glow}"/><stop offset="1" stop-color="${c.bg}"/></radialGradient></defs>
    <rect width="960" height="540" fill="url(#g)"/>
    ${card}${links}${chart}
  </svg>`;
}

const dir = mkdtempSync(join(tmpdir(), "edu-video-"));
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: W, height: H } });
await page.setContent(
  `<html><body style="margin:0;background:${c.bg}"><div id="f"></div></body></html>`,
);
const total = FPS * SECONDS;
for (let i = 0; i < total; i++) {
  const svg = frameSvg(i / FPS, W, H, c);
  await page.evaluate((markup) => {
    document.getElementById("f").innerHTML = markup;
  }, svg);
  await page.screenshot({ path: join(dir, `f${String(i).padStart(3, "0")}.png`) });
}
// The poster is the finished state (prompt typed, tools lit, chart up).
const posterFrame = join(dir, "poster.png");
await page.evaluate(
  (markup) => {
    document.getElementById("f").innerHTML = markup;
  },
  frameSvg(6.5, W, H, c),
);
await page.screenshot({ path: posterFrame });
await browser.close();

mkdirSync(out, { recursive: true });
const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", join(dir, "f%03d.png")];
execFileSync("ffmpeg", [
  ...input,
  ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-row-mt", "1", "-deadline", "good"],
  ...["-pix_fmt", "yuv420p", "-an", join(out, "education-loop.webm")],
]);
execFileSync("ffmpeg", [
  ...input,
  ...["-c:v", "libx264", "-crf", "28", "-preset", "veryslow", "-tune", "animation"],
  ...["-profile:v", "high", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an"],
  join(out, "education-loop.mp4"),
]);
execFileSync("ffmpeg", [
  ...["-y", "-loglevel", "error", "-i", posterFrame],
  ...["-c:v", "libwebp", "-quality", "82", join(out, "education-loop-poster.webp")],
]);
rmSync(dir, { recursive: true });
for (const f of ["education-loop.webm", "education-loop.mp4", "education-loop-poster.webp"]) {
  console.log(`${f}: ${(statSync(join(out, f)).size / 1024).toFixed(1)} KB`);
}
