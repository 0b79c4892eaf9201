// The built pages as the server prepares them at start (decision 0902): each page's CSP allows
// exactly the inline scripts the page holds, and pages and hashed assets answer a conditional GET
// with 304.
import { createHash } from "node:crypto";
import { expect, site, test } from "./support/fixtures.ts";
import { specRoutes } from "./support/routes.ts";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

test("every page's CSP names the hash of each of its inline scripts, and nothing else inline", async ({
  request,
}) => {
  for (const route of specRoutes) {
    const response = await request.get(site(route.path));
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    const inline = [...html.matchAll(INLINE_SCRIPT)]
      .map((match) => match[1] ?? "")
      .filter((body) => body.length > 0)
      .map((body) => `'sha256-${sha256(body)}'`);
    expect(inline.length, route.path).toBeGreaterThan(0);
    const scriptSrc = (response.headers()["content-security-policy"] ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src "))!;
    const hashes = scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"));
    expect(new Set(hashes), route.path).toEqual(new Set(inline));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  }
});

test("a page and a hashed asset answer a conditional GET with 304", async ({ request }) => {
  const home = await request.get(site("/"), { headers: { "accept-encoding": "br" } });
  const asset = /(\/old\/assets\/[\w.-]+\.js)/.exec(await home.text())![1]!;
  for (const url of [site("/works"), asset]) {
    const first = await request.get(url, { headers: { "accept-encoding": "br" } });
    const etag = first.headers().etag!;
    expect(etag, url).toBeTruthy();
    const again = await request.get(url, {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.status(), url).toBe(304);
    expect((await again.body()).length).toBe(0);
  }
});
