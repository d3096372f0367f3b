import { messages } from "../../app/content/messages";
import { timing } from "../../app/config/timing";
import { expect, test } from "./fixtures";
import { platformFonts, requestsUnder, servicesCarousel } from "./page-parts";

test.describe("home hero", () => {
  test("has its headline, subtitle and two buttons", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Process Solutions That Grow Your Business",
    );
    await expect(
      page.getByText("Automation, AI, and Leadership Solutions for Small Business").first(),
    ).toBeVisible();
    const hero = page.locator("[data-slot=hero]");
    await expect(hero.getByRole("link", { name: "Explore Automations" })).toHaveAttribute(
      "href",
      "/automations",
    );
    await hero.getByRole("link", { name: "Explore AI Agents" }).click();
    await expect(page).toHaveURL("/ai-agents");
  });

  test("draws its illustration in the page, in the page's Inter, with nothing to fetch", async ({
    page,
  }, info) => {
    test.skip(
      info.project.name !== "desktop",
      "the illustration shows beside the text on large screens",
    );
    // As an <img>, the drawing would be a document of its own, built on the main thread while the
    // page loads, with system font lookups for its labels (decision 0024).
    const fetched = requestsUnder(page, "/images/home/");
    await page.goto("/");
    const drawing = page
      .locator("[data-slot=hero]")
      .getByRole("img", { name: /evening enquiry is qualified by an AI agent/ });
    await expect(drawing.locator("svg text").first()).toBeVisible();
    await expect(drawing.locator("img")).toHaveCount(0);
    const labels = await platformFonts(page, "[data-slot=hero] [data-drawing] text");
    expect(labels.count).toBeGreaterThan(3);
    expect(labels.fonts).toEqual(["Inter (web font)"]);
    expect(fetched).toEqual([]);
  });

  test("animates 24 decorative falling icons within their configured ranges", async ({ page }) => {
    await page.goto("/");
    const layer = page.getByTestId("falling-icons");
    await expect(layer).toHaveAttribute("aria-hidden", "true");
    const icons = layer.locator("[data-falling-icon]");
    await expect(icons).toHaveCount(24);
    const specs = await icons.evaluateAll((els) =>
      els.map((el) => {
        // The icons ride on sheets; each sheet falls its own height per loop. An icon's distance
        // above its sheet's bottom edge is its wait before it shows, in falls of `travel`.
        const sheet = el.parentElement!;
        const sheetStyle = getComputedStyle(sheet);
        const [renderLate, fall] = sheetStyle.animationName.split(", ");
        const delays = sheetStyle.animationDelay.split(", ").map(parseFloat);
        const loop = parseFloat(sheetStyle.animationDuration.split(", ")[1]!);
        const travel = 1.1 * innerHeight + 120;
        const rise = parseFloat(sheetStyle.height) / travel; // 1 + the sheet's longest wait
        const wait = parseFloat(getComputedStyle(el).bottom) / travel;
        const fallS = loop / rise;
        return {
          size: parseFloat(getComputedStyle(el).width),
          fall: fallS,
          delay: wait * fallS,
          names: [renderLate, fall],
          fallDelay: delays[1],
          iterations: sheetStyle.animationIterationCount.split(", ")[1],
          // The sheet renders this long after the layer (0 for the first).
          sheetDelay: delays[0]!,
          sheet: [...sheet.parentElement!.children].indexOf(sheet),
          // Only the sheets move: an icon has no animation of its own.
          own: el.getAnimations().length,
        };
      }),
    );
    for (const s of specs) {
      expect(s.size).toBeGreaterThanOrEqual(40);
      expect(s.size).toBeLessThanOrEqual(95);
      expect(s.fall).toBeGreaterThanOrEqual(7 - 0.05);
      expect(s.fall).toBeLessThanOrEqual(15 + 0.05);
      // The layer itself renders renderAfterS late, and the icon's sheet after it: the icon
      // shows that much later.
      expect(s.delay + timing.heroIcons.renderAfterS + s.sheetDelay).toBeLessThanOrEqual(10 + 0.05);
      expect(s.names).toEqual(["render-late", "hero-fall"]);
      // No delay on the fall: one waiting to start keeps the main thread painting every frame.
      expect(s.fallDelay).toBe(0);
      expect(s.iterations).toBe("infinite");
      expect(s.own).toBe(0);
    }
    // The waits differ, so the icons are spread out rather than falling together.
    expect(new Set(specs.map((s) => s.delay.toFixed(1))).size).toBeGreaterThan(12);
    // Six sheets of four, each at its own speed; they render a step apart, not all in one frame.
    const sheets = [...new Set(specs.map((s) => s.sheet))];
    expect(sheets).toHaveLength(timing.heroIcons.sheets);
    for (const g of sheets) expect(specs.filter((s) => s.sheet === g)).toHaveLength(4);
    expect(new Set(specs.map((s) => s.fall.toFixed(1))).size).toBe(timing.heroIcons.sheets);
    expect([...new Set(specs.map((s) => s.sheetDelay))].sort((a, b) => a - b)).toEqual(
      Array.from({ length: timing.heroIcons.sheets }, (_, g) => g * timing.heroIcons.renderStepS),
    );
  });

  test("keeps the falling icons out of rendering while the page loads, then lets them fall", async ({
    page,
  }) => {
    // The page's animations stand still from its first frame (DevTools' playback rate 0): on a
    // slow machine the load alone can outlast the layer's delay, and a finished animation is gone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await page.goto("/");
    const layer = page.getByTestId("falling-icons");
    // The layer's own animation: display none until its delay ends. Held at its start and then
    // finished, so the check does not depend on how fast the page loaded.
    const state = (at: "start" | "end") =>
      layer.evaluate((el, at) => {
        const late = el
          .getAnimations()
          .find((a) => (a as CSSAnimation).animationName === "render-late")!;
        late.pause();
        if (at === "start") late.currentTime = 0;
        else late.finish();
        return {
          delay: late.effect!.getTiming().delay,
          display: getComputedStyle(el).display,
          falling: document
            .getAnimations()
            .filter((a) => (a as CSSAnimation).animationName === "hero-fall").length,
        };
      }, at);
    expect(await state("start")).toEqual({
      delay: timing.heroIcons.renderAfterS * 1000,
      display: "none",
      falling: 0,
    });
    // Time runs again: the icon groups render their steps after the layer.
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    expect(await state("end")).toMatchObject({
      delay: timing.heroIcons.renderAfterS * 1000,
      display: "block",
    });
    // The layer's rendering is skipped off screen (`contentVisibility: "auto"`), so its sheets
    // start in the next frame, once the browser has seen the layer on screen: six animations
    // carry the 24 icons.
    const falling = () =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => (a as CSSAnimation).animationName === "hero-fall")
            .length,
      );
    // Every sheet rendered (their own render-late finished): one fall per sheet, none per icon.
    await page.evaluate(() => {
      for (const a of document.getAnimations())
        if ((a as CSSAnimation).animationName === "render-late") a.finish();
    });
    await expect.poll(falling).toBe(timing.heroIcons.sheets);
    // Scrolled far away, the layer's rendering is skipped, so the frames the page still draws
    // do not update its animations.
    const rendered = () =>
      layer
        .locator("[data-falling-icon]")
        .first()
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(true);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(false);
  });

  test("shows no falling icons under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByTestId("falling-icons")).toBeHidden();
  });
});

