// The shell of inner pages: the side menu (order, nesting, keyboard), the footer's columns,
// the back-to-top control and the body classes.
import { expect, site, test } from "./support/fixtures.ts";
import { openHydrated } from "./support/hydrated.ts";

const MENU_ORDER = [
  "Home",
  "Thanathu",
  "Works",
  "Weirdos",
  "Services",
  "Thought Starters",
  "Blogs/News",
  "Careers",
  "Say Hello",
];

test("the side menu lists every entry in order, with Services and Digital Marketing nested", async ({
  page,
}) => {
  await openHydrated(page, "/works");
  const button = page.getByRole("button", { name: "Menu", exact: true });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu).toBeVisible();

  const topLevel = menu.locator(".side-menu-list > li > :is(a, button)");
  await expect(topLevel).toHaveText(MENU_ORDER);

  const services = menu.getByRole("button", { name: "Services" });
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Unbranding" })).toBeHidden();
  await services.click();
  await expect(services).toHaveAttribute("aria-expanded", "true");
  const servicesList = menu.locator(`#${await services.getAttribute("aria-controls")}`);
  await expect(servicesList.locator(":scope > li > :is(a, button)")).toHaveText([
    "Unbranding",
    "Unadvertising",
    "Content & Stories",
    "Digital Marketing",
  ]);

  const digital = menu.getByRole("button", { name: "Digital Marketing" });
  await expect(digital).toHaveAttribute("aria-expanded", "false");
  await digital.click();
  await expect(digital).toHaveAttribute("aria-expanded", "true");
  const digitalList = menu.locator(`#${await digital.getAttribute("aria-controls")}`);
  await expect(digitalList.getByRole("link")).toHaveText(["Lead Generation", "SEO", "PPC"]);
  await digital.click();
  await expect(digitalList).toBeHidden();

  await menu.getByRole("link", { name: "Weirdos" }).click();
  await expect(page).toHaveURL(/\/old\/weirdos$/);
  await expect(menu).toBeHidden();
});

test("the side menu works from the keyboard: focus moves in, stays in, Esc closes and focus returns", async ({
  page,
}) => {
  await openHydrated(page, "/services");
  const button = page.getByRole("button", { name: "Menu", exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu).toBeVisible();
  const focusInMenu = () => page.evaluate(() => !!document.activeElement?.closest("#side-menu"));
  expect(await focusInMenu()).toBe(true);

  // Tab through more stops than the menu has: focus never leaves it.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInMenu()).toBe(true);
  }

  // Open Services with the keyboard.
  await menu.getByRole("button", { name: "Services" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("button", { name: "Services" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.keyboard.press("Space");
  await expect(menu.getByRole("button", { name: "Services" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the home page's menu button opens the same menu", async ({ page }) => {
  await openHydrated(page, "/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu.locator(".side-menu-list > li > :is(a, button)")).toHaveText(MENU_ORDER);
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
});

test("the footer has the address, the mail link, four networks and the link columns", async ({
  page,
}) => {
  await page.goto(site("/weirdos"));
  const footer = page.locator("footer.site-footer");
  await expect(footer.locator("address")).toContainText("Kochi, Kerala");
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.getByRole("list", { name: "Social networks" }).getByRole("link")).toHaveCount(
    4,
  );

  const works = footer.getByRole("navigation", { name: "Works links" }).getByRole("link");
  await expect(works).toHaveText(["Branding", "Packaging", "Communications", "Media", "Website"]);
  for (const href of await works.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toBe("/old/works");
  }
  await expect(
    footer.getByRole("navigation", { name: "Services links" }).getByRole("link"),
  ).toHaveCount(4);
  await expect(
    footer.getByRole("navigation", { name: "Kadal links" }).getByRole("link"),
  ).not.toHaveCount(0);
  await expect(footer).toContainText(/© \d{4}–\d{4} Kadal Creative LLP/);
});

test("back to top appears after scrolling and takes the visitor to the top", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page, "/services");
  const backToTop = page.getByRole("button", { name: "Back to top" });
  await expect(backToTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("on a phone, back to top stays out of the text while the visitor reads down", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await openHydrated(page, "/services/digital-marketing/seo");
  const backToTop = page.getByRole("button", { name: "Back to top" });
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
  await page.mouse.wheel(0, 400);
  await expect(backToTop).toBeHidden();
  await page.mouse.wheel(0, -200);
  await expect(backToTop).toBeVisible();
});

test("entering a page scrolls to its top", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 500 });
  await page.goto(site("/services"));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.locator("footer").getByRole("link", { name: "Weirdos" }).click();
  await expect(page).toHaveURL(/\/old\/weirdos$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("body classes follow the page after client-side navigation", async ({ page }) => {
  await page.goto(site("/services"));
  await expect(page.locator("body")).toHaveClass("inner-page services-page");
  await page.locator("footer").getByRole("link", { name: "Unbranding" }).click();
  await expect(page.locator("body")).toHaveClass("inner-page unbranding-page");
  await page.locator("footer").getByRole("link", { name: "Content & Stories" }).click();
  await expect(page.locator("body")).toHaveClass("inner-page content-stories-page");
});
