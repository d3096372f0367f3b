import type { Page } from "@playwright/test";

import { navGroups } from "../../app/config/navigation";
import { expect, test } from "./fixtures";
import { axeViolations, liveAuditForm, prepareForAxe, servicesCarousel } from "./page-parts";

/**
 * Keyboard-only journeys (page.keyboard only) and axe on the open states of the shared layout:
 * menus open, a toast shown, the audit form showing its errors. Focus must be visible at each step.
 */
// The file runs in the desktop project (1440 px); the phone journey sets its own 390 px viewport.

async function expectFocusVisible(page: Page) {
  const f = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const cs = getComputedStyle(el);
    return {
      el: `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30)}`,
      outline: cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0,
      shadow: cs.boxShadow !== "none",
    };
  });
  expect(f.outline || f.shadow, `visible focus on ${f.el}`).toBe(true);
}

/** From a focused <main>, the next Tab lands on a visibly focused control inside it. */
async function expectTabContinuesInMain(page: Page) {
  await page.keyboard.press("Tab");
  expect(
    await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement)),
  ).toBe(true);
  await expectFocusVisible(page);
}

async function axe(page: Page, label: string) {
  await prepareForAxe(page, { settle: true });
  expect(await axeViolations(page), `axe: ${label}`).toEqual([]);
}

/** Every visible form control in `selector` is named by a real <label> element. */
async function expectRealLabels(page: Page, selector: string) {
  const unlabelled = await page.locator(selector).evaluate((root) =>
    [...root.querySelectorAll<HTMLInputElement>("input, select, textarea, button[role=combobox]")]
      .filter(
        (el) => el.type !== "hidden" && el.type !== "submit" && !el.closest("[aria-hidden=true]"),
      )
      .filter((el) => el.tabIndex >= 0)
      .filter((el) => {
        if ("labels" in el && el.labels && el.labels.length > 0) return false;
        const ids = el.getAttribute("aria-labelledby")?.split(" ") ?? [];
        return !ids.some((id) => document.getElementById(id)?.tagName === "LABEL");
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(unlabelled, `controls without a <label> in ${selector}`).toEqual([]);
}

/** Tab until `pred` holds for the focused element (at most `max` presses). */
async function tabTo(page: Page, pred: string, max = 80, key = "Tab") {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate(`(() => { const el = document.activeElement; return ${pred}; })()`))
      return;
  }
  throw new Error(`never focused: ${pred}`);
}

test("skip link, then every desktop menu group opened, walked and closed with keys", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await expectTabContinuesInMain(page);

  // Back to the top: the menu triggers come after the logo.
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  await tabTo(
    page,
    `el?.textContent?.trim() === "Services" && el.getAttribute("aria-expanded") !== null`,
  );
  // Radix semantics: Enter or Space opens; ArrowDown (or Tab) enters the open panel, arrows or Tab
  // walk it, Escape closes and returns focus to the trigger, ArrowRight moves to the next trigger.
  const keys = ["Enter", "Space", "Enter", "Space"];
  for (const [i, group] of navGroups.entries()) {
    const trigger = nav.getByRole("button", { name: group.title });
    await expect(trigger).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press(keys[i]!);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    if (i === 0) await axe(page, `desktop ${group.title} panel open`);
    // Walk every link of the panel.
    for (const link of group.links) {
      await page.keyboard.press(i % 2 ? "ArrowDown" : "Tab");
      await expect(page.locator(":focus")).toHaveAttribute("href", link.href);
      await expectFocusVisible(page);
    }
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    if (i < navGroups.length - 1) await page.keyboard.press("ArrowRight");
  }
  // Follow a link from a panel with Enter.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(navGroups[3]!.links[0]!.href);
  await expect(page.locator("h1")).toBeVisible();
});

