// The site with the keyboard alone: Tab, Shift+Tab, Enter, Space and Escape through every widget
// (skip link, side menu, home tiles, works filter, approach accordions, read more, the embeds'
// facades and the four forms). After every key the expected element has the focus and the visitor
// can see it (support/keyboard-helpers.ts: :focus-visible, in view, a ring of 3:1 contrast).
// No mouse, no .click(), no .focus(): the page only ever gets keys.
import type { Page } from "@playwright/test";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { expect, test } from "./support/fixtures.ts";
import { minimalPdf, openForm, submissionsCli, waitForTokenAge } from "./support/forms-helpers.ts";
import { openHydrated, waitForLive } from "./support/hydrated.ts";
import { expectFocusVisible, press, tabTo } from "./support/keyboard-helpers.ts";

/** Spec §9: the thought starters' prompts, in order. */
const PROMPTS = [
  "What do you see? Tell us",
  "And this? What is this?",
  "Can you see this? Tell us what you see",
  "Clue, its not the flag. What is it?",
];

const main = (page: Page) => page.locator("#main");
const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, exact: typeof name === "string" });
const link = (page: Page, name: string | RegExp) =>
  page.getByRole("link", { name, exact: typeof name === "string" });

/**
 * The skip link is the first stop and jumps to <main>. <main> takes the focus only as the link's
 * target (it is not a control, so it draws no ring); the next Tab must land inside it.
 */
