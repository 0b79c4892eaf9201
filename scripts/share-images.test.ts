import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSite } from "#server/content/site.ts";
import {
  GLOBAL_CSS,
  PALETTE_TOKENS,
  decodeHtml,
  escapeXml,
  fitHeading,
  pageImage,
  readPalette,
  shareCardSvg,
  textWidth,
  wrapText,
  writeShareImages,
} from "./share-images.ts";

const ORIGIN = "https://k.example";
const palette = readPalette(readFileSync(GLOBAL_CSS, "utf8"));

const pageHtml = ({ path, title, image = path }: { path: string; title: string; image?: string }) =>
  `<!DOCTYPE html><html><head><title>${title} | Kadal Company</title>` +
  `<meta property="og:title" content="${title} | Kadal Company"/>` +
  `<meta property="og:image" content="${ORIGIN}/old/share${image === "/" ? "/index" : image}.png"/>` +
  `<link rel="canonical" href="${ORIGIN}/old${path}"/></head><body><h1>x</h1></body></html>`;

describe("text for the SVG", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>\u0001\u000b`)).toBe(
      "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;",
    );
    expect(escapeXml("തനത് — ok")).toBe("തനത് — ok");
  });

  it("measures bold text from the face's metrics", () => {
    expect(textWidth("Kadal", 100)).toBeCloseTo(272.3, 1);
    expect(textWidth("ab", 10, 2)).toBeCloseTo(5.56 + 6.11 + 4, 5);
    // Letters the table does not know count as wide.
    expect(textWidth("തന", 100)).toBe(200);
  });

  it("wraps long titles into balanced lines no wider than the box", () => {
    const text = "Palm Tree: Lessgo! and a Ponnonam to share with everyone on the coast";
    const { lines, truncated } = wrapText(text, { size: 60, maxWidth: 600, maxLines: 4 });
    expect(truncated).toBe(false);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(textWidth(line, 60)).toBeLessThanOrEqual(600);
    // Balanced: the last line is not a lone word left over from greedy filling.
    const widths = lines.map((line) => textWidth(line, 60));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(300);
  });

  it("breaks a word longer than a line, and ends text that does not fit with an ellipsis", () => {
    const long = wrapText("Supercalifragilisticexpialidocious", {
      size: 80,
      maxWidth: 400,
      maxLines: 5,
    });
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.lines.join("")).toBe("Supercalifragilisticexpialidocious");
    for (const line of long.lines) expect(textWidth(line, 80)).toBeLessThanOrEqual(400);

    const cut = wrapText("one two three four five six seven eight nine ten", {
      size: 60,
      maxWidth: 300,
      maxLines: 2,
    });
    expect(cut.truncated).toBe(true);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]!.endsWith("…")).toBe(true);
    expect(textWidth(cut.lines[1]!, 60)).toBeLessThanOrEqual(300);
    expect(wrapText("   ", { size: 60, maxWidth: 300, maxLines: 2 }).lines).toEqual([]);
  });

  it("sets short headings larger than long ones", () => {
    const short = fitHeading("Works", 616);
    const long = fitHeading("Apply Now — Social media content specialist at the coast", 616);
    expect(short.size).toBeGreaterThan(long.size);
    expect(long.truncated).toBe(false);
  });
});

describe("the card", () => {
  it("reads the colours it needs from the site's design tokens", () => {
    expect(Object.keys(palette)).toEqual([...PALETTE_TOKENS]);
    expect(palette.ink).toBe(readSite().themeColor);
    for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{3,8}$/);
    expect(() => readPalette(":root { --ink: #000; }")).toThrow(/--teal/);
  });

  it("is well-formed SVG with the page's words escaped, 1200×630 when drawn", async () => {
    const svg = shareCardSvg({
      card: { kicker: "Works · <Campaign>", heading: `Tom & Jerry's "big" <script>` },
      palette,
      seed: "/works/x",
      hasArt: false,
      site: readSite(),
    });
    expect(svg).toContain(">Tom &amp; Jerry&apos;s</text>");
    expect(svg).toContain(">&quot;big&quot; &lt;script&gt;</text>");
    expect(svg).toContain("WORKS · &lt;CAMPAIGN&gt;");
    expect(svg).not.toContain("<script>");
    const { width, height } = await sharp(Buffer.from(svg)).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });
});

describe("pages and their images", () => {
  it("reads a page's path, own title and first artwork from its HTML", () => {
    const html = pageHtml({ path: "/services", title: "Content &amp; Stories" }).replace(
      "<h1>",
      '<img src="/old/assets/a-1.webp" width="1" alt="" fetchPriority="high"/><h1>',
    );
    expect(pageImage(html, ORIGIN)).toEqual({
      path: "/services",
      title: "Content & Stories",
      art: "/old/assets/a-1.webp",
    });
    expect(decodeHtml("What&#x27;s &#39;up&#39; &amp; &nbsp;")).toBe("What's 'up' & &nbsp;");
  });

  it("refuses a page whose og:image is not the one the build draws", () => {
    const html = pageHtml({ path: "/works", title: "Works", image: "/elsewhere" });
    expect(() => pageImage(html, ORIGIN)).toThrow(
      /expected https:\/\/k\.example\/old\/share\/works\.png/,
    );
    expect(() =>
      pageImage(pageHtml({ path: "/works", title: "Works" }), "https://other.example"),
    ).toThrow(/canonical/);
  });

  describe("writeShareImages", () => {
    let dir: string;
    const write = (path: string, body: string | Buffer) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), body);
    };

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "kadal-share-"));
      write("favicon.svg", readFileSync("public/favicon.svg"));
      write(
        "assets/art-1.webp",
        await sharp({ create: { width: 400, height: 300, channels: 3, background: "#e2553b" } })
          .webp()
          .toBuffer(),
      );
      write("old/index.html", pageHtml({ path: "/", title: "Home" }));
      write(
        "old/works/index.html",
        pageHtml({ path: "/works", title: "Works" }).replace(
          "<h1>",
          '<img src="/old/assets/art-1.webp" fetchPriority="high"/><h1>',
        ),
      );
      // A section of a page shares the page's image; the 404 copy of home is not drawn at all.
      write("old/works/x/index.html", pageHtml({ path: "/works", title: "Works" }));
      write("old/404/index.html", "<html>not a page with an image</html>");
    });

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("draws one 1200×630 PNG per image the pages name", async () => {
      const result = await writeShareImages(dir, ORIGIN);
      expect(result).toMatchObject({ images: 2, pages: 3 });
      for (const file of ["share/index.png", "share/works.png"]) {
        const meta = await sharp(join(dir, file)).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual(["png", 1200, 630]);
      }
      expect(existsSync(join(dir, "share/404.png"))).toBe(false);
      expect(Math.max(...result.bytes)).toBeLessThan(100_000);
    });
  });
});