test("axe with each desktop menu panel open", async ({ page }) => {
  await page.goto("/contact");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "About" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  for (const group of navGroups.slice(1)) {
    const trigger = nav.getByRole("button", { name: group.title });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await axe(page, `${group.title} panel open`);
    await page.keyboard.press("Escape");
  }
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test("mobile menu by keyboard: open, expand a section, follow a link; focus moves to main", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, `el?.getAttribute("aria-label") === "Open menu"`);
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    await expectFocusVisible(page);
    await axe(page, "mobile menu open");
    await tabTo(page, `el?.tagName === "SUMMARY" && el.textContent.includes("Resources")`, 20);
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(dialog.locator("details").nth(2)).toHaveAttribute("open", "");
    await axe(page, "mobile menu section open");
    await tabTo(page, `el?.getAttribute("href") === "/resources/ai-glossary"`, 10);
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/resources/ai-glossary");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Focus moves to the new page's main content, so the next Tab continues there.
    await expect(page.locator("main")).toBeFocused();
    await expectTabContinuesInMain(page);
  });
});

test("home FAQ and carousel by keyboard; the carousel announces the slide", async ({ page }) => {
  await page.goto("/");
  const { carousel } = await servicesCarousel(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await carousel
    .getByRole("group")
    .first()
    .evaluate((el) => el.scrollIntoView());
  await page.locator("#services-title").evaluate((el) => {
    el.setAttribute("tabindex", "-1");
    el.focus();
  });
  await tabTo(page, `el?.getAttribute("aria-label") === "Next slide"`, 30);
  await expectFocusVisible(page);
  // Nothing is announced while it advances by itself; a button press announces the slide.
  const status = carousel.getByTestId("carousel-status");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toHaveText("");
  await page.keyboard.press("Enter");
  await expect(status).toHaveText(/^Slide \d+ of \d+$/);
  const afterNext = await status.textContent();
  await page.keyboard.press("Shift+Tab");
  await expectFocusVisible(page);
  await page.keyboard.press("Space");
  await expect(status).not.toHaveText(afterNext!);
  await expect(status).toHaveText(/^Slide \d+ of \d+$/);

  const items = page.locator('details[name="faq"]');
  await tabTo(page, `el?.tagName === "SUMMARY" && el.closest('details[name="faq"]') !== null`, 120);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await tabTo(page, `el?.tagName === "SUMMARY"`, 10);
  await page.keyboard.press("Space");
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await page.keyboard.press("Enter");
  await expect(items.nth(1)).not.toHaveAttribute("open", "");
});

test("newsletter by keyboard: error reached, fixed, submitted; toast axe-clean; F8 reaches it", async ({
  page,
}) => {
  await page.goto("/contact");
  const input = page.getByRole("textbox", { name: "Email address" });
  await expectRealLabels(page, "footer form");
  await page.locator("footer").evaluate((el) => el.scrollIntoView());
  await tabTo(page, `el?.getAttribute("type") === "email"`, 120);
  await expectFocusVisible(page);
  await page.keyboard.type("owner@");
  await page.keyboard.press("Enter");
  const error = page.getByText("Please enter a valid email address.");
  await expect(error).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveAccessibleDescription("Please enter a valid email address.");
  await page.keyboard.type("example.com");
  await expect(error).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await axe(page, "toast shown");
  await page.keyboard.press("F8");
  await expect(page.locator("[data-toast-viewport]")).toBeFocused();
  await page.keyboard.press("Tab");
  await expectFocusVisible(page);
});

test("audit form by keyboard: empty submit shows errors (axe-clean), then filled and sent", async ({
  page,
}) => {
  await page.goto("/services/website-development");
  await liveAuditForm(page);
  await expectRealLabels(page, "#audit-form");
  await page.locator("#audit").evaluate((el) => el.scrollIntoView());
  await page.locator("#audit-form").evaluate((el) => {
    el.setAttribute("tabindex", "-1");
    el.focus();
  });
  await tabTo(page, `el?.getAttribute("type") === "submit"`, 10);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const form = page.locator("#audit-form");
  const name = form.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await expect(form.locator("[aria-invalid=true]")).toHaveCount(3);
  await axe(page, "audit form errors");
  await expectFocusVisible(page);
  await page.keyboard.type("Jordan Avery");
  await page.keyboard.press("Tab");
  await expectFocusVisible(page);
  await page.keyboard.type("jordan@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("acme.com");
  await page.keyboard.press("Tab");
  const service = form.getByRole("combobox", { name: "Service" });
  await expect(service).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(service).not.toHaveText("Choose a service");
  await expect(form.locator("[aria-invalid=true]")).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast")).toContainText("Audit Request Sent!");
});
