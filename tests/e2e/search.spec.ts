// What search engines and link previews read: sitemap.xml with every canonical route, robots.txt,
// the agency's Organization data on the home page, and every page's sharing image.
import sharp from "sharp";
import { readSite } from "#server/content/site.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { specRoutes } from "./support/routes.ts";

/** The agency's identity the site was built from (content/site.yaml). */
const siteConfig = readSite();

test("sitemap.xml lists every route once, with absolute URLs", async ({ request }) => {
  const response = await request.get(site("/sitemap.xml"));
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const expected = [...new Set(specRoutes.map((route) => route.canonical ?? route.path))];
  for (const path of expected) {
    expect(
      locs.some((loc) => /^https?:\/\//.test(loc) && loc.endsWith(`/old${path}`)),
      path,
    ).toBe(true);
  }
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs.some((loc) => loc.endsWith("/404"))).toBe(false);
});

test("robots.txt allows the site and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("Allow: /old/");
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/old\/sitemap\.xml/);
});

test("the home page describes the agency as an Organization", async ({ page }) => {
  await page.goto(site("/"));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const org = data.find((item) => item["@type"] === "Organization");
  expect(org).toMatchObject({ "@context": "https://schema.org", name: "Kadal" });
  expect((org?.["address"] as Record<string, string>)["addressLocality"]).toBe("Kochi");
  expect(org?.["sameAs"]).toHaveLength(4);
});

test("the web manifest and icons are served", async ({ request }) => {
  const manifest = await request.get(site("/manifest.webmanifest"));
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  // Made from content/site.yaml (server/site/web-manifest.ts), not a file of its own.
  expect(await manifest.json()).toMatchObject({
    short_name: siteConfig.company,
    theme_color: siteConfig.themeColor,
    start_url: "/old/",
  });
  expect((await request.get(site("/favicon.svg"))).status()).toBe(200);
  expect((await request.get(site("/apple-touch-icon.png"))).status()).toBe(200);
  // The tab's icon is a PNG: an SVG one is drawn as a document on the page's main thread.
  const home = await (await request.get(site("/"))).text();
  const icon = /<link rel="icon" href="([^"]+)" type="([^"]+)"/.exec(home);
  expect(icon?.[2]).toBe("image/png");
  const png = await request.get(icon![1]!);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
});

/** The content of a page's <meta property|name="…">, with React's entity escapes undone. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

test.describe("sharing images", () => {
  for (const route of specRoutes) {
    test(`${route.path} names a 1200×630 image that is served`, async ({ request }) => {
      const html = await (await request.get(site(route.path))).text();
      const image = metaContent(html, "og:image");
      const ogUrl = metaContent(html, "og:url");
      expect(image, "og:image").toMatch(/^https?:\/\/[^/]+\/old\/.+\.png$/);
      // Absolute, on the site's own origin like og:url (SITE_ORIGIN, baked in at build time).
      expect(new URL(image!).origin).toBe(new URL(ogUrl!).origin);
      expect(metaContent(html, "og:image:width")).toBe("1200");
      expect(metaContent(html, "og:image:height")).toBe("630");
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");

      const alt = metaContent(html, "og:image:alt") ?? "";
      expect(alt).toContain(siteConfig.company);
      expect(alt).toContain(route.path === "/" ? siteConfig.tagline : route.title);
      expect(alt).not.toBe(metaContent(html, "og:title"));

      // The server under test listens on its own port: ask it for the image's path.
      const response = await request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const body = await response.body();
      const { format, width, height } = await sharp(body).metadata();
      expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
      expect(body.length).toBeLessThan(100_000);
    });
  }

  test("each page (a case study's section page too) has its own image and description", async ({
    request,
  }) => {
    const byCanonical = new Map<string, { image: string; alt: string }>();
    for (const route of specRoutes) {
      const html = await (await request.get(site(route.path))).text();
      const tags = {
        image: metaContent(html, "og:image")!,
        alt: metaContent(html, "og:image:alt")!,
      };
      const canonical = route.canonical ?? route.path;
      const seen = byCanonical.get(canonical);
      if (seen) expect(tags, route.path).toEqual(seen);
      else byCanonical.set(canonical, tags);
    }
    const all = [...byCanonical.values()];
    expect(new Set(all.map((tags) => tags.image)).size).toBe(all.length);
    expect(new Set(all.map((tags) => tags.alt)).size).toBe(all.length);
  });

  test("an unknown path's copy of home shares the home page's image", async ({ request }) => {
    const home = await (await request.get(site("/"))).text();
    const missing = await request.get(site("/no/such/page"), { headers: { accept: "text/html" } });
    expect(missing.status()).toBe(404);
    expect(metaContent(await missing.text(), "og:image")).toBe(metaContent(home, "og:image"));
  });
});
