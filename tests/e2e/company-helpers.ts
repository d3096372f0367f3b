import type { Locator, Page } from "@playwright/test";

import { site } from "../../app/config/site";
import { expect } from "./fixtures";

/** Helpers shared by the company, education, resources and legal specs. */

/** A booking call to action: the scheduling page, in a new tab, without a referrer. */
export async function expectBooking(link: Locator) {
  await expect(link).toHaveAttribute("href", site.bookingUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** Clicking a booking link opens the booking URL in a new tab (served locally, never fetched). */
export async function expectOpensBookingTab(page: Page, link: Locator) {
  await page
    .context()
    .route(site.bookingUrl, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Booking</title>" }),
    );
  const before = page.url();
  const popup = page.waitForEvent("popup");
  await link.click();
  const tab = await popup;
  await expect(tab).toHaveURL(site.bookingUrl);
  await tab.close();
  await expect(page).toHaveURL(before);
}

/** Wait until React has hydrated, so clicks are handled by the router. */
export async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Internal link navigates to `path` (client-side) and the new page has its one h1. */
export async function expectNavigates(page: Page, link: Locator, path: string) {
  await expect(link).toHaveAttribute("href", path);
  await hydrated(page);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.locator("h1")).toHaveCount(1);
}
