// The cards a server draws again (decision 1314), over the build's own pages: none while a page's
// title is the build's; the page's alone, 1200×630, once its published title changes; none for a
// page that names its own sharing picture.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readSite } from "../content/site.ts";
import { shareCards } from "./share-cards.ts";

const CLIENT = join(import.meta.dirname, "../../build/client");
const CAREERS = join(CLIENT, "old/careers/index.html");
/** The origin the build was made for (build-info.json), which its pages' links name. */
const origin = (): string => {
  const html = readFileSync(CAREERS, "utf8");
  return /<link rel="canonical" href="(https?:\/\/[^/]+)\/old\//.exec(html)![1]!;
};

describe.skipIf(!existsSync(CAREERS))("the sharing cards a server draws", () => {
  it("draws the card of a page whose title changed, and only that one", async () => {
    const html = readFileSync(CAREERS, "utf8");
    const cards = shareCards(CLIENT, origin(), () => readSite());
    expect((await cards.redraw([{ path: "careers", html, data: null }])).size).toBe(0);

    const retitled = html.replace(
      '<meta property="og:title" content="Careers | Kadal Company"',
      '<meta property="og:title" content="Join the crew | Kadal Company"',
    );
    expect(retitled).not.toBe(html);
    const drawn = await cards.redraw([
      { path: "careers", html: retitled, data: null },
      { path: "", html: readFileSync(join(CLIENT, "old/index.html"), "utf8"), data: null },
    ]);
    expect([...drawn.keys()]).toEqual(["share/careers.png"]);
    const card = drawn.get("share/careers.png")!;
    expect(card.equals(readFileSync(join(CLIENT, "share/careers.png")))).toBe(false);
    expect(await sharp(card).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    // Drawn once: the same title again draws nothing.
    expect((await cards.redraw([{ path: "careers", html: retitled, data: null }])).size).toBe(0);
  });

  it("draws no card for a page that names its own sharing picture", async () => {
    const html = readFileSync(CAREERS, "utf8");
    const base = `${origin()}/old`;
    const own = html
      .replace(`${base}/share/careers.png`, `${base}/media/0123456789abcdef0123.jpg`)
      .replace("Careers | Kadal Company", "Join the crew | Kadal Company");
    const cards = shareCards(CLIENT, origin(), () => readSite());
    expect((await cards.redraw([{ path: "careers", html: own, data: null }])).size).toBe(0);
  });
});
