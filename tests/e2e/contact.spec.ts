import { site } from "../../app/config/site";
import { expect, test } from "./fixtures";

const schedulerHost = new URL(site.bookingUrl).hostname.split(".").slice(-2).join(".");
const isScheduler = (url: string) => {
  const host = new URL(url).hostname;
  return host === schedulerHost || host.endsWith(`.${schedulerHost}`);
};

test.describe("/contact inline calendar", () => {
  test("nothing goes to the scheduling service until the visitor asks; then the calendar is framed", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (req) => {
      if (isScheduler(req.url())) requested.push(req.url());
    });
    // Registered after the fixture's third-party block, so it answers first: a local stub page.
    await page.route(
      (url) => isScheduler(url.href),
      (route) =>
        route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>Stub calendar</title><p>Stub calendar</p>",
        }),
    );
    await page.goto("/contact");
    // Scroll through the page and back, as a visitor reading it would.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(r));
      }
    });
    await page.locator("#calendar").scrollIntoViewIfNeeded();
    const calendar = page.locator("[data-booking-calendar]");
    await expect(calendar.locator("iframe")).toHaveCount(0);
    expect(requested, "no request to the scheduling service before the click").toEqual([]);

    const frameRequest = page.waitForRequest((req) => isScheduler(req.url()));
    await calendar.getByRole("button", { name: "Show available times here" }).click();
    const req = await frameRequest;
    expect(req.resourceType()).toBe("document");
    expect(req.url().startsWith(site.bookingUrl)).toBe(true);
    const frame = calendar.locator("iframe");
    await expect(frame).toHaveAttribute("title", /Booking calendar/);
    await expect(
      page.frameLocator("[data-booking-calendar] iframe").getByText("Stub calendar"),
    ).toBeVisible();
  });

  test("the plain booking link stays as the fallback", async ({ page }) => {
    await page.goto("/contact");
    const link = page.locator("#calendar").getByRole("link", { name: /Open the booking page/ });
    await expect(link).toHaveAttribute("href", site.bookingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("/contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("offers the booking page as a plain link in place of the calendar", async ({ page }) => {
    await page.goto("/contact");
    const calendar = page.locator("[data-booking-calendar]");
    await expect(calendar.getByRole("button")).toHaveCount(0);
    await expect(calendar.getByRole("link", { name: /See available times/ })).toHaveAttribute(
      "href",
      site.bookingUrl,
    );
  });
});
