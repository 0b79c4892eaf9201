// Helpers for the keyboard spec: what has the focus, whether the visitor can see it, and walking
// the tab order with page.keyboard only.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** How the page shows the focused element, measured in the browser. */
type FocusProbe = {
  /** A short description of document.activeElement, for messages. */
  element: string;
  focusVisible: boolean;
  /** Some part of the element is inside the viewport and not covered by another element. */
  unobscured: boolean;
  /** The area around the element (and the ancestor drawing its ring), clamped to the viewport. */
  clip: { x: number; y: number; width: number; height: number } | null;
  /** Perimeter of the element's part inside the viewport, in CSS px. */
  perimeter: number;
};

type Ring = { node: Element; outline: boolean; shadow: boolean };
type Saved = { style: CSSStyleDeclaration; property: string; value: string; priority: string };
type KeyboardWindow = Window & { __focusRings?: Ring[]; __savedStyles?: Saved[] };

/**
 * Finds what draws the focus ring: the element's own outline or ring-like box-shadow, or the
 * outline of an ancestor styled with :focus-within (a link tile rings the whole tile). Stashes
 * them on window so that the next call can switch them off and on.
 */
function probeFocus(): FocusProbe {
  const element = document.activeElement;
  const empty = { focusVisible: false, unobscured: false, clip: null, perimeter: 0 };
  if (!element || element === document.body || element === document.documentElement)
    return { element: "<body>", ...empty };
  const describe = (node: Element) => {
    const name = (node.getAttribute("aria-label") ?? node.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${
      node.classList.length ? `.${[...node.classList].join(".")}` : ""
    }> "${name}"`;
  };
  // A ring-like shadow has no offset; a spread or blur makes it visible around the box.
  const ringShadow = (value: string) =>
    value !== "none" &&
    value
      .split(/,(?![^(]*\))/)
      .some((shadow) =>
        /(^|\s)0px 0px (\d+(\.\d+)?px )?[1-9]/.test(shadow.replace(/rgba?\([^)]*\)/, "").trim()),
      );
  const rings: Ring[] = [];
  let extent = 0;
  for (
    let node: Element | null = element, depth = 0;
    node && depth < 5;
    node = node.parentElement, depth += 1
  ) {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadow = node === element && ringShadow(style.boxShadow);
    if (node !== element && !(outline && node.matches(":focus-within"))) continue;
    if (!outline && !shadow) continue;
    rings.push({ node, outline, shadow });
    const spreads = [...style.boxShadow.matchAll(/(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
    extent = Math.max(
      extent,
      outline ? Math.max(0, parseFloat(style.outlineOffset)) + parseFloat(style.outlineWidth) : 0,
      shadow ? Math.max(...spreads) : 0,
    );
  }
  (window as KeyboardWindow).__focusRings = rings;

  const box = element.getBoundingClientRect();
  const view = { width: window.innerWidth, height: window.innerHeight };
  const visible = {
    left: Math.max(0, box.left),
    top: Math.max(0, box.top),
    right: Math.min(view.width, box.right),
    bottom: Math.min(view.height, box.bottom),
  };
  const inView = visible.right > visible.left && visible.bottom > visible.top;
  let unobscured = false;
  if (inView) {
    for (const fx of [0.5, 0.2, 0.8]) {
      for (const fy of [0.5, 0.2, 0.8]) {
        const hit = document.elementFromPoint(
          visible.left + (visible.right - visible.left) * fx,
          visible.top + (visible.bottom - visible.top) * fy,
        );
        if (hit && (hit === element || element.contains(hit))) unobscured = true;
      }
    }
  }
  const around = rings.length ? rings.map((ring) => ring.node.getBoundingClientRect()) : [box];
  const margin = extent + 2;
  const left = Math.max(0, Math.floor(Math.min(...around.map((r) => r.left)) - margin));
  const top = Math.max(0, Math.floor(Math.min(...around.map((r) => r.top)) - margin));
  const right = Math.min(view.width, Math.ceil(Math.max(...around.map((r) => r.right)) + margin));
  const bottom = Math.min(
    view.height,
    Math.ceil(Math.max(...around.map((r) => r.bottom)) + margin),
  );
  return {
    element: describe(element),
    // Focus in a frame is in the frame's own document: the frame element never matches
    // :focus-visible, so the ring an ancestor draws with :focus-within has to show it instead.
    focusVisible:
      element instanceof HTMLIFrameElement
        ? rings.some((ring) => ring.node !== element)
        : element.matches(":focus-visible"),
    unobscured,
    clip:
      right > left && bottom > top
        ? { x: left, y: top, width: right - left, height: bottom - top }
        : null,
    perimeter: inView ? 2 * (visible.right - visible.left + visible.bottom - visible.top) : 0,
  };
}

/** Switches the stashed rings off without a transition, or back to exactly what they were. */
function switchRings(off: boolean) {
  const w = window as KeyboardWindow;
  if (!off) {
    // An empty value removes the property again.
    for (const saved of w.__savedStyles ?? [])
      saved.style.setProperty(saved.property, saved.value, saved.priority);
    w.__savedStyles = [];
    return;
  }
  w.__savedStyles = [];
  for (const ring of w.__focusRings ?? []) {
    const style = (ring.node as HTMLElement).style;
    for (const property of [
      "transition",
      ...(ring.outline ? ["outline-style"] : []),
      ...(ring.shadow ? ["box-shadow"] : []),
    ]) {
      const [value, priority] = [
        style.getPropertyValue(property),
        style.getPropertyPriority(property),
      ];
      w.__savedStyles.push({ style, property, value, priority });
      style.setProperty(property, "none", "important");
    }
  }
}

/** How many pixels differ between two same-sized PNGs by a contrast ratio of at least 3:1. */
async function contrastingPixels(pngs: [string, string]): Promise<number> {
  const read = async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  };
  const [a, b] = await Promise.all(pngs.map(read));
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (data: Uint8ClampedArray, i: number) =>
    0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
  let count = 0;
  for (let i = 0; i < a!.length; i += 4) {
    const [x, y] = [luminance(a!, i), luminance(b!, i)];
    if ((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05) >= 3) count += 1;
  }
  return count;
}

/**
 * The focused element's focus can be seen: it matches :focus-visible, is in view and not covered,
 * and its ring changes at least as many pixels as its perimeter by a contrast of 3:1 or more
 * (the measure WCAG uses for focus indicators, so a gold ring on a gold strip does not count).
 * Retried while a transition (the side menu sliding in, a page scrolling) settles.
 */
export async function expectFocusVisible(page: Page, what = "") {
  await expect(async () => {
    const probe = await page.evaluate(probeFocus);
    const label = `${what ? `${what}: ` : ""}${probe.element}`;
    expect(probe.focusVisible, `${label} matches :focus-visible`).toBe(true);
    expect(probe.unobscured, `${label} is in view and not covered`).toBe(true);
    expect(probe.clip, `${label} has a ring in view`).not.toBeNull();
    const shot = () =>
      page
        .screenshot({ clip: probe.clip!, animations: "disabled", caret: "hide", scale: "css" })
        .then((png) => png.toString("base64"));
    const focused = await shot();
    await page.evaluate(switchRings, true);
    const plain = await shot().finally(() => page.evaluate(switchRings, false));
    const changed = await page.evaluate(contrastingPixels, [focused, plain] as [string, string]);
    expect(
      changed,
      `${label}: pixels its ring changes by 3:1 or more (perimeter ${Math.round(probe.perimeter)})`,
    ).toBeGreaterThanOrEqual(probe.perimeter);
  }).toPass({ timeout: 15_000 });
}

/** Presses a key, then expects `target` to have the focus, visibly. */
export async function press(page: Page, key: string, target: Locator, what?: string) {
  await page.keyboard.press(key);
  await expect(target, `${key} focuses ${what ?? target}`).toBeFocused();
  await expectFocusVisible(page, what ?? key);
}

/**
 * Tabs forward until `target` has the focus, expecting every stop on the way to show its focus;
 * fails if the target is not reached within `most` presses.
 */
export async function tabTo(page: Page, target: Locator, most = 30) {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press("Tab");
    await expectFocusVisible(page, `Tab ${presses} towards ${target}`);
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab did not reach ${target}`);
}
