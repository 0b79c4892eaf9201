// What a visitor does before the scripts arrive is not undone when they do: the scripts are held
// back here until the visitor is done (a slow phone, decision 0804), the visitor scrolls, opens
// the menu, a submenu, a panel or a filter, types into a form, and hydration takes all of it over.
// Decisions 0910, 1001.
import type { Page } from "@playwright/test";
import { messages } from "#contracts/messages.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { isHydrated, nextFrames, waitForHydration, waitForLive } from "./support/hydrated.ts";
import { recordScrolls, scrollsAsked } from "./support/scrolls.ts";

/** Until the test lets them go (hydrateAndSettle), the open page's scripts are held. */
let scripts = Promise.resolve();
let releaseScripts: () => void = () => undefined;

test.beforeEach(async ({ page }) => {
  await page.route("**/old/assets/*.js", async (route) => {
    await scripts;
    await route.continue();
  });
  await recordScrolls(page);
});

/** Opens a page and checks that its scripts have not run yet, so the test acts before them. */
async function openBeforeScripts(page: Page, path: string) {
  scripts = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.goto(site(path));
  expect(await isHydrated(page), "the page hydrated before the test could act").toBe(false);
}

/**
 * Lets the scripts in and waits until the page is live: hydrated, and every effect of that run,
 * so a scroll the page would start has been asked for (support/scrolls.ts).
 */
async function hydrateAndSettle(page: Page) {
  releaseScripts();
  await waitForHydration(page);
  await waitForLive(page);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Turns the wheel over the middle of the page until the page has scrolled and come to rest. A
 * busy browser can drop a wheel event that arrives before its first frame, so one is not enough.
 */
async function scrollByWheel(page: Page, deltaY: number) {
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  const start = await scrollY(page);
  await expect(async () => {
    if ((await scrollY(page)) === start) await page.mouse.wheel(0, deltaY);
    await nextFrames(page);
    expect(await scrollY(page)).toBeGreaterThan(start);
  }).toPass();
  // At rest: the same place two frames apart.
  await expect(async () => {
    const first = await scrollY(page);
    await nextFrames(page);
    expect(await scrollY(page)).toBe(first);
  }).toPass();
}

test.describe("a case study keeps the reader's place", () => {
  // What the document itself asked before any script arrived: the Onam address opens at its
  // section (its own inline script), any other at its top.
  const openedAt: Record<string, string[]> = {
    "/works/branding/aptayu": [],
    "/works/campaign/palmtree/onam": ["#onam"],
  };
  for (const [path, asked] of Object.entries(openedAt)) {
    test(`${path}: scrolled before the scripts run, the page stays where the reader is`, async ({
      page,
    }) => {
      await openBeforeScripts(page, path);
      await scrollByWheel(page, 900);
      const before = await scrollY(page);
      await hydrateAndSettle(page);
      await waitForLive(page);
      expect(await scrollsAsked(page)).toEqual(asked);
      expect(await scrollY(page)).toBe(before);
    });
  }

  test("a shared link to a section opens there before the scripts run, and hydration does not move it", async ({
    page,
  }) => {
    await openBeforeScripts(page, "/works/campaign/palmtree/onam");
    const top = () => page.locator("#onam").evaluate((el) => el.getBoundingClientRect().top);
    expect(await top()).toBeLessThanOrEqual(120);
    expect(await top()).toBeGreaterThanOrEqual(0);
    const opened = await scrollY(page);
    await hydrateAndSettle(page);
    expect(await scrollsAsked(page)).toEqual(["#onam"]);
    expect(await scrollY(page)).toBe(opened);
  });
});

test.describe("a menu opened before the scripts run", () => {
  test("stays open and becomes the modal menu, with its open submenus, Tab kept in, Esc to close", async ({
    page,
  }) => {
    await openBeforeScripts(page, "/services");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await button.click();
    await menu.locator("summary", { hasText: /^Services$/ }).click();
    await expect(menu.getByRole("link", { name: "Unbranding" })).toBeVisible();

    await hydrateAndSettle(page);
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const services = menu.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Unbranding" })).toBeVisible();

    // Usable as the modal menu: a submenu toggles, Tab stays inside, Esc closes and returns focus.
    const digital = menu.getByRole("button", { name: "Digital Marketing" });
    await digital.click();
    await expect(digital).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "SEO" })).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("#side-menu"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // …and opens again as the modal menu.
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await menu.getByRole("link", { name: "Weirdos" }).click();
    await expect(page).toHaveURL(/\/old\/weirdos$/);
    await expect(menu).toBeHidden();
  });

  test("the keyboard focus stays on the submenu the visitor was on", async ({ page }) => {
    await openBeforeScripts(page, "/services");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    // The popover has put the focus on its close button; Services is the fifth stop after it.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu.locator("summary", { hasText: /^Services$/ })).toBeFocused();
    await page.keyboard.press("Enter");

    await hydrateAndSettle(page);
    const services = menu.getByRole("button", { name: "Services" });
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Unbranding" })).toBeFocused();
  });

  test("a menu closed again before the scripts run stays closed", async ({ page }) => {
    await openBeforeScripts(page, "/services");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await button.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await hydrateAndSettle(page);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(menu).toBeVisible();
  });
});

