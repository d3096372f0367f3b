import { site } from "../../app/config/site";
import { expectBooking, expectOpensBookingTab, hydrated } from "./company-helpers";
import { expect, test } from "./fixtures";

test.describe("/education", () => {
  test("has four training programs, GPT and prompt-engineering training and six leadership themes", async ({
    page,
  }) => {
    await page.goto("/education");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("#programs").getByRole("listitem")).toHaveCount(4);
    await expect(
      page.getByRole("heading", { level: 2, name: /GPT and prompt-engineering training/ }),
    ).toBeVisible();
    await expect(page.locator("#leadership-themes").getByRole("listitem")).toHaveCount(6);
    await expect(page.locator("#leadership-themes").getByRole("heading", { level: 3 })).toHaveCount(
      6,
    );
  });

  test("the video is self-hosted, small, muted, inline and looping, with a poster", async ({
    page,
    request,
  }) => {
    await page.goto("/education");
    const video = page.locator("video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("autoplay", "");
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("width", "960");
    await expect(video).toHaveAttribute("height", "540");
    await expect(video).not.toHaveAttribute("controls");
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    const poster = await video.getAttribute("poster");
    const sources = await video
      .locator("source")
      .evaluateAll((els) => els.map((s) => s.getAttribute("src")!));
    expect(sources).toHaveLength(2);
    for (const src of [poster!, ...sources]) {
      expect(src).toMatch(/^\/media\//);
      const res = await request.get(src);
      expect(res.status(), src).toBe(200);
      expect((await res.body()).byteLength, src).toBeLessThanOrEqual(300 * 1024);
    }
  });

  test("the video plays by itself, without sound, and can be paused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/education");
    await hydrated(page);
    const video = page.locator("video");
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.2);
    const audioBytes = await video.evaluate(
      (v) =>
        (v as HTMLVideoElement & { webkitAudioDecodedByteCount?: number })
          .webkitAudioDecodedByteCount ?? 0,
    );
    expect(audioBytes).toBe(0);

    await page.getByRole("button", { name: "Pause animation" }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play animation" })).toBeVisible();
  });

  test("the video stays paused on its poster under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/education");
    await hydrated(page);
    const video = page.locator("video");
    await expect(page.getByRole("button", { name: "Play animation" })).toBeAttached();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(
      true,
    );
  });

  test("secondary text on the mint sections is set darker than elsewhere (app.css)", async ({
    page,
  }) => {
    await page.goto("/education");
    const colors = await page.evaluate(() => {
      const muted = [...document.querySelectorAll("main .text-muted-foreground")];
      const color = (el: Element | undefined) => el && getComputedStyle(el).color;
      return {
        mint: color(muted.find((el) => el.closest(".bg-brand-50, .bg-brand-100"))),
        plain: color(muted.find((el) => !el.closest(".bg-brand-50, .bg-brand-100"))),
      };
    });
    expect(colors).toEqual({ mint: "rgb(44, 58, 63)", plain: "rgb(74, 90, 96)" });
  });
});

test.describe("/education/financial-courses", () => {
  test("has four course cards and every button opens booking in a new tab", async ({ page }) => {
    await page.goto("/education/financial-courses");
    const cards = page
      .locator("#courses")
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    await expect(cards).toHaveCount(4);
    const buttons = page.locator("main a[data-booking]");
    expect(await buttons.count()).toBeGreaterThanOrEqual(5);
    for (const b of await buttons.all()) await expectBooking(b);
    await hydrated(page);
    await expectOpensBookingTab(
      page,
      page.getByRole("link", { name: /Book a Course Consultation/ }),
    );
  });
});

test.describe("/education/podcast", () => {
  test("has four episodes of 32, 45, 28 and 35 minutes", async ({ page }) => {
    await page.goto("/education/podcast");
    const episodes = page.locator("#episodes").locator("[data-episode]");
    await expect(episodes).toHaveCount(4);
    await expect(episodes.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.getByTestId("episode-length")).toHaveText([
      "32 minutes",
      "45 minutes",
      "28 minutes",
      "35 minutes",
    ]);
    await expect(page.getByTestId("episode-length").first()).toHaveAttribute("datetime", "PT32M");
  });

  test("the streaming, directory, video and play buttons all open booking", async ({ page }) => {
    await page.goto("/education/podcast");
    for (const name of [/^Listen on Spotify/, /^Listen on Apple Podcasts/, /^Watch on YouTube/]) {
      await expectBooking(page.getByRole("link", { name }));
    }
    const play = page.getByRole("link", { name: /^Play episode \d/ });
    await expect(play).toHaveCount(4);
    for (const p of await play.all()) {
      await expectBooking(p);
      await expect(p).toHaveAccessibleName(/opens the booking page in a new tab/);
    }
    await hydrated(page);
    await expectOpensBookingTab(page, play.first());
    expect(site.bookingUrl).toMatch(/^https:\/\//);
  });
});

test.describe("/education/blog", () => {
  test("lists the blog's education articles and links to /blog", async ({ page }) => {
    await page.goto("/education/blog");
    await expect(page.locator("h1")).toHaveCount(1);
    const education = page.locator("#education-articles");
    const cards = education.getByRole("listitem").filter({ has: page.locator("article") });
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    await expect(education.getByText("AI Education", { exact: true }).first()).toBeVisible();
    const post = education.locator('a[href="/blog/ai-education-transform-your-team"]');
    await expect(post).toHaveCount(1);
    await expect(page.locator("#leader-articles article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Browse the Full Blog" }).first()).toHaveAttribute(
      "href",
      "/blog",
    );
    await hydrated(page);
    await post.click();
    await expect(page).toHaveURL("/blog/ai-education-transform-your-team");
    await expect(page.locator("h1")).toHaveCount(1);
  });
});