async function skipToMain(page: Page) {
  await press(page, "Tab", link(page, "Skip to content"), "the skip link");
  await page.keyboard.press("Enter");
  await expect(main(page)).toBeFocused();
  await expect(page).toHaveURL(/#main$/);
}

test("skip link, then the side menu: submenus open and close, Tab stays in, Esc returns focus", async ({
  page,
}) => {
  await openHydrated(page, "/services");
  await skipToMain(page);
  await press(page, "Tab", main(page).getByRole("link", { name: "Unbranding" }), "first in main");

  // Back past <main> (not a tab stop) to the header's menu button.
  const menuButton = button(page, "Menu");
  await press(page, "Shift+Tab", menuButton);
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await press(page, "Enter", menu.getByRole("button", { name: "Close menu" }), "menu opened");
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");

  const entry = (name: string) => menu.getByRole("link", { name, exact: true });
  for (const name of ["Home", "Thanathu", "Works", "Weirdos"])
    await press(page, "Tab", entry(name));
  const services = menu.getByRole("button", { name: "Services" });
  await press(page, "Tab", services);
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(entry("Unbranding")).toBeHidden();
  await press(page, "Enter", services, "Services opened");
  await expect(services).toHaveAttribute("aria-expanded", "true");

  for (const name of ["Unbranding", "Unadvertising", "Content & Stories"])
    await press(page, "Tab", entry(name));
  const digital = menu.getByRole("button", { name: "Digital Marketing" });
  await press(page, "Tab", digital);
  await expect(entry("SEO")).toBeHidden();
  await press(page, "Space", digital, "Digital Marketing opened");
  await expect(digital).toHaveAttribute("aria-expanded", "true");
  const afterDigital = [
    "Lead Generation",
    "SEO",
    "PPC",
    "Thought Starters",
    "Blogs/News",
    "Careers",
    "Say Hello",
  ];
  for (const name of afterDigital) await press(page, "Tab", entry(name));

  // The menu is modal: Tab from its last entry wraps to its first, Shift+Tab wraps back.
  await press(page, "Tab", menu.getByRole("button", { name: "Close menu" }), "wrapped to first");
  await press(page, "Shift+Tab", entry("Say Hello"), "wrapped to last");

  // Close both submenus again from the keyboard.
  for (const name of afterDigital.slice(0, -1).reverse())
    await press(page, "Shift+Tab", entry(name));
  await press(page, "Shift+Tab", digital);
  await press(page, "Enter", digital, "Digital Marketing closed");
  await expect(digital).toHaveAttribute("aria-expanded", "false");
  await expect(entry("SEO")).toBeHidden();
  for (const name of ["Content & Stories", "Unadvertising", "Unbranding"])
    await press(page, "Shift+Tab", entry(name));
  await press(page, "Shift+Tab", services);
  await press(page, "Space", services, "Services closed");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(entry("Unbranding")).toBeHidden();

  await press(page, "Escape", menuButton, "menu closed");
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("home: skip link, menu button and the six tiles in order; Enter on a tile opens its page", async ({
  page,
}) => {
  await openHydrated(page, "/");
  await skipToMain(page);
  const menuButton = button(page, "Menu");
  await press(page, "Tab", menuButton, "first in main");
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await press(page, "Enter", menu.getByRole("button", { name: "Close menu" }), "menu opened");
  await press(page, "Escape", menuButton, "menu closed");
  await expect(menu).toBeHidden();

  const tiles = ["Thanathu", "Works", "Weirdos", "Thought Starters", "Services", "Say Hello"];
  const tile = (name: string) => main(page).getByRole("link", { name: new RegExp(`^${name}`) });
  for (const name of tiles) await press(page, "Tab", tile(name));
  await press(page, "Shift+Tab", tile("Services"));
  await press(page, "Shift+Tab", tile("Thought Starters"));

  // Enter follows the tile's link (after its opening animation, which home.spec.ts covers)…
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/old\/thought-starters$/);
  // …with the focus on its <main>, not lost with the tile, so the next Tab is inside the page.
  await expect(main(page)).toBeFocused();
  await press(page, "Tab", page.getByRole("textbox", { name: PROMPTS[0] }), "first in new page");
});

test("works filter: Enter and Space choose a tab (aria-pressed); Tab then reaches only the shown works", async ({
  page,
}) => {
  await openHydrated(page, "/works");
  await expect(page.locator(".works-list[data-live]")).toBeAttached();
  const tab = (name: string) => main(page).getByRole("button", { name, exact: true });
  const pressed = () =>
    main(page)
      .locator(".filter-tab[aria-pressed=true]")
      .evaluateAll((tabs) => tabs.map((t) => t.textContent));
  const shown = main(page).locator(".work-card:not([hidden]) a");
  const settled = async (count: number) => {
    await expect(page.locator(".works-grid")).toHaveAttribute("data-phase", "idle");
    await expect(shown).toHaveCount(count);
  };

  await skipToMain(page);
  await press(page, "Tab", tab("All"), "first in main");
  expect(await pressed()).toEqual(["All"]);
  await press(page, "Tab", tab("Branding"));
  await press(page, "Enter", tab("Branding"), "Branding chosen");
  await settled(1);
  expect(await pressed()).toEqual(["Branding"]);
  await press(page, "Tab", tab("Campaign"));
  await press(page, "Space", tab("Campaign"), "Campaign chosen");
  await settled(4);
  expect(await pressed()).toEqual(["Campaign"]);
  for (const name of ["Communication", "Media", "Packaging", "Videos"])
    await press(page, "Tab", tab(name));
  await press(page, "Enter", tab("Videos"), "Videos chosen");
  await settled(3);
  expect(await pressed()).toEqual(["Videos"]);

  // From the last tab, Tab goes through the three shown works and skips the hidden thirteen.
  await press(page, "Tab", tab("Website"));
  for (let index = 0; index < 3; index += 1)
    await press(page, "Tab", shown.nth(index), `shown work ${index + 1}`);
  await page.keyboard.press("Tab");
  expect(
    await page.evaluate(() => !!document.activeElement?.closest(".works-grid")),
    "the stop after the third shown work is outside the grid",
  ).toBe(false);
  await press(page, "Shift+Tab", shown.nth(2));
  await press(page, "Shift+Tab", shown.nth(1));
  await press(page, "Shift+Tab", shown.nth(0));
  const href = await shown.nth(0).getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(main(page)).toBeFocused();
});

test("case study: 'Our Approach' panels open with Enter and Space, one at a time, per accordion", async ({
  page,
}) => {
  await openHydrated(page, "/works/campaign/palmtree");
  await waitForLive(page);
  const worldCup = page.locator("#lessgo .approach-button");
  const onam = page.locator("#onam .approach-button");
  const states = (buttons: typeof worldCup) =>
    buttons.evaluateAll((all) => all.map((b) => b.getAttribute("aria-expanded")));
  const panelOf = async (trigger: ReturnType<typeof worldCup.nth>) =>
    page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);

  await tabTo(page, worldCup.nth(0));
  expect(await states(worldCup)).toEqual(["false", "false", "false"]);
  await press(page, "Enter", worldCup.nth(0), "World Cup 01 opened");
  expect(await states(worldCup)).toEqual(["true", "false", "false"]);
  await expect(await panelOf(worldCup.nth(0))).toBeVisible();
  // The open panel holds only text, so the next stop is the next heading's button.
  await press(page, "Tab", worldCup.nth(1));
  await press(page, "Space", worldCup.nth(1), "World Cup 02 opened");
  expect(await states(worldCup)).toEqual(["false", "true", "false"]);
  await expect(await panelOf(worldCup.nth(0))).toBeHidden();
  await press(page, "Tab", worldCup.nth(2));

  // The Onam accordion is a second, independent one.
  await press(page, "Tab", onam.nth(0));
  await press(page, "Enter", onam.nth(0), "Onam 01 opened");
  expect(await states(onam)).toEqual(["true", "false", "false"]);
  expect(await states(worldCup)).toEqual(["false", "true", "false"]);
  await press(page, "Shift+Tab", worldCup.nth(2));
  await press(page, "Enter", worldCup.nth(2), "World Cup 03 opened");
  expect(await states(worldCup)).toEqual(["false", "false", "true"]);
  expect(await states(onam)).toEqual(["true", "false", "false"]);
  await press(page, "Space", worldCup.nth(2), "World Cup 03 closed");
  expect(await states(worldCup)).toEqual(["false", "false", "false"]);
});

test("case study: the branding film's pause button works from the keyboard", async ({ page }) => {
  await openHydrated(page, "/works/branding/aptayu");
  const pause = page.getByRole("button", { name: "Pause the film" });
  await tabTo(page, pause);
  await press(page, "Enter", page.getByRole("button", { name: "Play the film" }), "film paused");
  await expect(page.locator(".work-loop-video")).toHaveJSProperty("paused", true);
  await press(page, "Space", pause, "film playing");
});

test("SEO: Read more and Read less from the keyboard", async ({ page }) => {
  await openHydrated(page, "/services/digital-marketing/seo");
  const toggle = main(page).getByRole("button", { name: /^Read (more|less)/ });
  // The <details> becomes the button in the render right after hydration: wait for it.
  await expect(toggle).toHaveAttribute("aria-controls", /\S/);
  const extra = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(extra).toBeHidden();
  await press(page, "Enter", toggle, "read more");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toContainText("Read less");
  await expect(extra).toBeVisible();
  await press(page, "Space", toggle, "read less");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toContainText("Read more");
  await expect(extra).toBeHidden();
  await press(page, "Shift+Tab", page.locator(".menu-button"), "back to the header");
});

test("films: Enter on a film's play control plays it in place, with the focus on the film", async ({
  page,
}) => {
  await openHydrated(page, "/works/videos/hama");
  const feature = page.locator("#brand-film .work-film");
  await tabTo(page, feature.getByRole("button", { name: /^Play: / }));
  await expectFocusVisible(page, "play control");
  await page.keyboard.press("Enter");
  // The focus follows onto the film that replaced the vanished button, visibly.
  await expect(feature.locator("video")).toBeFocused();
  await expectFocusVisible(page, "film");
  await expect
    .poll(() => feature.locator("video").evaluate((v: HTMLVideoElement) => !v.paused))
    .toBe(true);
  // Space on the focused film pauses it (the browser's own control).
  await page.keyboard.press("Space");
  await expect
    .poll(() => feature.locator("video").evaluate((v: HTMLVideoElement) => v.paused))
    .toBe(true);
  // Tab goes on through the browser's own controls inside the film, then to the next film.
  const reels = page.locator(".work-video-row--reels .work-film");
  await reels
    .nth(0)
    .getByRole("button", { name: /^Play: / })
    .focus();
  await press(page, "Tab", reels.nth(1).getByRole("button", { name: /^Play: / }));
});

test.describe("forms", () => {
  test("contact: Enter on empty fields focuses the first one; each field typed in; submit in reach", async ({
    page,
  }) => {
    await openForm(page, "/contact-us", "Say hello");
    const field = (label: string) => page.getByLabel(label);
    const submit = button(page, "Say hello");
    await tabTo(page, field("Your name"));
    for (const label of ["Email address", "Phone number", "Your message"])
      await press(page, "Tab", field(label));
    await press(page, "Tab", submit);
    // Sending the empty form shows the errors and takes the visitor to the first of them.
    await press(page, "Enter", field("Your name"), "empty form sent");
    await expect(page.getByText(messages.nameRequired)).toBeVisible();

    const values: [string, string][] = [
      ["Your name", "Anu Thomas"],
      ["Email address", "anu@example.in"],
      ["Phone number", "(984) 701-2345"],
      ["Your message", "A new ayurveda brand"],
    ];
    for (const [index, [label, value]] of values.entries()) {
      if (index > 0) await press(page, "Tab", field(label));
      await page.keyboard.type(value);
      await expect(field(label)).toHaveValue(value);
    }
    await press(page, "Tab", submit);
    await expect(submit).toBeEnabled();
    for (const message of [messages.nameRequired, messages.emailRequired, messages.phoneRequired])
      await expect(page.getByText(message)).toHaveCount(0);
  });

  test("newsletter on /weirdos: the address typed in, Subscribe in reach", async ({ page }) => {
    await openForm(page, "/weirdos", "Subscribe");
    const address = page.locator(".newsletter-strip").getByLabel("Your email address");
    await tabTo(page, address);
    await page.keyboard.type("reader@example.in");
    await press(page, "Tab", button(page, "Subscribe"));
    await expect(button(page, "Subscribe")).toBeEnabled();
    await press(page, "Shift+Tab", address);
    await expect(address).toHaveValue("reader@example.in");
  });

  test("job application: four answers typed, the CV chosen with Space, submit in reach", async ({
    page,
  }) => {
    // Space on the file input opens the system's file dialog, which the test answers as a visitor
    // would. Asked for first: the browser starts handing dialogs to the test a moment later.
    const chooser = page.waitForEvent("filechooser");
    await openForm(page, "/careers/apply-now/art-director", "submit Now");
    const answers = ["A loom", "Trust", "A rained-out shoot", "Kingfisher"];
    const box = (index: number) => page.locator(`textarea[name="careerFormField0${index + 1}"]`);
    await tabTo(page, box(0));
    for (const [index, answer] of answers.entries()) {
      if (index > 0) await press(page, "Tab", box(index));
      await page.keyboard.type(answer);
      await expect(box(index)).toHaveValue(answer);
    }
    const file = page.getByLabel("Your CV and portfolio");
    await press(page, "Tab", file);
    await page.keyboard.press("Space");
    await (
      await chooser
    ).setFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: minimalPdf("cv") });
    await expect(page.getByText("cv.pdf")).toBeVisible();
    await expect(file).toBeFocused();
    const email = page.getByLabel(/^Your email address/);
    await press(page, "Tab", email);
    await page.keyboard.type("anu@example.in");
    const submit = button(page, "submit Now");
    await press(page, "Tab", submit);
    await expect(submit).toBeEnabled();
    await expect(page.getByText(messages.answerRequired)).toHaveCount(0);
  });

  test("thought starters, end to end with the real server: Next moves on, Submit, Let's connect", async ({
    page,
  }) => {
    await openForm(page, "/thought-starters", "Next");
    const box = (index: number) => page.getByRole("textbox", { name: PROMPTS[index] });
    const next = page.locator("form.thoughts button[type=submit]");
    await tabTo(page, box(0));
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
    const typed = [`An elephant ${marker}`, "", "A fish in the dots", "A backwater sunset"];
    for (const [index, answer] of typed.entries()) {
      if (answer) await page.keyboard.type(answer);
      await press(page, "Tab", next, `button on question ${index + 1}`);
      await expect(next).toHaveText(index < 3 ? "Next" : "Submit");
      if (index < 3) {
        // Next keeps the answer, clears the box and puts the focus back in it, under the new prompt.
        await press(page, "Enter", box(index + 1), `question ${index + 2}`);
        await expect(box(index + 1)).toHaveValue("");
      }
    }
    // The server quarantines a form sent within 2 s of its time token (README, /form-token).
    await waitForTokenAge(page);
    const answered = page.waitForResponse(
      (answer) => answer.url().endsWith(endpoints.thoughts) && answer.request().method() === "POST",
    );
    await page.keyboard.press("Enter");
    expect((await answered).status()).toBe(200);
    const status = page.locator(".form-status");
    await expect(status.locator(".form-status-message")).toHaveText(messages.thoughtsSuccess);
    // The status replaced the form and holds the focus, so the outcome is heard and seen.
    await expect(status).toBeFocused();
    await expectFocusVisible(page, "status");

    // Stored as typed, and accepted as a person's (not quarantined).
    const stored = (
      JSON.parse(submissionsCli(["export", "--format", "json", "--form", "thoughts"])) as {
        status: string;
        data: Record<string, string>;
      }[]
    ).find((submission) => submission.data["ts_ans_01"] === typed[0]);
    expect(stored?.status).toBe("accepted");
    expect(stored?.data).toMatchObject({ ts_ans_03: typed[2], ts_ans_04: typed[3] });
    expect(stored?.data).not.toHaveProperty("ts_ans_02");

    await press(page, "Tab", link(page, "Let's connect"));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/old\/contact-us$/);
    await expect(main(page)).toBeFocused();
  });
});
