import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

/** The audit request form on /services/website-development, by its labels. */
export function auditForm(page: Page) {
  const root = page.locator("#audit-form");
  return {
    root,
    name: root.getByRole("textbox", { name: "Name" }),
    email: root.getByRole("textbox", { name: "Email" }),
    website: root.getByRole("textbox", { name: /Website/ }),
    service: root.getByRole("combobox", { name: "Service" }),
    /** The submit button whatever its label says (it reads 'Submitting...' while sending). */
    submit: root.locator("button[type=submit]"),
    notice: root.getByRole("alert"),
  };
}

/**
 * The home page's services carousel, scrolled into view, once Embla has attached (the track is
 * transformed). `transform()` reads the track's current position.
 */
export async function servicesCarousel(page: Page) {
  const carousel = page.getByRole("region", { name: "Our services" });
  await carousel.scrollIntoViewIfNeeded();
  const track = carousel.getByTestId("carousel-viewport").locator("> div");
  const transform = () => track.evaluate((el) => getComputedStyle(el).transform);
  await expect.poll(transform, { timeout: 8000 }).not.toBe("none");
  return { carousel, track, transform };
}