test.describe("services carousel", () => {
  test("has named previous/next buttons that move the slides, and advances by itself", async ({
    page,
  }) => {
    await page.goto("/");
    // Embla has attached once the track is transformed.
    const { carousel, transform } = await servicesCarousel(page);
    const before = await transform();
    await expect.poll(transform, { timeout: 8000 }).not.toBe(before);

    await carousel.getByRole("button", { name: "Next slide" }).click();
    const afterNext = await transform();
    await page.waitForTimeout(4000); // autoplay has stopped for good after the interaction
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(transform).not.toBe(afterNext);
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeEnabled();
  });

  test("advances by itself only while on screen", async ({ page }) => {
    await page.goto("/");
    const { carousel, transform } = await servicesCarousel(page);
    const first = await transform();
    await expect.poll(transform, { timeout: 8000 }).not.toBe(first);
    // Scrolled away: no slide changes (autoplay's delay is 3 s).
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500); // a glide that had started settles
    const away = await transform();
    await page.waitForTimeout(4000);
    expect(await transform()).toBe(away);
    // Back on screen, it advances again.
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(transform, { timeout: 8000 }).not.toBe(away);
  });

  test("does not advance by itself under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Our services" });
    await carousel.scrollIntoViewIfNeeded();
    const first = carousel.getByRole("group").first();
    await page.waitForTimeout(4000);
    await expect(first).toBeInViewport();
  });
});

