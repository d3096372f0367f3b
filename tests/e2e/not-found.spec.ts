import { expect, test } from "./fixtures";

test("unknown paths get the branded not-found page with status 404", async ({ page, request }) => {
  const res = await request.get("/no-such-page");
  expect(res.status()).toBe(404);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown nested path also gets the not-found page", async ({ page }) => {
  const res = await page.goto("/automations/no-such-automation");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
});
