import type { Locator, Page } from "@playwright/test";

import { site } from "../../app/config/site";
import { expect, test } from "./fixtures";
import { auditForm, axeViolations, holdScript, liveAuditForm, prepareForAxe } from "./page-parts";

const PATH = "/services/website-development";
const MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email.",
  website: "Please enter a valid URL.",
  service: "Please select a service.",
} as const;
const SERVICES = [
  "Custom Website Development",
  "E-commerce Platforms",
  "Web Application Development",
  "Website Redesign & Optimization",
  "Ongoing Maintenance & Support",
];

async function expectBookingLink(link: Locator) {
  await expect(link).toHaveAttribute("href", site.bookingUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** The audit form, with its submit button found by its label (the spec's text). */
function form(page: Page) {
  const f = auditForm(page);
  return { ...f, submit: f.root.getByRole("button", { name: "Get My Free Audit" }) };
}

/** Top of #audit is on screen right now (no waiting). */
const auditOnScreen = (page: Page) =>
  page.evaluate(() => {
    const top = document.getElementById("audit")!.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });

test.describe("website development page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
  });

  test("hero: breadcrumb Home > Services > Website Development and one h1", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Breadcrumb" });
    const items = nav.locator("ol > li");
    await expect(items).toHaveText(["Home", "/Services", "/Website Development"]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    // "Services" has no overview page, so it is text, not a link.
    await expect(nav.getByRole("link")).toHaveCount(1);
    await expect(items.last().locator('[aria-current="page"]')).toHaveText("Website Development");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator("[data-slot=hero]")).toContainText("$5M–$50M");
  });

  test("hero: the illustration, the page's largest picture on phones, is drawn inline", async ({
    page,
  }) => {
    const illustration = page.locator("[data-slot=hero]").getByRole("img", {
      name: /Illustration of a modern company website/,
    });
    await expect(illustration).toBeVisible();
    // Inline markup: no image request, not even a data: URL's, on the first screen.
    expect(await illustration.evaluate((el) => el.tagName)).toBe("SPAN");
    const box = (await illustration.locator("svg").boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(560 / 420, 2);
    expect(box.width).toBeGreaterThan(300);
    const imageRequests = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((r) => r.name)
        .filter((n) => n.startsWith("data:") || new URL(n).pathname.startsWith("/images/")),
    );
    expect(imageRequests).toEqual([]);
    expect(await page.locator("[data-slot=hero] img").count()).toBe(0);
  });

  test("no axe violations of any impact", async ({ page }) => {
    await liveAuditForm(page);
    await prepareForAxe(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("hero: one button opens booking in a new tab", async ({ page }) => {
    const hero = page.locator("[data-slot=hero]");
    await expectBookingLink(hero.getByRole("link", { name: /Book a Strategy Call/ }));
  });

  test("hero: the audit button scrolls smoothly to the form and moves focus to it", async ({
    page,
  }) => {
    const button = page.getByRole("link", { name: "Get a Free Website Audit" });
    await expect(button).toHaveAttribute("href", "#audit");
    await button.click();
    expect(await auditOnScreen(page), "smooth: not there at once").toBe(false);
    await expect.poll(() => auditOnScreen(page)).toBe(true);
    await expect(form(page).root).toBeFocused();
    await expect(
      page.getByRole("heading", { name: "Find out what your website is costing you" }),
    ).toBeInViewport();
    expect(new URL(page.url()).hash).toBe("");
  });

  test("hero: the audit button jumps instantly under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("link", { name: "Get a Free Website Audit" }).click();
    expect(await auditOnScreen(page)).toBe(true);
    await expect(form(page).root).toBeFocused();
  });

  test("five service cards, five process steps, four technology tiles", async ({ page }) => {
    await expect(page.locator("#services ul[role=list] > li h3")).toHaveText(SERVICES);
    await expect(page.locator("#process ol > li h3")).toHaveText([
      "Step 1: Discovery & Strategy",
      "Step 2: Design & Prototyping",
      "Step 3: Development & Testing",
      "Step 4: Launch & Optimization",
      "Step 5: Growth & Maintenance",
    ]);
    await expect(page.locator("#technology ul[role=list] > li")).toHaveCount(4);
  });

  test("two case cards with metrics, a testimonial and before/after images", async ({ page }) => {
    const cards = page.getByTestId("website-case");
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 })).toHaveCount(1);
      expect(await card.locator("dl dd").count()).toBeGreaterThanOrEqual(2);
      await expect(card.locator("dl dt")).toHaveCount(await card.locator("dl dd").count());
      await expect(card.locator("blockquote")).not.toBeEmpty();
      await expect(card.locator("figure figcaption")).not.toBeEmpty();
      const imgs = card.locator("img");
      await expect(imgs).toHaveCount(2);
      await expect(imgs.first()).toHaveAttribute("alt", /^Before: /);
      await expect(imgs.last()).toHaveAttribute("alt", /^After: /);
      for (const img of await imgs.all()) {
        await expect(img).toHaveAttribute("width", "480");
        await expect(img).toHaveAttribute("height", "320");
        await expect(img).toHaveAttribute("loading", "lazy");
      }
    }
  });

  test("case images switch from before to after on hover", async ({ page }) => {
    const compare = page.getByTestId("before-after").first();
    const after = compare.locator("img").last();
    await compare.scrollIntoViewIfNeeded();
    await expect(compare).toHaveAttribute("data-state", "before");
    await expect(after).toHaveCSS("opacity", "0");
    await compare.hover();
    await expect(compare).toHaveAttribute("data-state", "after");
    await expect(after).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(compare).toHaveAttribute("data-state", "before");
  });

  test("case images switch on keyboard focus", async ({ page }) => {
    const compare = page.getByTestId("before-after").first();
    const toggle = compare.getByRole("button", { name: /Switch between before and after/ });
    await compare.scrollIntoViewIfNeeded();
    await page.keyboard.press("Tab"); // keyboard modality, as when tabbing through the page
    await toggle.focus();
    await expect(compare).toHaveAttribute("data-state", "after");
    await expect(compare.locator("img").last()).toHaveCSS("opacity", "1");
    await page.keyboard.press("Shift+Tab");
    await expect(compare).toHaveAttribute("data-state", "before");
  });

  test("case images switch on tap (or click), and back on a second one", async ({
    page,
    hasTouch,
  }) => {
    const compare = page.getByTestId("before-after").last();
    const toggle = compare.getByRole("button", { name: /Switch between before and after/ });
    await compare.scrollIntoViewIfNeeded();
    const press = async () => {
      if (hasTouch) await toggle.tap();
      else {
        await toggle.click();
        await page.mouse.move(0, 0); // leave, so only the click decides
      }
    };
    await press();
    await expect(compare).toHaveAttribute("data-state", "after");
    await press();
    await expect(compare).toHaveAttribute("data-state", "before");
  });

  test("'View Full Portfolio' opens booking", async ({ page }) => {
    await expectBookingLink(page.getByRole("link", { name: /View Full Portfolio/ }));
  });
});

