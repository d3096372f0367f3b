/**
 * Integration: a real `npm run build` of a temporary copy of the site with one malformed blog
 * post must fail, and say which file and which field. (The unit tests in
 * app/lib/blog-validate.test.ts cover the messages; this proves the build really stops.)
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const skip = /^(node_modules|build[^/]*|\.git|\.react-router|test-results|playwright-report)(\/|$)/;
const tmp = mkdtempSync(join(tmpdir(), "blog-build-"));

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function copySite() {
  cpSync(root, tmp, { recursive: true, filter: (src) => !skip.test(relative(root, src)) });
  symlinkSync(join(root, "node_modules"), join(tmp, "node_modules"), "dir");
}

function build() {
  // A real build: without VITEST, which makes vite.config.ts leave out the React Router plugin.
  const env = { ...process.env };
  delete env.VITEST;
  const run = spawnSync("npm", ["run", "build"], {
    cwd: tmp,
    env: { ...env, BUILD_DIR: "build-malformed" },
    encoding: "utf8",
    timeout: 170_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe("npm run build with a malformed blog post", () => {
  it("fails and names the file and the field", { timeout: 180_000 }, () => {
    copySite();
    writeFileSync(
      join(tmp, "app/content/blog/broken-post.md"),
      [
        "---",
        "slug: broken-post",
        "category: Automation",
        "excerpt: This post forgot its title, so the build has to stop and say exactly that.",
        "imageDescription: A workflow diagram with four connected steps",
        "author: Maya Castillo",
        'date: "2026-05-01"',
        "related:",
        "  - title: Automations",
        "    description: Every workflow we automate.",
        "    link: /automations",
        "---",
        "",
      ].join("\n"),
    );
    const { status, output } = build();
    expect(status).not.toBe(0);
    expect(output).toMatch(/Invalid blog post app\/content\/blog\/broken-post\.md: field title: /);
  });
});
