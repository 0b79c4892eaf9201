// The build cuts the web fonts to the site's own letters (scripts/font-subsets.ts). Chromium's
// record of the fonts it drew the page with shows whether that cut anything the copy needs: every
// letter comes from the brand face, the text face or the Malayalam face. The only glyphs drawn by a
// system face are those no face ever had: the arrow → and emoji.
import { expect, site, test } from "./support/fixtures.ts";
import { openHydrated, waitForLive } from "./support/hydrated.ts";

const FACES = /^(Bricolage Grotesque|Literata|Baloo Chettan 2)\b/;
const NEVER_IN_THE_FACES = /[\u2192\p{Extended_Pictographic}]/gu;
const PAGES = [
  "/",
  "/thanathu",
  "/weirdos",
  "/services/content-and-stories",
  "/services/digital-marketing/seo",
  "/works/campaign/palmtree",
  "/careers/",
  "/careers/apply-now/art-director",
  "/contact-us",
];

for (const path of PAGES) {
  test(`${path}: every letter is drawn in the site's own faces`, async ({ page }) => {
    // Live first: the render after hydration replaces the prerendered toggles (<details>) by
    // buttons, and a node read below must not go away under the loop.
    await openHydrated(page, path);
    await waitForLive(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "main, main *",
    });
    let own = 0;
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      const other = fonts.filter((font) => !FACES.test(font.familyName));
      own += fonts.reduce(
        (sum, font) => sum + (FACES.test(font.familyName) ? font.glyphCount : 0),
        0,
      );
      if (other.length === 0) continue;
      // Each glyph from another face must be one the faces never had.
      const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
      const text = outerHTML.replace(/<[^>]*>/g, "");
      expect(
        other.reduce((sum, font) => sum + font.glyphCount, 0),
        `${outerHTML.slice(0, 200)} drawn with ${JSON.stringify(other)}`,
      ).toBeLessThanOrEqual(text.match(NEVER_IN_THE_FACES)?.length ?? 0);
    }
    expect(own, "glyphs drawn in the site's faces").toBeGreaterThan(100);
  });
}

// Decision 1008: long copy in the text face, headings and labels in the display face.
for (const path of ["/weirdos", "/works/branding/aptayu", "/services/digital-marketing/seo"]) {
  test(`${path}: paragraphs are drawn in Literata, the title in Bricolage`, async ({ page }) => {
    await openHydrated(page, path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const facesOf = async (selector: string) => {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      expect(nodeId, selector).toBeGreaterThan(0);
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      return fonts.map((font) => font.familyName);
    };
    expect(await facesOf("main p:not([class])")).toEqual([expect.stringMatching(/^Literata\b/)]);
    expect(await facesOf("main h1")).toEqual([expect.stringMatching(/^Bricolage Grotesque\b/)]);
  });
}

// The text face is cut to its one weight, 400: bold in it would be the browser's smeared imitation.
test("nothing set in the text face asks for a bold weight", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [...PAGES, "/works", "/works/branding/aptayu", "/works/videos/hama"]) {
    await page.goto(site(path));
    const bold = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => {
          const style = getComputedStyle(element);
          return (
            style.fontFamily.startsWith("Literata") &&
            Number(style.fontWeight) > 500 &&
            [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim())
          );
        })
        .map((element) => `${element.tagName}.${element.className}`),
    );
    expect(bold, path).toEqual([]);
  }
});
