// The issue's visual must-show, on every route of the specification (support/routes.ts) plus the
// unknown-path and unknown-opening pages, in Chromium at 320, 375, 768, 1280 and 1440 px: no
// horizontal scroll, no text outside its box, one content edge per width on every page, no two
// media on one page showing the same bytes, no text under 12 px. The definitions and exclusions
// are decision 1007 (docs/decisions/1007-visual-rules.md).
import type { Page } from "@playwright/test";
import { expect, site, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydrated.ts";
import { specRoutes } from "./support/routes.ts";

const WIDTHS = [320, 375, 768, 1280, 1440] as const;
const HEIGHT = 900;
/** A page whose intro is the plain boxed one; every other page's edge is compared to its own. */
const REFERENCE_PATH = "/works";

/**
 * Pictures that may repeat on one page, by the name of their source file, and why. A new entry
 * needs a reason a reviewer accepts.
 */
const REPEATABLE_MEDIA: Record<string, string> = {
  "badge-result":
    "The result seal, a decorative mark with no alt text: it marks the result line among a " +
    "case study's badges and heads the Result section that line leads to.",
};

type Route = { path: string; notFound?: boolean };

const routes: Route[] = [
  ...specRoutes.map((route) => ({ path: route.path })),
  // Spec §2: any unknown path shows the home page (served with 404).
  { path: "/no/such/page", notFound: true },
  // An apply page for an opening that does not exist (served with 404).
  { path: "/careers/apply-now/astronaut", notFound: true },
];

/** The home landing's four columns of tiles have no content column to line up with. */
const withoutContentEdge = (route: Route) => route.path === "/" || route.path === "/no/such/page";

/**
 * Lets layout settle after a resize: the page has seen its new width (on a busy machine the
 * renderer can answer a frame before it has), then two frames.
 */
const settle = async (page: Page, width: number) => {
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
};

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(site(path));
  await waitForHydration(page);
  // Lazy pictures load now, so that every picture's currentSrc is the one it shows.
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = "eager";
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
}

/**
 * The page's content edge (the left x of its h1's words) and every block that should sit on it
 * but does not: an h1 or h2 outside a list item, the first paragraph in <main> and the breadcrumb.
 * A block is on the edge when its words start there, or when it sits in a card (its nearest
 * ancestor with a ground of its own, a background or a left border) and the card starts there.
 * A block with something else of <main> (words, a picture, a control) to its left on its lines
 * starts a second column and is not held to the edge.
 */
function measureContentEdge(): { edge: number | null; off: string[] } {
  const main = document.querySelector("main");
  if (!main) return { edge: null, off: ["no <main>"] };
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}${[...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join("")}> "${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`;
  // Words read aloud but not shown (.visually-hidden) are clipped to a pixel: not on the edge.
  const clipped = (el: Element | null) => {
    for (let node = el; node; node = node.parentElement)
      if (getComputedStyle(node).clip !== "auto") return true;
    return false;
  };
  const textLeft = (el: Element) => {
    const range = document.createRange();
    let left = Infinity;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || clipped(node.parentElement)) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.width > 0) left = Math.min(left, rect.left);
    }
    return left === Infinity ? null : left;
  };
  const cardOf = (el: Element) => {
    for (let node = el.parentElement; node && node !== main; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (
        style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
        style.backgroundImage !== "none" ||
        parseFloat(style.borderLeftWidth) > 0
      )
        return node;
    }
    return null;
  };
  const visible = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 1;
  const h1 = main.querySelector("h1");
  const edge = h1 && visible(h1) ? textLeft(h1) : null;
  if (edge === null) return { edge: null, off: ["no visible <h1> with words in <main>"] };

  const firstParagraph = [...main.querySelectorAll("p")].find(
    (p) => visible(p) && p.textContent?.trim(),
  );
  const candidates = [
    ...main.querySelectorAll("h1, h2"),
    ...(firstParagraph ? [firstParagraph] : []),
    ...main.querySelectorAll(".breadcrumb ol"),
  ].filter((el) => !el.parentElement?.closest("li") && visible(el));
  const others = [...main.querySelectorAll("*")].filter(
    (el) =>
      (el.matches("img, video, svg, iframe, input, select, textarea, button") ||
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) &&
      visible(el),
  );
  const off: string[] = [];
  for (const block of candidates) {
    const left = textLeft(block);
    if (left === null || Math.abs(left - edge) <= 0.5) continue;
    const card = cardOf(block);
    if (card && Math.abs(card.getBoundingClientRect().left - edge) <= 0.5) continue;
    const box = block.getBoundingClientRect();
    const besideSomething = others.some((other) => {
      if (block.contains(other) || other.contains(block)) return false;
      const rect = other.getBoundingClientRect();
      const overlap = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
      return rect.right <= left + 1 && overlap > 4;
    });
    if (!besideSomething)
      off.push(`${name(block)} starts at ${left.toFixed(1)} px, the h1 at ${edge.toFixed(1)} px`);
  }
  return { edge, off };
}

