// Tap targets on a 375 px phone: every link, button and form control visible on every route of
// the specification (support/routes.ts) and in the opened side menu is at least 24 × 24 CSS px
// (WCAG 2.2, 2.5.8 Target Size (Minimum)), or falls under one of its exceptions: Inline (a link in
// a line of text) or Spacing (a 24 px circle centred on the target touches no other target and no
// other such circle).
import { expect, test } from "./support/fixtures.ts";
import { openHydrated } from "./support/hydrated.ts";
import { specRoutes } from "./support/routes.ts";

const MIN = 24;

type Box = { left: number; top: number; right: number; bottom: number };
type Target = { name: string; box: Box; inline: boolean };

/** Every target inside `root` a visitor can see, in page coordinates, measured in the browser. */
function measureTargets(root: string): Target[] {
  const selector = [
    "a[href]",
    "button",
    "input:not([type=hidden])",
    "select",
    "textarea",
    "summary",
    "[role=button]",
    "[role=link]",
    "[tabindex]:not([tabindex='-1'])",
  ].join(",");
  const page = {
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  };
  const describe = (node: Element) => {
    const name = (node.getAttribute("aria-label") ?? node.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    return `<${node.tagName.toLowerCase()}${[...node.classList].map((c) => `.${c}`).join("")}> "${name}"`;
  };
  // The block a run of text flows in: the nearest ancestor that is not itself inline.
  const blockOf = (node: Element) => {
    let block = node.parentElement;
    while (block && /^(inline|contents)$/.test(getComputedStyle(block).display))
      block = block.parentElement;
    return block;
  };
  const targets: Target[] = [];
  for (const node of document.querySelector(root)?.querySelectorAll(selector) ?? []) {
    if (!node.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = node.getBoundingClientRect();
    // Clipped to a pixel (.visually-hidden) or parked off the page (the skip link, the honeypot).
    if (rect.width <= 1 || rect.height <= 1) continue;
    const box = {
      left: rect.left + window.scrollX,
      top: rect.top + window.scrollY,
      right: rect.right + window.scrollX,
      bottom: rect.bottom + window.scrollY,
    };
    if (box.right <= 0 || box.bottom <= 0 || box.left >= page.width || box.top >= page.height)
      continue;
    // Inline: laid out as text, in a block that holds other words than its own.
    const block = getComputedStyle(node).display === "inline" ? blockOf(node) : null;
    const inline =
      !!block && (block.textContent ?? "").replace(node.textContent ?? "", "").trim() !== "";
    targets.push({ name: describe(node), box, inline });
  }
  return targets;
}

/** The targets that fail 2.5.8: smaller than 24 px, not inline, and crowding another target. */
function failures(targets: Target[]): string[] {
  const width = (b: Box) => b.right - b.left;
  const height = (b: Box) => b.bottom - b.top;
  const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const within = (a: Box, b: Box) =>
    a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
  // Distance from a point to the nearest point of a box (0 inside it).
  const reach = (p: { x: number; y: number }, b: Box) =>
    Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));
  const small = targets.filter(
    (t) => !t.inline && (width(t.box) < MIN - 0.01 || height(t.box) < MIN - 0.01),
  );
  const found: string[] = [];
  for (const target of small) {
    const c = centre(target.box);
    const crowded = targets.find(
      (other) =>
        other !== target &&
        // A target nested in another (or two elements on one box) is one place to tap.
        !within(target.box, other.box) &&
        !within(other.box, target.box) &&
        (reach(c, other.box) < MIN / 2 ||
          (small.includes(other) &&
            Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < MIN)),
    );
    if (crowded)
      found.push(
        `${target.name} is ${width(target.box).toFixed(1)} × ${height(target.box).toFixed(1)} px ` +
          `and within 12 px of ${crowded.name}`,
      );
  }
  return found;
}

test.describe("tap targets at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of specRoutes) {
    test(`${route.path}: every visible target is 24 × 24 px, inline or spaced`, async ({
      page,
    }) => {
      await openHydrated(page, route.path);
      // Hydration's effects add controls (the video facades' play buttons); measure the result.
      await page.waitForLoadState("networkidle");
      const targets = await page.evaluate(measureTargets, "body");
      // The header's link and menu button at least, so an empty measurement cannot pass.
      expect(targets.length).toBeGreaterThanOrEqual(2);
      expect(failures(targets)).toEqual([]);
    });
  }

  test("the side menu with both submenus open", async ({ page }) => {
    await openHydrated(page, "/works");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await menu.getByRole("button", { name: "Services" }).click();
    await menu.getByRole("button", { name: "Digital Marketing" }).click();
    await expect(menu.getByRole("link", { name: "PPC" })).toBeVisible();
    const targets = await page.evaluate(measureTargets, "#side-menu");
    // Close, nine entries, four under Services and three under Digital Marketing.
    expect(targets).toHaveLength(17);
    expect(failures(targets)).toEqual([]);
  });
});