test.describe("audit request form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
    // The prerendered form hydrates once its chunk has loaded and it nears the screen.
    await liveAuditForm(page);
    await form(page).root.scrollIntoViewIfNeeded();
  });

  test("offers exactly the five services, none with an empty value", async ({ page }) => {
    const f = form(page);
    await f.service.click();
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options).toHaveText(SERVICES);
    await page.keyboard.press("Escape");
  });

  test("the open list's scroll lock sets a property on <body> that no other element inherits", async ({
    page,
  }) => {
    // Radix Select's scroll lock writes --removed-body-scroll-bar-size on <body>; inherited, it
    // would restyle every element on screen when the list opens.
    const f = form(page);
    await f.service.click();
    await expect(page.getByRole("listbox")).toBeVisible();
    const values = await page.evaluate(() => {
      const name = "--removed-body-scroll-bar-size";
      document.body.style.setProperty(name, "7px");
      const read = (el: Element | null) => (el ? getComputedStyle(el).getPropertyValue(name) : "");
      return { body: read(document.body), h1: read(document.querySelector("h1")) };
    });
    expect(values).toEqual({ body: "7px", h1: "0px" });
    await page.keyboard.press("Escape");
  });

  test("empty submit: the spec's messages under each field, wired, focus on the first", async ({
    page,
  }) => {
    const f = form(page);
    await f.submit.click();
    const required = [
      [f.name, MESSAGES.name],
      [f.email, MESSAGES.email],
      [f.service, MESSAGES.service],
    ] as const;
    for (const [field, message] of required) {
      await expect(f.root.getByText(message, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    // The website is optional: left empty it is valid.
    await expect(f.root.getByText(MESSAGES.website)).toHaveCount(0);
    await expect(f.website).not.toHaveAttribute("aria-invalid");
    await expect(f.name).toBeFocused();

    // The section's one-time fade-up ends first: mid-fade text has a lower contrast.
    await prepareForAxe(page, { settle: true });
    expect(await axeViolations(page, "#audit")).toEqual([]);
  });

  test("invalid URL: the spec's message under the website field", async ({ page }) => {
    const f = form(page);
    await f.name.fill("Jordan Avery");
    await f.email.fill("jordan@example.com");
    await f.website.fill("not a url");
    await f.submit.click();
    await expect(f.root.getByText(MESSAGES.website, { exact: true })).toBeVisible();
    await expect(f.website).toHaveAccessibleDescription(MESSAGES.website);
    await expect(f.website).toBeFocused();
    await f.website.fill("acme.com");
    await expect(f.root.getByText(MESSAGES.website)).toHaveCount(0);
  });

  test("successful submit: 'Submitting...' disabled, then the notice and a reset", async ({
    page,
  }) => {
    const f = form(page);
    await f.name.fill("Jordan Avery");
    await f.email.fill("jordan@example.com");
    await f.website.fill("https://acme.com");
    await f.service.click();
    await page.getByRole("option", { name: "Website Redesign & Optimization" }).click();
    await expect(f.service).toHaveText("Website Redesign & Optimization");

    // Record the busy state from inside the page, so a slow machine cannot miss it.
    type Busy = { text: string | null; disabled: boolean } | null;
    await f.root.locator("button[type=submit]").evaluate((button: HTMLButtonElement) => {
      const w = window as unknown as { busy: Busy };
      w.busy = null;
      new MutationObserver(() => {
        if (!w.busy && button.textContent === "Submitting...")
          w.busy = { text: button.textContent, disabled: button.disabled };
      }).observe(button, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const started = Date.now();
    await f.submit.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { busy: Busy }).busy))
      .toEqual({ text: "Submitting...", disabled: true });

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Audit Request Sent!");
    await expect(toast).toContainText(
      "We've received your request and will be in touch within 24 hours.",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(f.name).toHaveValue("");
    await expect(f.email).toHaveValue("");
    await expect(f.website).toHaveValue("");
    await expect(f.service).toHaveText("Choose a service");
    await expect(f.submit).toBeEnabled();
    await expect(f.root.locator("[aria-invalid=true]")).toHaveCount(0);
  });

  test("a 5,000-character, markup-laden input does not break the page", async ({ page }) => {
    const f = form(page);
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    const junk = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
      .repeat(100)
      .slice(0, 5000);
    expect(junk).toHaveLength(5000);
    await f.name.fill(junk);
    await f.email.fill(junk);
    await f.website.fill(junk);
    await f.submit.click();
    await expect(f.root.getByText("Name must be at most 100 characters.")).toBeVisible();
    await expect(f.root.getByText("Email must be at most 254 characters.")).toBeVisible();
    await expect(f.root.getByText("URL must be at most 2048 characters.")).toBeVisible();
    await expect(f.name).toHaveValue(junk);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator("#audit-form img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});

test("what is typed before the form's code arrives is kept, and an early submit is honoured", async ({
  page,
}) => {
  const release = await holdScript(page, "**/assets/audit-request-form-*.js");
  await page.goto(PATH);
  const f = form(page);
  await f.root.scrollIntoViewIfNeeded();
  await f.name.fill("Jordan Avery");
  await f.website.fill("acme.com");
  await f.submit.click();
  await expect(page).toHaveURL(PATH); // no native GET submit
  await expect(page.locator("#audit-form[data-ready]")).toHaveCount(0);
  // React hydrates the prerendered form in place: the same elements, not a new form.
  await f.root.evaluate((el) => ((el as HTMLElement & { mark?: number }).mark = 1));
  release();
  await liveAuditForm(page);
  expect(await f.root.evaluate((el) => (el as HTMLElement & { mark?: number }).mark)).toBe(1);
  await expect(f.name).toHaveValue("Jordan Avery");
  await expect(f.website).toHaveValue("acme.com");
  await expect(f.root.getByText(MESSAGES.email, { exact: true })).toBeVisible();
  await expect(f.root.getByText(MESSAGES.service, { exact: true })).toBeVisible();
  await expect(f.root.getByText(MESSAGES.name)).toHaveCount(0);
  await expect(f.email).toBeFocused();
});

test("the prerendered form hydrates only as it nears the screen, not at load", async ({ page }) => {
  const chunk = page.waitForResponse(/\/assets\/audit-request-form-[^/]+\.js$/);
  await page.goto(PATH);
  await chunk;
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Give a hydration at load every chance to commit: two frames and the browser's next idle moment.
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 1000 })),
        ),
      ),
  );
  await expect(page.locator("#audit-form[data-ready]")).toHaveCount(0);
  await liveAuditForm(page);
});

test("storage is opened while the browser is idle, before the form hydrates and reads its draft", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const reads: string[] = [];
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === window.localStorage) reads.push(key);
      return getItem.call(this, key);
    };
    Object.assign(window, { reads });
  });
  const reads = () => page.evaluate(() => (window as unknown as { reads: string[] }).reads);
  const chunk = page.waitForResponse(/\/assets\/audit-request-form-[^/]+\.js$/);
  await page.goto(PATH);
  await chunk;
  await expect.poll(reads).toEqual(["tideline:draft:"]);
  await expect(page.locator("#audit-form[data-ready]")).toHaveCount(0);
  await liveAuditForm(page);
  expect(await reads()).toEqual(["tideline:draft:", "tideline:draft:audit-request"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form says how to reach the agency", async ({ page }) => {
    await page.goto(PATH);
    // Playwright's text engine skips <noscript>, so read it through CSS.
    const note = page.locator("#audit-form noscript p");
    await expect(note).toBeVisible();
    expect(await note.textContent()).toContain(
      `This form needs JavaScript. Email us at ${site.email}`,
    );
    await expect(note.locator("a")).toHaveAttribute("href", `mailto:${site.email}`);
  });
});

