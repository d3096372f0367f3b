import { expectNavigates, hydrated } from "./company-helpers";
import { expect, test } from "./fixtures";
import { navigateClientSide } from "./page-parts";

const letters = ["A", "B", "F", "G", "L", "M", "N", "P", "R", "W"];

test.describe("/resources/ai-glossary", () => {
  test("groups terms under A, B, F, G, L, M, N, P, R, W as description lists", async ({ page }) => {
    await page.goto("/resources/ai-glossary");
    const groups = page.locator("[data-letter]");
    await expect(groups.getByRole("heading", { level: 2 })).toHaveText(letters);
    for (const letter of letters) {
      const group = page.locator(`[data-letter="${letter}"]`);
      const dl = group.locator("dl");
      await expect(dl).toHaveCount(1);
      const terms = await dl.locator("dt").allInnerTexts();
      expect(terms.length, letter).toBeGreaterThanOrEqual(2);
      for (const t of terms) expect(t.startsWith(letter), t).toBe(true);
      await expect(dl.locator("dd")).toHaveCount(terms.length);
    }
  });

  test("the jump bar links to every letter and scrolls the group into view", async ({ page }) => {
    await page.goto("/resources/ai-glossary");
    const bar = page.getByRole("navigation", { name: "Glossary letters" });
    const links = bar.getByRole("link");
    await expect(links).toHaveText(letters.map((l) => `Jump to letter ${l}`));
    for (const l of letters) {
      await expect(
        bar.getByRole("link", { name: `Jump to letter ${l}`, exact: true }),
      ).toHaveAttribute("href", `#letter-${l.toLowerCase()}`);
    }
    await hydrated(page);
    await bar.getByRole("link", { name: "Jump to letter R", exact: true }).click();
    await expect(page).toHaveURL(/#letter-r$/);
    const heading = page.locator("#letter-r-title");
    await expect(heading).toBeInViewport();
    // Not hidden under the fixed header or the sticky jump bar.
    const barBox = (await bar.boundingBox())!;
    await expect
      .poll(async () => (await heading.boundingBox())!.y)
      .toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
  });
});

test.describe("/resources/case-studies", () => {
  const titles = [
    "Client Onboarding Automation for a Design and Build Firm",
    "AI Sales Agent for a SaaS Company",
    "Financial Reporting Automation for a Hospitality Group",
  ];

  test("shows three cases with industry, challenge, solution, results and an image caption", async ({
    page,
  }) => {
    await page.goto("/resources/case-studies");
    const cases = page.locator("article");
    await expect(cases).toHaveCount(3);
    await expect(cases.getByRole("heading", { level: 2 })).toHaveText(titles);
    for (const c of await cases.all()) {
      await expect(c.getByText(/^Industry:/)).toHaveCount(1);
      await expect(c.getByRole("heading", { level: 3, name: "The challenge" })).toBeVisible();
      await expect(c.getByRole("heading", { level: 3, name: "The solution" })).toBeVisible();
      await expect(c.getByRole("heading", { level: 3, name: "The results" })).toBeVisible();
      expect(await c.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
      // Each picture is a small drawing, drawn inline and named for screen readers.
      const picture = c.locator('figure [role="img"]');
      expect((await picture.getAttribute("aria-label"))!.length).toBeGreaterThan(10);
      await expect(picture.locator("svg")).toHaveCount(1);
      const box = (await picture.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(640 / 400, 1);
      await expect(c.locator("figcaption")).not.toBeEmpty();
    }
  });

  test("the pictures are drawn inline: nothing fetched, on load or after a client-side navigation", async ({
    page,
  }) => {
    const files: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/images/case-studies/")) files.push(path);
    });
    await page.goto("/resources/case-studies");
    await hydrated(page);
    const pictures = page.locator('article figure [role="img"]');
    await expect(pictures.locator("svg")).toHaveCount(3);
    expect(files).toEqual([]);

    await page.goto("/resources/ai-glossary");
    await hydrated(page);
    await navigateClientSide(page, "/resources/case-studies");
    await expect(pictures.locator("svg")).toHaveCount(3);
    expect(files).toEqual([]);
  });

  test("the closing button goes to /contact", async ({ page }) => {
    await page.goto("/resources/case-studies");
    await expectNavigates(page, page.getByRole("link", { name: "Start Your Project" }), "/contact");
  });
});

test.describe("/resources/ai-assessment", () => {
  test("lists ten static yes/no questions with no form controls and the three-'Yes' rule", async ({
    page,
  }) => {
    await page.goto("/resources/ai-assessment");
    const questions = page.getByTestId("assessment-questions").getByRole("listitem");
    await expect(questions).toHaveCount(10);
    for (const q of await questions.all()) await expect(q).toContainText("?");
    await expect(
      page
        .locator("main")
        .locator(
          "form, input, select, textarea, button, [role=checkbox], [role=radio], [role=switch], [contenteditable]",
        ),
    ).toHaveCount(0);
    await expect(page.getByTestId("assessment-rule")).toHaveText(
      "Three or more 'Yes' answers means your business is primed for ROI from automation.",
    );
  });

  test("a button goes to /contact", async ({ page }) => {
    await page.goto("/resources/ai-assessment");
    await expectNavigates(
      page,
      page.getByRole("link", { name: "Discuss Your Answers" }),
      "/contact",
    );
  });
});

test.describe("/about/our-process", () => {
  test("shows Discover, Strategize, Implement, Optimize in order", async ({ page }) => {
    await page.goto("/about/our-process");
    await expect(page.locator("#process ol > li h3")).toHaveText([
      "Step 1: Discover",
      "Step 2: Strategize",
      "Step 3: Implement",
      "Step 4: Optimize",
    ]);
  });

  test("links to roadmap, implementation, mission-values and related pages", async ({ page }) => {
    await page.goto("/about/our-process");
    const main = page.locator("main");
    for (const href of [
      "/services/ai-roadmap-development",
      "/services/ai-implementation-services",
      "/company/mission-values",
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(
      page.getByRole("region", { name: "Explore other resources" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expectNavigates(
      page,
      main.getByRole("link", { name: /Read our values/ }),
      "/company/mission-values",
    );
  });
});