test.describe("review strip", () => {
  test("shows seven reviews twice, the copy hidden from assistive tech, pausing on hover", async ({
    page,
  }) => {
    await page.goto("/");
    const track = page.getByTestId("review-track");
    // The loop's copy is added when the strip comes on screen.
    await track.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect(track.locator("figure")).toHaveCount(14);
    await expect(track).toHaveAttribute("data-looping", "true");
    const copy = page.getByTestId("review-copy");
    await expect(copy).toHaveAttribute("aria-hidden", "true");
    await expect(copy).toHaveAttribute("inert", "");
    if (test.info().project.name === "desktop") {
      await track.hover({ force: true });
      await expect(track).toHaveCSS("animation-play-state", "paused");
    }
  });

  test("the prerendered page carries each review once, standing still until the copy is added", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const strip = html.slice(html.indexOf('data-testid="review-track"'));
    const track = strip.slice(0, strip.indexOf("</section>"));
    expect(track.match(/<figure/g)).toHaveLength(7);
    expect(track).not.toContain("review-copy");
    expect(track).not.toContain("marquee");
    // Each rating is one image: one <svg> per card, a <use> per star.
    expect(track.match(/<svg[^>]*role="img"/g)).toHaveLength(7);
    await page.goto("/");
    await expect(page.getByTestId("review-track").locator("figure")).toHaveCount(7);
  });

  test("placeholder review links and review buttons show their notices", async ({ page }) => {
    await page.goto("/");
    const viewOnGoogle = page.getByRole("link", { name: "View on Google" }).first();
    // Bring the strip on screen first, where it starts its loop, so the forced click (the strip
    // keeps moving) aims at where the link really is.
    await viewOnGoogle.evaluate((el) =>
      el.scrollIntoView({ block: "center", behavior: "instant" }),
    );
    await page.evaluate(() => new Promise(requestAnimationFrame));
    // The strip's section hydrates a moment after the page's mark (its code is a chunk of its
    // own); once it has, the strip on screen starts its loop. A click before that would follow
    // the prerendered `#` link.
    await expect(page.getByTestId("review-track")).toHaveAttribute("data-looping", "true");
    await viewOnGoogle.click({ force: true });
    await expect(page.getByTestId("toast")).toContainText(messages.reviewLinkSoon.title);
    await page.getByRole("link", { name: "Leave a Review" }).click();
    await expect(page.getByTestId("toast")).toContainText(messages.reviewsNotImplemented.title);
    await expect(page).toHaveURL("/");
  });
});

test.describe("testimonial counters", () => {
  test("count up once to their final values when scrolled into view", async ({ page }) => {
    await page.goto("/");
    const finals = page.locator("[data-final]");
    await expect(finals).toHaveCount(3);
    await expect(finals.nth(0).locator("[aria-hidden]")).toHaveText("0");
    const expected = ["2,847", "$8.2M", "94%"];
    for (const [i, value] of expected.entries()) {
      await finals.nth(i).scrollIntoViewIfNeeded();
      await expect(finals.nth(i).locator("[aria-hidden]")).toHaveText(value, { timeout: 6000 });
    }
    await expect(finals.nth(0).locator(".sr-only")).toHaveText("2,847");
  });

  test("each frame's number is laid out on its own, in a box the final value sizes", async ({
    page,
  }) => {
    await page.goto("/");
    const boxes = await page.locator("[data-final] [aria-hidden]").evaluateAll((els) =>
      els.map((el) => {
        const number = el.firstElementChild as HTMLElement;
        return {
          contain: getComputedStyle(number).contain,
          sameBox: number.offsetWidth === (el as HTMLElement).offsetWidth,
          sized: (el as HTMLElement).offsetWidth > 0,
        };
      }),
    );
    // Size and layout containment make the number its own layout root: a new number each frame
    // does not lay out the page around it.
    expect(boxes).toEqual(Array(3).fill({ contain: "strict", sameBox: true, sized: true }));
  });

  test("show their final values at once under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator("[data-final] [aria-hidden]").nth(1)).toHaveText("$8.2M");
  });
});

test.describe("FAQ", () => {
  test("has five questions, one open at a time, and the open one can close", async ({ page }) => {
    await page.goto("/");
    const items = page.locator('details[name="faq"]');
    await expect(items).toHaveCount(5);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
  });
});

test.describe("home sections", () => {
  test("state the cost of inaction, the method, industries and the before/after comparison", async ({
    page,
  }) => {
    await page.goto("/");
    for (const text of [
      "$186K",
      "$45K",
      "Three pillars, one operating system",
      "Built for service businesses",
      "Onboarding time down 75%",
    ]) {
      await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    }
  });
});

test("on a phone the whole home page, every section laid out, is under 8,000 px tall", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "a phone-width figure");
  await page.goto("/");
  await expect(page.locator("#faq-title")).toBeAttached();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(4000); // the page is all there
  expect(height).toBeLessThan(8000);
});
