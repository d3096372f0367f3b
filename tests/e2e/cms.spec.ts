// The content editor end to end: decap-server on a throwaway copy of the site (never
// the working tree), the built /admin/ in Chromium, and through its UI a new blog post with an
// uploaded picture and a new job opening, published. Then the files it wrote are checked (front
// matter, slug from the title, the schemas), and the copy is built: the post's page, its card
// first on the blog list, its feed item and the job on the careers page appear with their text.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { crc32, deflateSync } from "node:zlib";

import { type Page, expect, test } from "@playwright/test";

import { splitFrontMatter } from "../../scripts/content-files.ts";
import { loadBlog, loadList } from "../../scripts/content-load.ts";
import { unresolvedIcons } from "./page-parts";

const root = resolve(import.meta.dirname, "../..");
// E2E_PORT+1…+8 belong to the form-delivery spec.
const decapPort = Number(process.env.E2E_PORT ?? 4310) + 9;

const post = {
  title: "How a Design Studio Won Back Its Fridays",
  slug: "how-a-design-studio-won-back-its-fridays",
  excerpt:
    "A design studio automated its proposals and invoices. Here is what it took, and what changed for the team.",
  body: "Every Friday the studio chased unpaid invoices by hand. Now a workflow sends the reminders and the team designs instead.",
  alt: "The studio team around a desk, celebrating a paid invoice",
};
const job = {
  title: "Workflow Automation Engineer",
  slug: "workflow-automation-engineer",
  description:
    "Build and maintain the automations our clients run on, from intake forms to invoicing, and write down how each one works.",
};

/** A solid-colour PNG of the given size (what staff upload; the build reads its size). */
function png(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x2a)]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const skip =
  /^(node_modules|build[^/]*|\.git|\.react-router|test-results|playwright-report|bench-results)(\/|$)/;
let copy = "";
let decap: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "cms-e2e-"));
  cpSync(root, copy, { recursive: true, filter: (src) => !skip.test(relative(root, src)) });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  decap = spawn(process.execPath, [join(root, "node_modules/decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(decapPort),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: copy,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${decapPort}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).catch(() => undefined);
        return res?.ok ? ((await res.json()) as { type: string }).type : undefined;
      },
      { timeout: 15_000 },
    )
    .toBe("local_fs");
});

