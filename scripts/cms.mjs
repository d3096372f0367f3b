// `npm run cms`: edit the site's content locally. Starts three processes and stops them together:
//  - decap-server (Decap's local backend), writing to this checkout's files (DECAP_SERVER_PORT,
//    default 8081);
//  - the editor at http://localhost:5174/admin/ (CMS_PORT), whose dev server forwards /api/v1 to
//    decap-server, so the editor only talks to its own origin;
//  - the site's dev server at http://localhost:5173 (SITE_PORT), which reloads as files change.
// Options: --no-site (editor only), --root <dir> (edit another copy of the site).
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const root = resolve(args.includes("--root") ? args[args.indexOf("--root") + 1] : ".");
const decapPort = process.env.DECAP_SERVER_PORT ?? "8081";
const cmsPort = process.env.CMS_PORT ?? "5174";
const sitePort = process.env.SITE_PORT ?? "5173";
const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

const children = [];
function start(name, command, commandArgs, env = {}) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join("\n") + "\n";
  child.stdout.on("data", (c) => process.stdout.write(prefix(c)));
  child.stderr.on("data", (c) => process.stderr.write(prefix(c)));
  child.on("exit", (code) => {
    console.log(`[${name}] stopped (${code ?? "signal"})`);
    stop(code ?? 1);
  });
  children.push(child);
}
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

start("decap-server", process.execPath, [bin("decap-server/dist/index.js")], {
  PORT: decapPort,
  BIND_HOST: "127.0.0.1",
  MODE: "fs",
  GIT_REPO_DIRECTORY: root,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
});
start("editor", process.execPath, [bin("vite/bin/vite.js"), "--config", "vite.admin.config.ts"], {
  CMS_PORT: cmsPort,
  DECAP_SERVER_PORT: decapPort,
});
if (!args.includes("--no-site")) {
  start("site", process.execPath, [bin("@react-router/dev/bin.cjs"), "dev", "--port", sitePort]);
}
console.log(
  `\nContent editor: http://localhost:${cmsPort}/admin/\nSite preview:   http://localhost:${sitePort}/\nPress Ctrl+C to stop.\n`,
);