test("the form and select code ship only with this route, after first load, in two chunks", async ({
  page,
  request,
}) => {
  const scriptsOf = async (path: string) => {
    const seen = new Set<string>();
    const onResponse = (res: { url(): string }) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith(".js")) seen.add(url.pathname);
    };
    page.on("response", onResponse);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);
    return seen;
  };
  await scriptsOf(PATH);
  await liveAuditForm(page);
  const formChunks: string[] = [];
  const selectChunks: string[] = [];
  for (const src of await scriptsOf(PATH)) {
    const js = await (await request.get(src)).text();
    if (js.includes(MESSAGES.service)) formChunks.push(src);
    if (js.includes("SelectTrigger")) selectChunks.push(src);
  }
  expect(formChunks).toHaveLength(1);
  // Radix Select is evaluated in a task of its own, not with react-hook-form.
  expect(selectChunks).toHaveLength(1);
  expect(selectChunks[0]).not.toBe(formChunks[0]);
  // Fetched after the first load: the HTML does not ask for them.
  const html = await (await request.get(PATH)).text();
  for (const chunk of [...formChunks, ...selectChunks]) expect(html).not.toContain(chunk);
  for (const other of ["/", "/contact", "/services/ai-strategy-consulting"]) {
    const scripts = await scriptsOf(other);
    for (const chunk of [...formChunks, ...selectChunks])
      expect(scripts, other).not.toContain(chunk);
  }
});