test.afterAll(() => {
  decap?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/**
 * The admin page is the real build under the suite's server; what `npm run cms`'s dev server
 * does (forward /api/v1 to decap-server, serve fresh uploads from public/) the test does here.
 */
async function openEditor(page: Page, problems: string[]) {
  page.on("console", (msg) => {
    if (/Content Security Policy/.test(msg.text())) problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  await page.route("**/api/v1", async (route) => {
    const response = await route.fetch({ url: `http://127.0.0.1:${decapPort}/api/v1` });
    await route.fulfill({ response });
  });
  await page.route("**/media/uploads/**", (route) => {
    const file = join(copy, "public", new URL(route.request().url()).pathname);
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  await page.goto("/admin/");
  await page.getByRole("button", { name: /login/i }).click();
  await expect(page.getByRole("link", { name: "Blog posts" })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

test("staff publish a blog post with a picture and a job opening, and the built site shows both", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  await openEditor(page, problems);
  // The collections in the order staff think of them.
  await expect(page.locator("body")).toContainText(
    /Blog posts.*Case studies.*Job openings.*Podcast episodes.*Reviews.*Team members.*FAQ.*Legal documents/s,
  );

  // A blog post with an uploaded picture.
  await page.goto("/admin/#/collections/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(post.title);
  await page.getByRole("combobox", { name: "Category" }).fill("Automation");
  await page.keyboard.press("Enter");
  await page.getByLabel("Summary").fill(post.excerpt);
  await page.getByLabel("Publication date").fill("2026-11-22");
  await page.getByLabel("Author").fill("Maya Castillo");
  await page.getByRole("combobox", { name: "Drawing" }).fill("Connected workflow");
  await page.keyboard.press("Enter");
  await page
    .getByLabel("What the drawing shows")
    .fill("Connected workflow steps from a signed proposal to a paid invoice");
  await page.getByRole("button", { name: "Choose an image" }).click();
  const upload = join(copy, "studio-team.png");
  writeFileSync(upload, png(1200, 675));
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole("button", { name: /choose selected/i }).click();
  await page.getByLabel(/alt text/).fill(post.alt);
  await page.getByRole("button", { name: /add related pages/i }).click();
  await page.getByLabel("Title", { exact: true }).nth(1).fill("Automations");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Every workflow we automate for service businesses.");
  await page.getByLabel("Page address").fill("/automations");
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(post.body);
  // The preview draws the card and the article with the site's own components.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { name: post.title }).first()).toBeVisible();
  await expect(preview.getByText(post.body)).toBeVisible();
  await expect(preview.getByRole("img", { name: post.alt }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("admin-blog-post.png") });
  await publish(page);
  const postFile = join(copy, "app/content/blog", `${post.slug}.md`);
  await expect.poll(() => existsSync(postFile), { timeout: 15_000 }).toBe(true);

  // A job opening.
  await page.goto("/admin/#/collections/jobs/new");
  await page.getByLabel("Job title").fill(job.title);
  await page.getByLabel("Team").fill("Automation");
  await page.getByLabel("Date posted").fill("2026-11-21");
  await page.getByLabel("What the job is").fill(job.description);
  await expect(
    page.frameLocator("iframe").first().getByRole("heading", { name: job.title }),
  ).toBeVisible();
  // Its icons point to symbols in the preview frame, which gets the whole sprite (admin/previews).
  const jobPreview = page.frameLocator("iframe").first();
  await expect(jobPreview.locator("use").first()).toBeAttached();
  await expect.poll(() => unresolvedIcons(jobPreview)).toEqual([]);
  await publish(page);
  const jobFile = join(copy, "app/content/jobs", `${job.slug}.yml`);
  await expect.poll(() => existsSync(jobFile), { timeout: 15_000 }).toBe(true);
  expect(problems, "no CSP violation or page error in the editor").toEqual([]);
  // The editor's part is done. A request it still has in flight when the test ends would meet a
  // disposed response in the forwarding handler (Playwright's documented fix).
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // The files: front matter as the schema wants it, slug from the title, the picture uploaded.
  const { data, body } = splitFrontMatter(readFileSync(postFile, "utf8"), postFile);
  expect(data).toMatchObject({
    title: post.title,
    category: "Automation",
    date: "2026-11-22",
    illustration: "workflow",
    image: { src: "/media/uploads/studio-team.png", alt: post.alt },
    comingSoon: false,
  });
  expect(body.trim()).toBe(post.body);
  expect(existsSync(join(copy, "public/media/uploads/studio-team.png"))).toBe(true);
  const [indexed] = loadBlog(copy);
  expect(indexed).toMatchObject({ slug: post.slug, hasBody: true });
  expect(indexed!.image).toEqual({
    src: "/media/uploads/studio-team.png",
    alt: post.alt,
    width: 1200,
    height: 675,
  });
  expect(loadList(copy, "jobs").map((j) => j.title)).toContain(job.title);

  // The site picks them up: build the copy.
  const build = spawnSync("npm", ["run", "build"], {
    cwd: copy,
    env: { ...process.env, BUILD_DIR: "build" },
    encoding: "utf8",
    timeout: 180_000,
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  const client = join(copy, "build/client");
  const article = readFileSync(join(client, "blog", post.slug, "index.html"), "utf8");
  expect(article).toContain(post.title);
  expect(article).toContain(post.body);
  expect(article).toContain(
    `src="/media/uploads/studio-team.png" alt="${post.alt}" width="1200" height="675"`,
  );
  // Newest first: the new post is the first card on the blog list.
  const list = readFileSync(join(client, "blog", "index.html"), "utf8");
  const firstCard = list.indexOf(`href="/blog/${post.slug}"`);
  expect(firstCard).toBeGreaterThan(-1);
  expect(firstCard).toBeLessThan(list.indexOf('href="/blog/ai-strategy-guide-for-small-business"'));
  const feed = readFileSync(join(client, "rss.xml"), "utf8");
  expect(feed.indexOf(`<title>${post.title}</title>`)).toBeLessThan(
    feed.indexOf("<title>The Small Business"),
  );
  expect(feed).toContain(`/blog/${post.slug}</link>`);
  const careers = readFileSync(join(client, "company", "careers", "index.html"), "utf8");
  expect(careers).toContain(job.title);
  expect(careers).toContain(job.description);
  expect(readFileSync(join(client, "sitemap.xml"), "utf8")).toContain(`/blog/${post.slug}</loc>`);
});

test("the editor stays out of the public site: not linked, not in the sitemap, never indexed", async ({
  request,
}) => {
  const client = join(root, process.env.BUILD_DIR ?? "build", "client");
  const { pages } = JSON.parse(readFileSync(join(client, "..", "route-index.json"), "utf8")) as {
    pages: string[];
  };
  for (const path of [...pages, "/404.html", "/blog/404.html"]) {
    const res = await request.get(path);
    expect(await res.text(), `${path} mentions /admin`).not.toMatch(/["'(]\/admin/);
  }
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  const admin = await request.get("/admin/");
  expect(admin.headers()["x-robots-tag"]).toContain("noindex");
  expect(admin.headers()["content-security-policy"]).toContain("https://api.github.com");
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("github");
  // The editor's HTML itself says noindex (read, not run: its 5.6 MB bundle is not needed here).
  expect(await admin.text()).toMatch(/<meta name="robots" content="[^"]*noindex/);
});
