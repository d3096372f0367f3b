// Writes app/assets/fonts/inter-core-wght.woff2: Inter Variable (weight axis) cut down to the
// characters the site's text uses and to the OpenType features a browser applies by default plus
// `tnum` (the only one the CSS asks for: `tabular-nums`), so the one font file every first screen
// waits for is 26 KB instead of Fontsource's 48 KB Latin file. Fontsource's file also carries
// frac/numr/dnom/pnum, which nothing here turns on; dropping them saves 3.7 KB and changes no
// pixel (full-page screenshots of four pages at 390 and 1440 px). `calt` stays: Inter's arrows
// and case-aware punctuation come from it. The CSS gives this face exactly the same
// unicode-range (app/styles/app.css), and Fontsource's Latin and Latin-extended files stay
// behind it for any other character, fetched only by a page that uses one.
//
// A developer tool, not a build step (the output is committed): it needs fontTools with brotli,
// on Debian `apt-get install python3-fonttools python3-brotli`. Run `node scripts/subset-font.mjs`
// after adding a character outside the range; tests/e2e/budgets.spec.ts names any page that would
// fetch a second Latin font file.
import { spawnSync } from "node:child_process";
import { statSync, writeFileSync } from "node:fs";

const coreRanges = [
  "U+0020-007E", // ASCII
  "U+00A0-00A1", // no-break space, ¡
  "U+00A9", // ©
  "U+00AE", // ®
  "U+00B7", // ·
  "U+00BF", // ¿
  "U+00D7", // ×
  "U+00E1", // á
  "U+00E9", // é
  "U+2013-2014", // – —
  "U+2018-2019", // ‘ ’
  "U+201C-201D", // “ ”
  "U+2022", // •
  "U+2026", // …
  "U+2122", // ™
  "U+2192", // →
];

const source = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const output = "app/assets/fonts/inter-core-wght.woff2";
const python = process.env.PYTHON ?? "/usr/bin/python3";
const run = spawnSync(
  python,
  [
    "-m",
    "fontTools.subset",
    source,
    `--unicodes=${coreRanges.join(",")}`,
    // Every feature a browser turns on by default, plus the one the CSS asks for.
    "--layout-features=kern,liga,clig,calt,rclt,rlig,ccmp,locl,mark,mkmk,tnum",
    "--flavor=woff2",
    `--output-file=${output}`,
  ],
  { stdio: "inherit" },
);
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(
  "app/assets/fonts/inter-core-ranges.json",
  JSON.stringify(coreRanges, null, 2) + "\n",
);
console.log(`wrote ${output} (${(statSync(output).size / 1024).toFixed(1)} KB)`);
