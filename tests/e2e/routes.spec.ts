// Every route of the specification is prerendered: status 200, its own title, sharing tags and
// canonical link, and its words readable with JavaScript off. Unknown paths show home with 404.
import { readSite } from "#server/content/site.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { specRoutes } from "./support/routes.ts";

/** The agency's identity the site was built from (content/site.yaml). */
const siteConfig = readSite();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("prerendered routes, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of specRoutes) {
    test(`${route.path} is complete without JavaScript`, async ({ page }) => {
      const response = await page.goto(site(route.path));
      expect(response?.status()).toBe(200);
      const title = await page.title();
      expect(title).toMatch(
        new RegExp(`^.*${escape(route.title)}.* \\| ${siteConfig.company} Company$`),
      );
      const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[name="description"]')).toBeTruthy();
      expect(await meta('meta[property="og:description"]')).toBe(
        await meta('meta[name="description"]'),
      );
      expect(await meta('meta[property="og:type"]')).toBe("website");
      const ogUrl = await meta('meta[property="og:url"]');
      expect(ogUrl).toMatch(
        new RegExp(`^https?://[^/]+/old${escape(route.canonical ?? route.path)}$`),
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(ogUrl);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(route.heading);
      const bodyClass = (await page.locator("body").getAttribute("class")) ?? "";
      expect(bodyClass.split(" ")).toContain(route.bodyClass);
      if (route.inner) expect(bodyClass.split(" ")).toContain("inner-page");
    });
  }
});

test.describe("pages served with 404", () => {
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test.describe("JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    test("an unknown path shows the home page with status 404", async ({ page }) => {
      const response = await page.goto(site("/no/such/page"));
      expect(response?.status()).toBe(404);
      await expect(page.locator(".home-tile--works")).toBeVisible();
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    });
  });

  test("an unknown path shows the home page after hydration too", async ({ page }) => {
    const response = await page.goto(site("/definitely-not-here"));
    expect(response?.status()).toBe(404);
    await expect(page.locator(".home-tile--works")).toBeVisible();
    await page.locator(".home-tile--weirdos").click();
    await expect(page).toHaveURL(/\/old\/weirdos$/);
  });

  test("an opening that does not exist says so and links to Careers", async ({ page }) => {
    const response = await page.goto(site("/careers/apply-now/astronaut"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This opening is not available",
    );
    await page.getByRole("link", { name: /current openings/ }).click();
    await expect(page).toHaveURL(/\/old\/careers\/$/);
  });
});

test("/old/blog is a permanent redirect to the blog", async ({ request }) => {
  const response = await request.get(site("/blog"), { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(siteConfig.blogUrl);
});

test("/old redirects to /old/", async ({ request }) => {
  const response = await request.get("/old", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/old/");
});