/** Text outside its box, text under 12 px, and horizontal scroll. */
function measureText(): string[] {
  const found: string[] = [];
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}${[...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join("")}> "${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`;
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    found.push(`horizontal scroll: ${root.scrollWidth} px of content in ${root.clientWidth} px`);

  // Visually hidden: taken out of the flow and clipped to a pixel (.visually-hidden for screen
  // readers, the forms' honeypot for bots); or in a closed or hidden panel.
  const hidden = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position !== "absolute" && style.position !== "fixed") continue;
      if (style.clip !== "auto") return true;
      const box = node.getBoundingClientRect();
      if (style.overflow !== "visible" && box.width <= 1 && box.height <= 1) return true;
    }
    // Also false inside a closed <details> (its content is content-visibility: hidden).
    return !el.checkVisibility({ visibilityProperty: true });
  };
  const clips = (value: string) => value !== "visible";
  const range = document.createRange();
  for (const el of document.body.querySelectorAll("*")) {
    if (el.closest("script, style, noscript, template, textarea, select, svg")) continue;
    const texts = [...el.childNodes].filter(
      (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
    );
    if (texts.length === 0 || hidden(el)) continue;
    const style = getComputedStyle(el);
    const fontSize = parseFloat(style.fontSize);
    if (fontSize < 12) found.push(`${name(el)} is set at ${fontSize.toFixed(1)} px`);

    // A line's box is its glyphs' content area trimmed to the line height (half-leading is
    // allowed to reach outside a block set solid, as every heading with line-height < 1.2 does).
    const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.2;
    const rects: DOMRect[] = [];
    for (const text of texts) {
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) rects.push(rect);
    }
    if (rects.length === 0) continue;
    const lines = rects.map((rect) => {
      const trim = Math.max(0, (rect.height - lineHeight) / 2);
      return {
        left: rect.left,
        right: rect.right,
        top: rect.top + trim,
        bottom: rect.bottom - trim,
      };
    });
    const outside = (
      box: { left: number; right: number; top: number; bottom: number },
      x = true,
      y = true,
    ) =>
      lines.find(
        (line) =>
          (x && (line.left < box.left - 1 || line.right > box.right + 1)) ||
          (y && (line.top < box.top - 1 || line.bottom > box.bottom + 1)),
      );
    // An inline element's box is its own words' union; the block it flows in bounds them too.
    let block: Element = el;
    while (block.parentElement && /^(inline|contents)$/.test(getComputedStyle(block).display))
      block = block.parentElement;
    const own = block.getBoundingClientRect();
    const escaped = outside(own);
    if (escaped)
      found.push(
        `${name(el)}: its words run outside its box ` +
          `(${escaped.left.toFixed(0)}–${escaped.right.toFixed(0)} in ${own.left.toFixed(0)}–${own.right.toFixed(0)})`,
      );
    else
      for (
        let node = el.parentElement;
        node && node !== document.documentElement;
        node = node.parentElement
      ) {
        const clip = getComputedStyle(node);
        const clipX = clips(clip.overflowX);
        const clipY = clips(clip.overflowY);
        if (!clipX && !clipY) continue;
        const rect = node.getBoundingClientRect();
        // Overflow is clipped at the padding box.
        const padding = {
          left: rect.left + node.clientLeft,
          top: rect.top + node.clientTop,
          right: rect.left + node.clientLeft + node.clientWidth,
          bottom: rect.top + node.clientTop + node.clientHeight,
        };
        const cut = outside(padding, clipX, clipY);
        if (cut) {
          found.push(`${name(el)}: its words are cut off by ${name(node).replace(/ ".*/, "")}`);
          break;
        }
      }
    if (
      style.display !== "inline" &&
      (clips(style.overflowX) || style.textOverflow !== "clip") &&
      el.scrollWidth > el.clientWidth + 1
    )
      found.push(`${name(el)} clips its own words (${el.scrollWidth} px in ${el.clientWidth} px)`);
  }

  // Words drawn in an inline SVG, at the size they are drawn on screen.
  for (const text of document.body.querySelectorAll("svg text")) {
    if (!(text instanceof SVGTextElement) || hidden(text) || !text.textContent?.trim()) continue;
    const matrix = text.getScreenCTM();
    const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
    const size = parseFloat(getComputedStyle(text).fontSize) * scale;
    if (size < 12) found.push(`${name(text)} is drawn at ${size.toFixed(1)} px`);
  }
  return found;
}

