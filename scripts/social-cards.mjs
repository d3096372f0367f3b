// Social cards: one 1200×630 PNG per page, drawn at build time from the page's title in
// the brand's style, with no browser and no network. The card is an SVG (brand tokens, the
// page's section and title) rendered by resvg (WebAssembly) with Inter from @fontsource/inter.
// Output: build/client/og/<slug>.png, where the slug comes from lib/social-card.ts's rule.
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { inflateSync } from "node:zlib";

import { Resvg, initWasm } from "@resvg/resvg-wasm";

const require = createRequire(import.meta.url);

/** WOFF 1.0 → SFNT (TrueType/OpenType): resvg reads SFNT only; WOFF tables are zlib streams. */
export function woffToSfnt(woff) {
  if (woff.toString("ascii", 0, 4) !== "wOFF") throw new Error("not a WOFF file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const pow = 2 ** Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(pow * 16, 6);
  head.writeUInt16BE(Math.log2(pow), 8);
  head.writeUInt16BE(numTables * 16 - pow * 16, 10);
  const chunks = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

const escape = (s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy word wrap by an average glyph width (Inter ExtraBold ≈ 0.56 em). */
export function wrap(text, fontSize, maxWidth, em = 0.56) {
  const perLine = Math.floor(maxWidth / (fontSize * em));
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The card for one page, as SVG. */
export function cardSvg({ title, section, siteName, tagline }) {
  let size = 72;
  let lines = wrap(title, size, 1010);
  while (lines.length > 3 && size > 44) lines = wrap(title, (size -= 6), 1010);
  const lineHeight = Math.round(size * 1.1);
  const top = 244 + size; // first baseline, under the section label
  const [first, ...rest] = siteName.split(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#082524"/>
<circle cx="1120" cy="-40" r="420" fill="#103f3c"/>
<circle cx="1120" cy="-40" r="260" fill="#15504c"/>
<rect x="0" y="606" width="1200" height="24" fill="#46b0a5"/>
<g transform="translate(88 72) scale(2)"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M6 19c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3" fill="none" stroke="#1b4d4a" stroke-width="2.6" stroke-linecap="round"/><path d="M6 12.5c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3" fill="none" stroke="#46b0a5" stroke-width="2.6" stroke-linecap="round"/></g>
<text x="172" y="116" font-family="Inter" font-size="34" font-weight="700" fill="#ffffff">${escape(first)} <tspan fill="#abe4db">${escape(rest.join(" "))}</tspan></text>
${section ? `<text x="88" y="222" font-family="Inter" font-size="26" font-weight="700" letter-spacing="3" fill="#f5a93a">${escape(section.toUpperCase())}</text>` : ""}
${lines.map((l, i) => `<text x="88" y="${top + i * lineHeight}" font-family="Inter" font-size="${size}" font-weight="800" fill="#ffffff">${escape(l)}</text>`).join("\n")}
<text x="88" y="540" font-family="Inter" font-size="28" font-weight="400" fill="#d5f2ed">${escape(tagline)}</text>
</svg>`;
}

/** Section label from the path's first segment, e.g. /automations/x → "Automations". */
export function sectionOf(path, labels) {
  const seg = path.split("/")[1] ?? "";
  return labels[seg] ?? "";
}

let ready;
async function renderer() {
  ready ??= (async () => {
    await initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
    const font = (w) =>
      woffToSfnt(
        readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${w}-normal.woff`)),
      );
    return [font(400), font(700), font(800)];
  })();
  return ready;
}

/** Renders one card to PNG bytes. */
export async function renderCard(card) {
  const fontBuffers = await renderer();
  const resvg = new Resvg(cardSvg(card), {
    fitTo: { mode: "width", value: 1200 },
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: "Inter" },
  });
  return Buffer.from(resvg.render().asPng());
}

/** Writes a card for every page: pages = [{ path, title, slug }]. Returns the files written. */
export async function writeSocialCards(clientDir, pages, { siteName, tagline, labels }) {
  mkdirSync(join(clientDir, "og"), { recursive: true });
  const files = [];
  for (const page of pages) {
    const png = await renderCard({
      title: page.title,
      section: sectionOf(page.path, labels),
      siteName,
      tagline,
    });
    const file = join(clientDir, "og", `${page.slug}.png`);
    writeFileSync(file, png);
    files.push({ file, bytes: png.length });
  }
  return files;
}
