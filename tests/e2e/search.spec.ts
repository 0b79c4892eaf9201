// What search engines read: sitemap.xml with every canonical route, robots.txt, and the agency's
// Organization data on the home page.
import { expect, site, test } from "./support/fixtures.ts";
import { specRoutes } from "./support/routes.ts";

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
  expect((await manifest.json()).start_url).toBe("/old/");
  expect((await request.get(site("/favicon.svg"))).status()).toBe(200);
  expect((await request.get(site("/apple-touch-icon.png"))).status()).toBe(200);
});