/**
 * Every picture in <main> (an <img>'s currentSrc, a <video>'s poster, a CSS background image of an
 * element or its ::before/::after), fetched and hashed in the page; elements that show identical
 * bytes, grouped, except those on the allow-list.
 */
async function measureRepeatedMedia(repeatable: string[]): Promise<string[]> {
  const main = document.querySelector("main");
  if (!main) return [];
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}${[...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join("")}${el.getAttribute("alt") ? ` alt="${el.getAttribute("alt")!.slice(0, 30)}"` : ""}>`;
  const shown: { el: Element; what: string; url: string }[] = [];
  for (const el of main.querySelectorAll("*")) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    if (el instanceof HTMLImageElement && el.currentSrc)
      shown.push({ el, what: name(el), url: el.currentSrc });
    if (el instanceof HTMLVideoElement && el.poster)
      shown.push({ el, what: `${name(el)} poster`, url: el.poster });
    for (const pseudo of [null, "::before", "::after"]) {
      const background = getComputedStyle(el, pseudo).backgroundImage;
      for (const match of background.matchAll(/url\("?([^")]+)"?\)/g))
        shown.push({ el, what: `${name(el)}${pseudo ?? ""} background`, url: match[1]! });
    }
  }
  const cache = ((
    window as unknown as { __mediaHashes?: Map<string, Promise<string>> }
  ).__mediaHashes ??= new Map());
  const hash = (url: string) => {
    let known = cache.get(url);
    if (!known) {
      known = fetch(url)
        .then((response) => response.arrayBuffer())
        .then((bytes) => crypto.subtle.digest("SHA-256", bytes))
        .then((digest) =>
          [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""),
        );
      cache.set(url, known);
    }
    return known;
  };
  const byHash = new Map<string, typeof shown>();
  for (const item of shown) {
    const key = await hash(item.url);
    byHash.set(key, [...(byHash.get(key) ?? []), item]);
  }
  const found: string[] = [];
  for (const items of byHash.values()) {
    const elements = new Set(items.map((item) => item.el));
    if (elements.size < 2) continue;
    const file = (url: string) => new URL(url, location.href).pathname.split("/").pop() ?? "";
    if (items.every((item) => repeatable.some((stem) => file(item.url).startsWith(`${stem}-`))))
      continue;
    found.push(
      `the same bytes (${items[0]!.url.replace(location.origin, "")}) on ${items.map((item) => item.what).join(", ")}`,
    );
  }
  return found;
}

type Edges = Partial<Record<(typeof WIDTHS)[number], number>>;

/** The reference page's content edge at each width, measured once per worker. */
const referenceTest = test.extend<object, { referenceEdges: Edges }>({
  referenceEdges: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await open(page, REFERENCE_PATH);
      const edges: Edges = {};
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await settle(page, width);
        const { edge } = await page.evaluate(measureContentEdge);
        if (edge !== null) edges[width] = edge;
      }
      await context.close();
      await use(edges);
    },
    { scope: "worker" },
  ],
});

// The settled layout: scroll-linked reveals and entrances are measured where they end.
referenceTest.use({ reducedMotion: "reduce" });

for (const route of routes) {
  referenceTest.describe(route.path, () => {
    if (route.notFound)
      referenceTest.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

    referenceTest(
      `${route.path}: no overflow, one content edge, no repeated media, no text under 12 px`,
      async ({ page, referenceEdges }, testInfo) => {
        await open(page, route.path);
        const failures: string[] = [];
        const edges: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await settle(page, width);
          const at = (line: string) => `${width} px: ${line}`;
          failures.push(...(await page.evaluate(measureText)).map(at));
          failures.push(
            ...(await page.evaluate(measureRepeatedMedia, Object.keys(REPEATABLE_MEDIA))).map(at),
          );
          if (withoutContentEdge(route)) continue;
          const { edge, off } = await page.evaluate(measureContentEdge);
          failures.push(...off.map(at));
          const reference = referenceEdges[width];
          expect(reference, `the reference page's edge at ${width} px`).toBeDefined();
          if (edge !== null) {
            edges.push(`${width}:${edge.toFixed(1)}`);
            if (Math.abs(edge - reference!) > 0.5)
              failures.push(
                at(
                  `content edge ${edge.toFixed(1)} px, ${REFERENCE_PATH} has ${reference!.toFixed(1)} px`,
                ),
              );
          }
        }
        testInfo.annotations.push({ type: "content edge", description: edges.join(" ") });
        expect(failures).toEqual([]);
      },
    );
  });
}
