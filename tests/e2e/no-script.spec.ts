// The site with JavaScript off — as every visitor has it until the scripts start after the first
// screen (decision 0804), and as some have it for good: the side menu and its submenus, the works
// filter, the accordions and read-more work as HTML and CSS alone, and the home page's Works tile
// shows its poster, never the browser's own video controls. Decision 0910.
import type { Locator, Page } from "@playwright/test";
import { expect, site, test } from "./support/fixtures.ts";

test.use({ javaScriptEnabled: false });

/** Items per tab in the sixteen-item list (as in works.spec.ts). */
const TAB_COUNTS = {
  Branding: ["branding", 1],
  Campaign: ["campaign", 4],
  Communication: ["communication", 3],
  Media: ["media", 1],
  Packaging: ["packaging", 2],
  Videos: ["video", 3],
  Website: ["website", 2],
} as const;

const menu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
const summary = (page: Page, name: string) =>
  menu(page).locator("summary", { hasText: new RegExp(`^${name}$`) });
const shownCards = (page: Page) => page.locator(".work-card:visible");
/** The text a sighted visitor reads (CSS hides the alternatives before the scripts run). */
const visibleText = (locator: Locator) =>
  locator.evaluate((element) => (element as HTMLElement).innerText.trim());

test.describe("the side menu", () => {
  for (const path of ["/services", "/"]) {
    test(`${path}: the menu button opens it, and SEO is reached through Services → Digital Marketing`, async ({
      page,
    }) => {
      await page.goto(site(path));
      await expect(menu(page)).toBeHidden();
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(menu(page)).toBeVisible();
      await expect(menu(page).getByRole("link", { name: "Works", exact: true })).toBeVisible();
      const seo = menu(page).getByRole("link", { name: "SEO", exact: true });
      await expect(seo).toBeHidden();
      await summary(page, "Services").click();
      await expect(menu(page).getByRole("link", { name: "Unbranding" })).toBeVisible();
      await expect(seo).toBeHidden();
      await summary(page, "Digital Marketing").click();
      await expect(seo).toBeVisible();
      await seo.click();
      await expect(page).toHaveURL(/\/old\/services\/digital-marketing\/seo$/);
      await expect(page.locator("h1")).toHaveText("Search engine optimisation");
    });
  }

  test("works from the keyboard: Enter opens it with the focus inside, Enter opens a submenu, Esc closes", async ({
    page,
  }) => {
    await page.goto(site("/weirdos"));
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    // A dialog shown as a popover takes the focus, like the modal menu.
    await expect(menu(page).getByRole("button", { name: "Close menu" })).toBeFocused();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
    await expect(summary(page, "Services")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu(page).getByRole("link", { name: "Unbranding" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the close button and a click beside the menu close it", async ({ page }) => {
    await page.goto(site("/weirdos"));
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await button.click();
    await menu(page).getByRole("button", { name: "Close menu" }).click();
    await expect(menu(page)).toBeHidden();
    await button.click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(menu(page)).toBeHidden();
  });
});

test.describe("the works filter", () => {
  test("each tab is a link that shows only its category, and All shows all sixteen", async ({
    page,
  }) => {
    await page.goto(site("/works"));
    const tabs = page.getByRole("group", { name: "Filter works by category" });
    await expect(shownCards(page)).toHaveCount(16);
    await expect.poll(() => visibleText(page.locator(".works-count"))).toBe("Showing all 16 works");
    // All starts pressed: the ink ground of aria-pressed="true", which a chosen tab takes over.
    const all = tabs.getByRole("link", { name: "All", exact: true });
    const pressed = await all.evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(pressed).not.toBe("rgba(0, 0, 0, 0)");
    for (const [tab, [category, count]] of Object.entries(TAB_COUNTS)) {
      const link = tabs.getByRole("link", { name: tab, exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/old/works#category-${category}$`));
      await expect(shownCards(page), tab).toHaveCount(count);
      for (const card of await shownCards(page).all())
        await expect(card).toHaveAttribute("data-category", category);
      expect(await visibleText(page.locator(".works-count"))).toBe(
        `Showing ${count} of 16 works: ${tab}`,
      );
      await expect(link).toHaveCSS("background-color", pressed);
      await expect(all).not.toHaveCSS("background-color", pressed);
    }
    await all.click();
    await expect(all).toHaveCSS("background-color", pressed);
    await expect(shownCards(page)).toHaveCount(16);
    await expect.poll(() => visibleText(page.locator(".works-count"))).toBe("Showing all 16 works");
  });

  test("a shared filtered address opens filtered, and the page does not jump to the tabs", async ({
    page,
  }) => {
    await page.goto(site("/works#category-video"));
    await expect(shownCards(page)).toHaveCount(TAB_COUNTS.Videos[1]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a case study's category breadcrumb opens the list filtered", async ({ page }) => {
    await page.goto(site("/works/campaign/lazza"));
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Campaign" })
      .click();
    await expect(page.locator("h1")).toHaveText("Works");
    await expect(shownCards(page)).toHaveCount(TAB_COUNTS.Campaign[1]);
  });
});

test.describe("accordions and read-more", () => {
  test("an 'Our Approach' panel opens, and opening another closes it", async ({ page }) => {
    await page.goto(site("/works/branding/aptayu"));
    const items = page.locator(".approach details");
    await expect(items).toHaveCount(3);
    await expect(items.locator(".approach-panel").first()).toBeHidden();
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0).locator(".approach-panel")).toBeVisible();
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2).locator(".approach-panel")).toBeVisible();
    await expect(items.nth(0).locator(".approach-panel")).toBeHidden();
  });

  test("the Palm Tree campaign's two accordions stay independent", async ({ page }) => {
    await page.goto(site("/works/campaign/palmtree"));
    await page.locator("#lessgo .approach summary").nth(1).click();
    await page.locator("#onam .approach summary").nth(2).click();
    await expect(page.locator("#lessgo .approach details").nth(1)).toHaveAttribute("open", "");
    await expect(page.locator("#onam .approach details").nth(2)).toHaveAttribute("open", "");
  });

  test("Read more opens the rest of the paragraph and reads Read less", async ({ page }) => {
    await page.goto(site("/services/digital-marketing/seo"));
    const toggle = page.locator("main .read-more summary");
    const extra = page.locator("main .read-more-extra");
    const [more, less] = [
      toggle.locator(".read-more-collapsed"),
      toggle.locator(".read-more-expanded"),
    ];
    await expect(more).toHaveText("Read more");
    await expect(less).toBeHidden();
    await expect(extra).toBeHidden();
    await toggle.click();
    await expect(extra).toBeVisible();
    await expect(less).toHaveText("Read less");
    await expect(more).toBeHidden();
    await toggle.click();
    await expect(extra).toBeHidden();
  });
});

test("the home Works tile shows its poster, and no video with the browser's controls", async ({
  page,
}) => {
  await page.goto(site("/"));
  const poster = page.locator(".home-tile--works img");
  await expect(poster).toBeVisible();
  await expect(poster).toHaveAttribute("src", /\/old\/assets\/works-poster-[\w-]+\.webp$/);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator("video")).toHaveCount(0);
});