test.describe("widgets opened before the scripts run stay open", () => {
  test("an approach panel and a works filter", async ({ page }) => {
    await openBeforeScripts(page, "/works/branding/aptayu");
    await page.locator(".approach summary").nth(1).click();
    await hydrateAndSettle(page);
    await expect(page.locator(".approach-button")).toHaveCount(3);
    await expect(page.locator(".approach-button").nth(1)).toHaveAttribute("aria-expanded", "true");

    await openBeforeScripts(page, "/works");
    await page
      .getByRole("group", { name: "Filter works by category" })
      .getByRole("link", { name: "Campaign", exact: true })
      .click();
    await expect(page.locator(".work-card:visible")).toHaveCount(4);
    await hydrateAndSettle(page);
    await expect(page.locator(".works-list[data-live]")).toBeAttached();
    await expect(page.getByRole("button", { name: "Campaign" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.locator(".work-card:visible")).toHaveCount(4);
    await page.getByRole("button", { name: "All" }).click();
    await expect(page.locator(".work-card:visible")).toHaveCount(16);
    await expect(page).toHaveURL(/\/old\/works$/);
  });

  test("a read-more", async ({ page }) => {
    await openBeforeScripts(page, "/services/digital-marketing/seo");
    await page.locator("main .read-more summary").click();
    await hydrateAndSettle(page);
    const toggle = page.locator("main .read-more-button");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toContainText("Read less");
    await expect(page.locator("main .read-more-extra")).toBeVisible();
  });
});

test.describe("forms filled in before the scripts run", () => {
  test("the contact form keeps what was typed, and the enhanced form sends it", async ({
    page,
  }) => {
    await openBeforeScripts(page, "/contact-us");
    const typed: [string, string][] = [
      ["Your name", "Anu Thomas"],
      ["Email address", "anu@example.in"],
      ["Phone number", "098470 12345"],
      ["Your message (optional)", "A new ayurveda brand"],
    ];
    for (const [label, value] of typed) await page.getByLabel(label).fill(value);
    await hydrateAndSettle(page);
    for (const [label, value] of typed) await expect(page.getByLabel(label)).toHaveValue(value);

    const sent = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Say hello" }).click();
    const request = await sent;
    // The enhanced form sent it (JSON), with the values typed before it existed.
    expect(request.headers()["content-type"]).toContain("application/json");
    expect(request.postDataJSON()).toMatchObject({
      cf_name: "Anu Thomas",
      cf_mail: "anu@example.in",
      cf_phone: "098470 12345",
      cf_msg: "A new ayurveda brand",
    });
    await expect(page.getByRole("status")).toHaveText(messages.contactSuccess);
  });

  test("the thought starters keep the answers and the question reached", async ({ page }) => {
    await openBeforeScripts(page, "/thought-starters");
    await page.getByRole("textbox").fill("A heron");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Question 2 of 4")).toBeVisible();
    await page.getByRole("textbox").fill("Ripples");

    await hydrateAndSettle(page);
    await expect(page.getByText("Question 2 of 4")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveValue("Ripples");
    await expect(page.getByRole("textbox")).toBeFocused();
    for (let next = 0; next < 2; next++) await page.getByRole("button", { name: "Next" }).click();
    const sent = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      ts_ans_01: "A heron",
      ts_ans_02: "Ripples",
    });
    await expect(page.getByRole("status")).toContainText(messages.thoughtsSuccess);
  });
});
