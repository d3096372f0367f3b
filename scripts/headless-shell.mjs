// A second browser build for an A/B of the browser itself (decision 0070): Chromium's headless
// shell as packaged on the npm registry by @sparticuz/chromium (one package version per Chromium
// major), unpacked into tmp/ (gitignored). The bench, the tracer and the interaction bench take
// any Chromium through CHROMIUM_PATH, so the same build of the site can be measured with Debian's
// Chromium and with this one, alternating, on the same machine.
// Usage: npx node scripts/headless-shell.mjs [153.0.0]
// Prints the two variables to set, e.g.
//   CHROMIUM_PATH=… LD_LIBRARY_PATH=… npm run bench -- --no-build --routes /,/company --runs 1
// Not the goal's browser: the bench's figures stay Debian's Chromium at 4× (decision 0070).
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";

const version = process.argv[2] ?? "153.0.0";
const dir = resolve("tmp", `headless-shell-${version}`);
const binary = join(dir, "chromium");

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: ["ignore", "pipe", "inherit"], ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}`);
  return r.stdout.toString().trim();
};

if (!existsSync(binary)) {
  mkdirSync(dir, { recursive: true });
  const tarball = run("npm", [
    "pack",
    "--silent",
    `@sparticuz/chromium@${version}`,
    "--pack-destination",
    dir,
  ])
    .split("\n")
    .at(-1);
  run("tar", ["xzf", join(dir, tarball), "-C", dir]);
  const bin = join(dir, "package", "bin");
  for (const file of readdirSync(bin).filter((f) => f.endsWith(".br"))) {
    const out = join(dir, file.slice(0, -".br".length));
    writeFileSync(out, brotliDecompressSync(readFileSync(join(bin, file))));
    if (out.endsWith(".tar")) run("tar", ["xf", out, "-C", dir]);
  }
  chmodSync(binary, 0o755);
}

const libraryPath = [join(dir, "lib"), dir].join(":");
const reported = run(binary, ["--version"], {
  env: { ...process.env, LD_LIBRARY_PATH: libraryPath },
});
console.log(`${reported}, in ${dir}`);
console.log(`CHROMIUM_PATH=${binary} LD_LIBRARY_PATH=${libraryPath}`);
