import type { Page } from "@playwright/test";

import { footerLinks } from "../../app/config/footer";
import { site } from "../../app/config/site";
import { messages } from "../../app/content/messages";
import { expect, test } from "./fixtures";
import {
  clickForNotice,
  expectSameDocument,
  gotoBeforeHydration,
  holdScript,
  markDocument,
  menuTrigger,
  openDesktopMenu,
  unresolvedIcons,
} from "./page-parts";

const isPhone = () => test.info().project.name === "phone";

test.describe("header", () => {
  test("is fixed, 96 px high, with the logo linking home", async ({ page }) => {
    await page.goto("/contact");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "fixed");
    expect((await header.boundingBox())?.height).toBe(96);
    await page
      .getByRole("link", { name: `${site.shortName} Partners, home` })
      .first()
      .click();
    await expect(page).toHaveURL("/");
  });

  test("Get Started opens the booking page in a new tab without a referrer", async ({ page }) => {
    await page.goto("/");
    const getStarted = page
      .locator("header")
      .getByRole("link", { name: /Get Started/ })
      .first();
    await expect(getStarted).toHaveAttribute("href", site.bookingUrl);
    await expect(getStarted).toHaveAttribute("target", "_blank");
    await expect(getStarted).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("links", () => {
  test("a page's own link fetches its page's code while the pointer rests on it, then navigates in the app", async ({
    page,
  }) => {
    test.skip(isPhone(), "a resting pointer");
    await page.goto("/");
    await markDocument(page);
    // A SmartLink, React Router's Link with `prefetch="intent"`: resting on it fetches the
    // page's code.
    const link = page.locator('main a[href="/education"]').first();
    await link.scrollIntoViewIfNeeded();
    const fetched = page.waitForRequest(/\/assets\/education-[\w-]+\.js$/);
    await link.hover();
    await fetched;
    await link.click();
    await expect(page).toHaveURL("/education");
    await expectSameDocument(page);
    // The logo goes home the same way.
    await page
      .locator("header")
      .getByRole("link", { name: /, home$/ })
      .first()
      .click();
    await expect(page).toHaveURL("/");
    await expectSameDocument(page);
  });
});

test.describe("desktop menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isPhone(), "large screens only");
    await page.goto("/");
    // Once hydrated, the prerendered CSS menu becomes a scripted disclosure menu.
    await expect(menuTrigger(page, "Services")).toHaveAttribute("aria-expanded", "false");
  });

  test("opens each group on hover with titles and descriptions, and closes when the pointer leaves", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [group, count] of [
      ["Services", 8],
      ["Automation", 8],
      ["Resources", 4],
      ["About", 4],
    ] as const) {
      const trigger = nav.getByRole("button", { name: group });
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await expect(panel.getByRole("link")).toHaveCount(count);
      // Each panel opens towards the page's middle (navigation data: panelAlign) and stays on screen.
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.mouse.move(5, 600);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("a panel opened before hydration stays open when the script takes over, and a press there keeps it open", async ({
    page,
  }) => {
    const release = await gotoBeforeHydration(page, "/contact");
    const trigger = menuTrigger(page, "Resources");
    await expect(trigger).not.toHaveAttribute("aria-expanded");
    await trigger.hover();
    const panelLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: /Blog/,
    });
    await expect(panelLink.first()).toBeVisible(); // the CSS-hover panel
    release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true"); // the scripted panel, still open
    await expect(panelLink.first()).toBeVisible();
    // The pointer has rested there all along: its press was aimed at opening the panel, as after
    // a scripted hover-open. It stays open, and the next press closes it.
    await page.mouse.down();
    await page.mouse.up();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panelLink.first()).toBeVisible();
    await page.mouse.down();
    await page.mouse.up();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a panel the keyboard showed before hydration stays open at the first Enter; one a press showed closes at the next press", async ({
    page,
  }) => {
    let release = await gotoBeforeHydration(page, "/contact");
    const trigger = menuTrigger(page, "Resources");
    await trigger.focus(); // no pointer has been used: keyboard-like focus
    expect(await trigger.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
    release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    release = await gotoBeforeHydration(page, "/contact");
    await trigger.click(); // the press focuses the trigger, and CSS shows its panel
    expect(await trigger.evaluate((el) => el.matches(":focus:not(:focus-visible)"))).toBe(true);
    release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("opening and closing a panel changes attributes only: no link is mounted or re-rendered", async ({
    page,
  }) => {
    await page.evaluate(() => {
      const w = window as unknown as { added: number };
      w.added = 0;
      new MutationObserver((records) => {
        for (const r of records) w.added += r.addedNodes.length + r.removedNodes.length;
      }).observe(document.querySelector('nav[aria-label="Main"]')!, {
        childList: true,
        subtree: true,
      });
    });
    const trigger = menuTrigger(page, "Services");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => (window as unknown as { added: number }).added)).toBe(0);
  });

  test("moves between triggers and through a panel with arrow keys, and closes on a press outside", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("button", { name: "Automation" })).toBeFocused();
    await page.keyboard.press("End");
    const about = nav.getByRole("button", { name: "About" });
    await expect(about).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await about.getAttribute("aria-controls")}`);
    const links = panel.getByRole("link");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(700, 600);
    await expect(about).toHaveAttribute("aria-expanded", "false");
  });

  test("a press on a trigger whose panel the hover opened keeps it open; the next closes it", async ({
    page,
  }) => {
    // The pointer rests past the hover delay on its way to the press: the press was aimed at
    // opening the panel, not at closing what the hover has just opened.
    const services = menuTrigger(page, "Services");
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("switches panels at once when the pointer moves to the next trigger", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    const automation = nav.getByRole("button", { name: "Automation" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await automation.hover();
    await expect(automation).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.locator('nav[aria-label="Main"] [data-menu-panel][data-state="open"]'),
    ).toHaveCount(1);
  });

  test("is operable with the keyboard", async ({ page }) => {
    const trigger = menuTrigger(page, "Resources");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", "/blog");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("a panel link navigates in the app, and both menus mark the new page as current", async ({
    page,
  }) => {
    // The panels' links are the prerendered HTML, kept as it is: one set of handlers does
    // what a link component did (components/ui/static-link-list.tsx).
    const current = page.locator('header a[aria-current="page"]');
    await expect(current).toHaveCount(0);
    await markDocument(page);
    const panel = await openDesktopMenu(page, "About");
    await panel.getByRole("link", { name: /Company/ }).click();
    await expect(page).toHaveURL("/company");
    await expectSameDocument(page);
    // The menu closes behind it.
    await expect(menuTrigger(page, "About")).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    // The desktop panel's link and the mobile menu's (hidden here) say where the visitor is.
    await expect(current).toHaveCount(2);
    for (const link of await current.all()) await expect(link).toHaveAttribute("href", "/company");
  });

  test("a pointer resting on a panel link fetches that page's code", async ({ page }) => {
    const panel = await openDesktopMenu(page, "About");
    const fetched = page.waitForRequest(/\/assets\/careers-[\w-]+\.js$/);
    await panel.getByRole("link", { name: /Careers/ }).hover();
    await fetched;
  });

  test("a modified click on a panel link is left to the browser", async ({ page }) => {
    const panel = await openDesktopMenu(page, "About");
    const link = panel.getByRole("link", { name: /Company/ });
    // Read after the app's handlers (React listens on the document), then keep the test's tab.
    await page.evaluate(() =>
      window.addEventListener("click", (e) => {
        (window as unknown as { kept: boolean }).kept = !e.defaultPrevented;
        e.preventDefault();
      }),
    );
    await link.click({ modifiers: ["ControlOrMeta"] });
    expect(await page.evaluate(() => (window as unknown as { kept: boolean }).kept)).toBe(true);
    await expect(page).toHaveURL("/");
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(() => test.skip(!isPhone(), "small screens only"));

  test("opens full screen, keeps one section open, locks scroll and closes on navigation", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");

    const sections = dialog.locator("details");
    await sections.nth(0).locator("summary").click();
    await expect(sections.nth(0)).toHaveAttribute("open", "");
    await sections.nth(1).locator("summary").click();
    await expect(sections.nth(1)).toHaveAttribute("open", "");
    await expect(sections.nth(0)).not.toHaveAttribute("open", "");
    await sections.nth(1).locator("summary").click();
    await expect(sections.nth(1)).not.toHaveAttribute("open", "");

    await sections.nth(2).locator("summary").click();
    await markDocument(page);
    await dialog.getByRole("link", { name: "AI Glossary" }).click();
    await expect(page).toHaveURL("/resources/ai-glossary");
    await expectSameDocument(page);
    // Closed, the menu is inert (out of the accessibility tree): read the link's attribute.
    await expect(page.locator('#mobile-menu a[href="/resources/ai-glossary"]')).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  // Before its code is live the toggle is a link to #mobile-menu, which CSS (:target) opens.
  for (const [when, hold] of [["before hydration", "**/assets/entry.client-*.js"]] as const) {
    test(`opened ${when}, the script takes it over open, and it closes`, async ({ page }) => {
      const release = await holdScript(page, hold);
      await page.mainFrame().goto("/");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      const dialog = page.getByRole("dialog", { name: "Site menu" });
      await expect(dialog).toBeVisible();
      expect(new URL(page.url()).hash).toBe("#mobile-menu");
      release();
      // Live: the state says open, the panel is usable (not inert) and focus is inside it.
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(dialog.locator("[data-menu-close]")).toBeFocused();
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      await dialog.getByRole("button", { name: "Close menu" }).click();
      await expect(dialog).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(new URL(page.url()).hash).toBe("");
      // And it opens again with the script.
      await toggle.click();
      await expect(dialog).toBeVisible();
    });
  }

  test("Escape closes it and returns focus to the toggle; focus stays inside while open", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    // Opening moves focus into the menu (its close button) before any Tab.
    await expect(dialog.locator("[data-menu-close]")).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("Get Started closes it and opens booking in a new tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const cta = page
      .getByRole("dialog", { name: "Site menu" })
      .getByRole("link", { name: /Get Started/ });
    await expect(cta).toHaveAttribute("target", "_blank");
    await cta.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
    await cta.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("icons", () => {
  test("a page shows its icons without the sprite file; pages shown later get theirs after hydration", async ({
    page,
  }) => {
    await page.goto("/company");
    expect(await page.locator("use").count()).toBeGreaterThan(4);
    expect(await unresolvedIcons(page)).toEqual([]);
    const own = new Set(
      await page.locator("use").evaluateAll((uses) => uses.map((u) => u.getAttribute("href"))),
    ).size;
    // Once idle after hydration, the rest of the sprite joins the page's own symbols: the file is
    // requested once, after the page's load.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect
      .poll(() => page.locator("svg[data-icon-sprite] symbol").count())
      .toBeGreaterThan(own);
    const requests = await page.evaluate(() => {
      const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType("resource")
        .filter((r) => /\/assets\/icons-[0-9a-f]+\.svg$/.test(r.name))
        .map((r) => ({ afterLoad: r.startTime >= loaded.loadEventEnd }));
    });
    expect(requests).toEqual([{ afterLoad: true }]);
    await markDocument(page);
    await page.locator('a[href="/"]').first().click();
    await expect(page).toHaveURL("/");
    await expectSameDocument(page);
    await expect(page.locator("main h1")).toBeVisible();
    // The home page's sections render as their code arrives.
    await expect.poll(() => page.locator("main use").count()).toBeGreaterThan(20);
    expect(await unresolvedIcons(page)).toEqual([]);
  });
});

test.describe("footer", () => {
  test("has the company links, rating and quote, and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    // The footer's list (config/footer.ts): each link once, in the columns or (legal pages) the
    // bottom bar.
    for (const link of footerLinks)
      await expect(footer.getByRole("navigation").locator(`a[href="${link.href}"]`)).toHaveCount(1);
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link")).toHaveText(["Privacy Policy", "Terms of Agreement"]);
    await expect(footer.getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeVisible();
    await expect(footer.getByText(site.footerQuote)).toBeVisible();
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer.getByText(`© ${year} ${site.name}`)).toBeVisible();
  });

  test("placeholder social links do not navigate and show the not-implemented toast", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.locator("footer").getByRole("link", { name: "X (coming soon)" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(messages.notImplemented.title);
    await expect(toast).toContainText(messages.notImplemented.description);
    await expect(page).toHaveURL("/contact");
    const linkedin = page.locator("footer").getByRole("link", { name: `${site.name} on LinkedIn` });
    await expect(linkedin).toHaveAttribute("target", "_blank");
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("toasts", () => {
  test("one at a time, closable, and F8 focuses the region", async ({ page }) => {
    await page.goto("/");
    await clickForNotice(page, page.getByRole("link", { name: "Read All Reviews" }));
    await page.getByRole("link", { name: "Leave a Review" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await page.keyboard.press("F8");
    await expect(page.locator("[data-toast-viewport]")).toBeFocused();
    await page.getByRole("button", { name: "Close notification" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("dismisses itself after 5 seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    // Freeze time so only runFor() moves it, however slow the machine is.
    await page.clock.pauseAt(Date.now() + 60_000);
    await clickForNotice(page, page.getByRole("link", { name: "Read All Reviews" }));
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await page.clock.runFor(4000);
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await page.clock.runFor(1500);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("can be swiped right to dismiss", async ({ page }) => {
    test.skip(isPhone(), "pointer drag on desktop");
    await page.goto("/");
    await clickForNotice(page, page.getByRole("link", { name: "Read All Reviews" }));
    const box = (await page.getByTestId("toast").boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});

test.describe("newsletter", () => {
  test("fetches its validator when the field is used, not at load and not at the press", async ({
    page,
  }) => {
    const schema: string[] = [];
    page.on("request", (r) => {
      if (/newsletter-schema/.test(r.url())) schema.push(r.url());
    });
    await page.goto("/contact");
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
    expect(schema, "nothing on page load").toEqual([]);
    // Focusing the field starts the download, so Subscribe does not wait for it (decision 0002).
    const loaded = page.waitForRequest(/newsletter-schema/, { timeout: 10_000 });
    await page.getByRole("textbox", { name: "Email address" }).focus();
    await loaded;
  });

  test("validates, sends with '...' disabled, toasts and resets", async ({ page }) => {
    await page.goto("/contact");
    const input = page.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAttribute("type", "email");
    await input.fill("owner@");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await input.fill("owner@example.com");
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "..." })).toBeDisabled();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(messages.newsletterSuccess.title);
    await expect(toast).toContainText(messages.newsletterSuccess.description);
    await expect(input).toHaveValue("");
  });
});

test.describe("a form submitted before hydration", () => {
  test("is held, not sent as a GET with the address in the URL, and sent once the page is live", async ({
    page,
  }) => {
    const release = await gotoBeforeHydration(page, "/contact");
    // A mark that a reload (a native submit) would wipe.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => "sameDocument" in window);
    const input = page.getByRole("textbox", { name: "Email address" });
    await input.fill("owner@");
    const subscribe = page.getByRole("button", { name: "Subscribe" });
    await subscribe.click();
    await expect(page.locator("footer form[data-early-submit]")).toHaveCount(1);
    // The press shows at once: the held form's button takes the sending look.
    await expect(subscribe).toHaveCSS("opacity", "0.6");
    await expect(subscribe).toHaveCSS("cursor", "progress");
    expect(page.url()).not.toContain("owner");
    expect(await sameDocument()).toBe(true);
    release();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    // The held submit is honoured: the typed address is validated and the message shows.
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(subscribe).toHaveCSS("opacity", "1");
    await expect(input).toHaveValue("owner@");
    expect(page.url()).not.toContain("owner");
    expect(await sameDocument()).toBe(true);
  });
});

test.describe("a section whose code loads after the page (React.lazy)", () => {
  test("after a client-side navigation the page renders whole, its lazy sections with its hero", async ({
    page,
  }) => {
    await page.goto("/contact");
    // The home page's FAQ is a lazy section; its chunk arrives late.
    const release = await holdScript(page, "**/assets/faq-*.js");
    await page.evaluate(() => {
      const commits: string[] = [];
      new MutationObserver(() => {
        if (document.getElementById("why-title"))
          commits.push(document.getElementById("faq-title") ? "whole" : "without the FAQ");
      }).observe(document.body, { childList: true, subtree: true });
      Object.assign(window, { commits });
    });
    await page.locator("footer").getByRole("link", { name: "Home", exact: true }).click();
    // The navigation waits for the new page's section code: the contact page stays meanwhile.
    await page.waitForTimeout(500);
    await expect(page.locator("#why-title")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /hours your business is losing/,
    );
    release();
    await expect(page.locator("#faq-title")).toBeVisible();
    await expect(page).toHaveURL("/");
    const commits = await page.evaluate(() => (window as unknown as { commits: string[] }).commits);
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.filter((c) => c !== "whole")).toEqual([]);
  });
});

test.describe("booking embed", () => {
  test("falls back to a plain 'Book a Time' link when the scheduling script is blocked", async ({
    page,
  }) => {
    await page.goto("/");
    const book = page.getByRole("link", { name: /Book a Time/ });
    await expect(book).toHaveAttribute("href", site.bookingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
    const box = (await book.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    await page.waitForTimeout(2500); // idle load attempt happens and fails silently
    await expect(book).toBeVisible();
  });

  test("requests the scheduling script once, only when a visitor reaches for the button", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).hostname === "app.cal.com") requested.push(r.url());
    });
    await page.goto("/"); // the fixture waits for hydration
    const book = page.getByRole("link", { name: /Book a Time/ });
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await book.focus();
    await expect.poll(() => requested).toEqual(["https://app.cal.com/embed/embed.js"]);
    await book.blur();
    await book.focus();
    await page.waitForTimeout(500);
    expect(requested).toHaveLength(1);
  });
});

test.describe("navigation", () => {
  test("scrolls to the top on navigation and keeps the skip link working", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a page reached from far down another starts at its top, and back returns to the spot, without a glide", async ({
    page,
  }) => {
    /**
     * scrollY in the first 40 frames that show `heading` after `act`. Counted from the page's
     * arrival, not from `act`: on a slow machine the route's chunk can take more than 40 frames
     * to come, and a count from `act` would then see no frame of the page at all.
     */
    const framesShowing = (act: "privacy" | "back", heading: string) =>
      page.evaluate(
        ([act, heading]) =>
          new Promise<number[]>((resolve) => {
            const ys: number[] = [];
            let frames = 0;
            const tick = () => {
              if (document.querySelector("h1")?.textContent?.includes(heading)) ys.push(scrollY);
              if (ys.length < 40 && ++frames < 600) requestAnimationFrame(tick);
              else resolve(ys);
            };
            // A click that does not scroll the link into view first, as a tap would not.
            if (act === "privacy")
              document
                .querySelector<HTMLAnchorElement>('footer a[href="/privacy-policy"]')!
                .click();
            else history.back();
            requestAnimationFrame(tick);
          }),
        [act, heading] as const,
      );
    await page.goto("/company");
    // The footer's code loads after the page (React.lazy): the root's hydration mark can come
    // before its chunk, and a click on its still-dehydrated link is left to the browser, a full
    // page load. Wait until React has given the link its props.
    await page.waitForFunction(() => {
      const link = document.querySelector('footer a[href="/privacy-policy"]');
      return !!link && Object.keys(link).some((key) => key.startsWith("__reactProps$"));
    });
    const heading = (await page.locator("h1").textContent())!.trim().slice(0, 12);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    const there = await framesShowing("privacy", "Privacy");
    expect(there.length).toBe(40);
    expect(new Set(there)).toEqual(new Set([0]));
    const back = await framesShowing("back", heading);
    expect(back.length).toBe(40);
    expect(new Set(back)).toEqual(new Set([1200]));
    await expect(page).toHaveURL("/company");
  });

  /**
   * Scrolls the article to one of its last headings, far below the first screens, and returns
   * the heading's text, scrollY and where the heading is on screen, once the page holds still.
   * A position restored as a number of pixels lands on the same text only if everything above
   * it is in the page, at its real height, by then.
   */
  const article = "/blog/ai-strategy-guide-for-small-business";
  const where = (page: Page, text: string) =>
    page.evaluate((text) => {
      const heading = [...document.querySelectorAll(".prose-part h2")].find(
        (h) => h.textContent === text,
      );
      return { y: window.scrollY, top: Math.round(heading!.getBoundingClientRect().top) };
    }, text);
  /** `read()` once two reads half a second apart agree: the page holds still. */
  const holdsStill = async <T>(read: () => Promise<T>): Promise<T> => {
    let last = "";
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await read());
          const still = now === last;
          last = now;
          return still;
        },
        { intervals: [500] },
      )
      .toBe(true);
    return JSON.parse(last) as T;
  };
  const readFarDown = async (page: Page) => {
    await page.goto(article);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const text = await page.evaluate(() => {
      const heading = [...document.querySelectorAll(".prose-part h2")].at(-2)!;
      heading.scrollIntoView({ block: "start", behavior: "instant" });
      return heading.textContent!;
    });
    const spot = await holdsStill(() => where(page, text));
    expect(spot.y).toBeGreaterThan(3000);
    return { text, spot };
  };

  test("a reload far down a long page comes back to the same text, not the footer", async ({
    page,
  }) => {
    const { text, spot } = await readFarDown(page);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await where(page, text)).toEqual(spot);
  });

  test("a reload of an address with a #fragment comes back where the visitor was, not to the fragment", async ({
    page,
  }) => {
    // As a browser's own restoration does: the fragment was where the visitor arrived, the
    // saved position is where they were.
    await page.goto(article);
    const id = await page.evaluate(() => document.querySelectorAll(".prose-part h2[id]")[2]!.id);
    // A document of its own, as from a link on another site.
    await page.goto("/contact");
    await page.goto(`${article}#${id}`);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const atFragment = await holdsStill(scrollY);
    expect(atFragment).toBeGreaterThan(1000);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), atFragment + 1500);
    // Where the page holds still: on a loaded machine a late font could still move it.
    const y = await holdsStill(scrollY);
    expect(y).toBeGreaterThan(atFragment + 1000);
    await page.reload();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  });

  test("back to a long page read far down returns to the same text, not the footer", async ({
    page,
  }) => {
    const { text, spot } = await readFarDown(page);
    // A click from the script: Playwright's own would scroll the footer into view first.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('footer a[href="/privacy-policy"]')!.click(),
    );
    await expect(page).toHaveURL("/privacy-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(article);
    await expect(page.getByRole("heading", { level: 2, name: text })).toBeAttached();
    expect(await where(page, text)).toEqual(spot);
  });
});

test.describe("interrupted navigation", () => {
  test("a link followed before the previous page has faded in is not an error", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const links = page.locator("footer a[href^='/services/']");
    const hrefs = [
      await links.nth(0).getAttribute("href"),
      await links.nth(1).getAttribute("href"),
    ];
    // Two links in quick succession: the first view transition is skipped. The fixture fails
    // the test on any uncaught error, which is what a skipped transition's `ready` rejection
    // would be without lib/view-transition-guard.ts.
    for (const gapMs of [0, 5, 20, 40, 60, 0, 20]) {
      const [first, second] = await page.evaluate(async (gap) => {
        const [a, b] = document.querySelectorAll<HTMLAnchorElement>("footer a[href^='/services/']");
        const [x, y] = location.pathname === a!.pathname ? [b!, a!] : [a!, b!];
        x.click();
        await new Promise((r) => setTimeout(r, gap));
        y.click();
        return [x.pathname, y.pathname];
      }, gapMs);
      expect(hrefs).toContain(first);
      await expect(page).toHaveURL(second);
      await expect(page.locator("h1")).toHaveCount(1);
    }
  });
});
