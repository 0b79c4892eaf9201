// The site routes over a small fake build: statuses, redirects, caching and security headers.
import { createSigner } from "../security/signer.ts";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createServer } from "node:http";
import { connect } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSRF_COOKIE } from "#contracts/xsrf.ts";
import { createXsrf } from "../security/xsrf.ts";
import { webManifest } from "../site/web-manifest.ts";
import { loadSite, type Site, siteRoutes } from "./site.ts";

const page = (name: string) =>
  `<!DOCTYPE html><html><head><title>${name}</title></head><body><h1>${name}</h1><script>window.__ctx={"page":"${name}"}</script><script type="module" src="/old/assets/entry-abc123.js"></script></body></html>`;

// A PNG signature and IHDR chunk stand in for a sharing image (scripts/share-images.ts draws them).
const SHARE_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000004b00000027608030000001a",
  "hex",
);

// The identity the fake build's web manifest was made from (scripts/build.ts writes the real one).
const BUILT_SITE = {
  company: "Kadal",
  tagline: "A marketing and creative company from Kochi, Kerala",
  themeColor: "#0b2a3a",
};

// A media file: the one kind answered by byte range (a video's seek).
const FILM = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

let dir: string;
let app: FastifyInstance;
let site: Site;
const xsrf = createXsrf(createSigner("test-secret-test-secret-test-secret-0000"));

function write(path: string, body: string | Buffer) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), body);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kadal-site-"));
  write("old/index.html", page("Home"));
  write("old/404/index.html", page("Not found home"));
  write("old/works/index.html", page("Works"));
  write("old/works/campaign/palmtree/index.html", page("Palm Tree"));
  write("old/careers/apply-now/__unlisted/index.html", page("Unlisted"));
  write("assets/entry-abc123.js", "console.log('entry')");
  write("favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("robots.txt", "User-agent: *\nAllow: /old/\n");
  write("manifest.webmanifest", webManifest(BUILT_SITE));
  write("share/works/campaign/palmtree.png", SHARE_PNG);
  write("assets/film-abc123.webm", FILM);
  app = Fastify();
  await app.register(fastifyCookie);
  site = loadSite({ clientDir: dir, https: false, xsrf });
  await app.register(siteRoutes, {
    site,
    blogUrl: "https://blog.example/",
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("site routes", () => {
  it("serves a prerendered page with a CSP that allows only its own inline scripts", async () => {
    const response = await app.inject({ url: "/old/works" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>Works</h1>");
    const csp = response.headers["content-security-policy"] as string;
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("issues a signed XSRF cookie readable by the page's script", async () => {
    const response = await app.inject({ url: "/old/" });
    const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE)!;
    expect(xsrf.isValid(cookie.value)).toBe(true);
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
    expect(cookie.httpOnly).toBeFalsy();
    const again = await app.inject({ url: "/old/works", cookies: { [XSRF_COOKIE]: cookie.value } });
    expect(again.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
  });

  it("compresses pages when the browser accepts it", async () => {
    const br = await app.inject({ url: "/old/works", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = await app.inject({ url: "/old/works", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("answers unknown paths with the home page and status 404", async () => {
    for (const url of ["/old/nope", "/old/works/nope/deeper"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Not found home");
    }
    // A URL that cannot be decoded is a bad request, never a server error.
    expect((await app.inject({ url: "/old/%E0%A4%A" })).statusCode).toBe(400);
    const direct = await app.inject({ url: "/old/404" });
    expect(direct.statusCode).toBe(404);
  });

  it("shows the Palm Tree page for any section id, and the unlisted opening's page for an unknown one", async () => {
    const onam = await app.inject({ url: "/old/works/campaign/palmtree/onam" });
    expect(onam.statusCode).toBe(200);
    expect(onam.body).toContain("Palm Tree");
    const opening = await app.inject({ url: "/old/careers/apply-now/astronaut" });
    expect(opening.statusCode).toBe(404);
    expect(opening.body).toContain("Unlisted");
  });

  it("redirects /old, / and the blog", async () => {
    expect((await app.inject({ url: "/old" })).headers.location).toBe("/old/");
    const blog = await app.inject({ url: "/old/blog" });
    expect(blog.statusCode).toBe(301);
    expect(blog.headers.location).toBe("https://blog.example/");
    expect((await app.inject({ url: "/" })).headers.location).toBe("/old/");
  });

  it.each([
    ["/old/Works", "/old/works"],
    ["/old/WORKS/", "/old/works"],
    ["/old/works/Campaign/PalmTree?utm=x", "/old/works/campaign/palmtree?utm=x"],
    ["/OLD/works", "/old/works"],
    ["/Old", "/old/"],
  ])("sends %s, differing from a page's path only in case, to %s", async (url, location) => {
    const answer = await app.inject({ url, headers: { accept: "text/html" } });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(location);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(["/old/assets/ENTRY-abc123.js", "/old/Nowhere", "/OLD/nowhere"])(
    "does not redirect %s, which is no page in any case",
    async (url) => {
      const answer = await app.inject({ url, headers: { accept: "text/html" } });
      expect(answer.statusCode).toBe(404);
    },
  );

  it("serves robots.txt at the root of the origin", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Allow: /old/");
  });

  it("serves the build's web manifest as application/manifest+json, cached as the sitemap is", async () => {
    const response = await app.inject({ url: "/old/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.json()).toMatchObject({
      name: "Kadal: A marketing and creative company from Kochi, Kerala",
      short_name: "Kadal",
      theme_color: "#0b2a3a",
      start_url: "/old/",
    });
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: "/old/manifest.webmanifest",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: "HEAD", url: "/old/manifest.webmanifest" });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
  });

  it("serves hashed assets as immutable and other files with a short cache", async () => {
    const asset = await app.inject({ url: "/old/assets/entry-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await app.inject({ url: "/old/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves the pages' sharing images as PNG with a short cache (their names do not change)", async () => {
    const response = await app.inject({
      url: "/old/share/works/campaign/palmtree.png",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.equals(SHARE_PNG)).toBe(true);
    expect((await app.inject({ url: "/old/share/nope.png" })).statusCode).toBe(404);
    // A page rendered after the build borrows the sharing image of the nearest page above it.
    const lent = await app.inject({ url: "/old/share/works/campaign/palmtree/new-chapter.png" });
    expect(lent.statusCode).toBe(200);
    expect(lent.rawPayload.equals(SHARE_PNG)).toBe(true);
  });

  it("never serves the page files, or a stand-in page at its own address", async () => {
    for (const url of [
      "/old/old/index.html",
      "/old/careers/apply-now/__unlisted/index.html",
      "/old/404",
      "/old/../package.json",
    ]) {
      const response = await app.inject({ url });
      expect([404, 403], url).toContain(response.statusCode);
      expect(response.body).not.toContain("Unlisted");
    }
  });

  it("answers a conditional GET with 304 for a page and an asset, per encoding", async () => {
    for (const [url, encoding] of [
      ["/old/works", "br"],
      ["/old/works", "identity"],
      ["/old/assets/entry-abc123.js", "gzip"],
    ] as const) {
      const headers = { "accept-encoding": encoding };
      const first = await app.inject({ url, headers });
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await app.inject({ url, headers: { ...headers, "if-none-match": etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      const stale = await app.inject({ url, headers: { ...headers, "if-none-match": '"old"' } });
      expect(stale.statusCode, url).toBe(200);
    }
    // An unknown path never answers 304: its 404 is not a cached copy of anything.
    const missing = await app.inject({ url: "/old/nope" });
    const etag = missing.headers.etag as string;
    expect(
      (await app.inject({ url: "/old/nope", headers: { "if-none-match": etag } })).statusCode,
    ).toBe(404);
  });

  it("sends the length of what it sends, and no body to HEAD", async () => {
    const get = await app.inject({ url: "/old/works", headers: { "accept-encoding": "gzip" } });
    expect(Number(get.headers["content-length"])).toBe(get.rawPayload.length);
    expect(get.headers.vary).toBe("Accept-Encoding");
    const head = await app.inject({
      method: "HEAD",
      url: "/old/works",
      headers: { "accept-encoding": "gzip" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers["content-security-policy"]).toBe(get.headers["content-security-policy"]);
  });

  it("answers a byte range of a film with 206, and an impossible one with 416", async () => {
    const part = await app.inject({
      url: "/old/assets/film-abc123.webm",
      headers: { range: "bytes=100-199" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/1000");
    expect(part.rawPayload.equals(FILM.subarray(100, 200))).toBe(true);
    const tail = await app.inject({
      url: "/old/assets/film-abc123.webm",
      headers: { range: "bytes=-10" },
    });
    expect(tail.rawPayload.equals(FILM.subarray(990))).toBe(true);
    const beyond = await app.inject({
      url: "/old/assets/film-abc123.webm",
      headers: { range: "bytes=5000-" },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */1000");
    const whole = await app.inject({ url: "/old/assets/film-abc123.webm" });
    expect(whole.headers["content-type"]).toBe("video/webm");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
  });

  it("gives a visitor whose cookie is forged a new one, every time", async () => {
    const [value] = xsrf.issue().split(".");
    const forged = `${value}.AAAAAAAAAAAAAAAAAAAAAA`;
    for (let i = 0; i < 2; i++) {
      const answer = await app.inject({ url: "/old/", cookies: { [XSRF_COOKIE]: forged } });
      const cookie = answer.cookies.find((c) => c.name === XSRF_COOKIE);
      expect(cookie && xsrf.isValid(cookie.value)).toBe(true);
    }
  });

  it("keeps a fresh cookie, and replaces one that has grown old or holds no time", async () => {
    const cookieAfter = async (sent: string) =>
      (await app.inject({ url: "/old/", cookies: { [XSRF_COOKIE]: sent } })).cookies.find(
        (c) => c.name === XSRF_COOKIE,
      );
    expect(await cookieAfter(xsrf.issue())).toBeUndefined();
    // Past the refresh age (well inside the forms' 24 hours), or a value of the kind made before
    // cookies held a time (an HMAC token): the next page sets a new one, holding today's time.
    const hmacValue = "B".repeat(24);
    const untimed = `${hmacValue}.${createSigner("test-secret-test-secret-test-secret-0000").sign("xsrf", hmacValue)}`;
    for (const stale of [xsrf.issue(Date.now() - 13 * 60 * 60 * 1000), untimed]) {
      expect(xsrf.isValid(stale)).toBe(true);
      const renewed = await cookieAfter(stale);
      expect(renewed && xsrf.issuedAt(renewed.value)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("on the server's own socket, reads header names in any case and repeated headers", async () => {
    const server = createServer((req, res) => {
      if (!site.serve(req, res)) site.serveNotFound(req, res);
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as { port: number };
    const token = xsrf.issue();
    const answer = await new Promise<string>((done, fail) => {
      const socket = connect(port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      socket.on("end", () => done(text));
      socket.on("error", fail);
      socket.write(
        "GET /old/works HTTP/1.1\r\nHost: localhost\r\nACCEPT-ENCODING: gzip\r\n" +
          `Cookie: theme=dark\r\ncOOKIE: ${XSRF_COOKIE}=${token}\r\nConnection: close\r\n\r\n`,
      );
    });
    server.close();
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain("\r\ncontent-encoding: gzip\r\n");
    // Both Cookie headers are read, as one: the second holds a valid token, so none is set.
    expect(answer).not.toMatch(/\r\nset-cookie:/i);
  });
});

describe("pages rendered again (a published revision)", () => {
  it("serves the new set whole: new pages and data, gone pages gone, unchanged ones kept", async () => {
    const fresh = Fastify();
    await fresh.register(fastifyCookie);
    const own = loadSite({ clientDir: dir, https: false, xsrf });
    await fresh.register(siteRoutes, { site: own, blogUrl: "https://blog.example/" });
    const etagOf = async (url: string) => (await fresh.inject({ url })).headers.etag;
    const homeBefore = await etagOf("/old/");
    const canonical = (path: string) =>
      `<link rel="canonical" href="https://kadal.example/old/${path}"/>`;
    own.replacePages(
      [
        { path: "", html: page("Home"), data: null },
        { path: "404", html: page("Not found home"), data: null },
        {
          path: "careers",
          html: page("Careers").replace("<title>", `${canonical("careers")}<title>`),
          data: { path: "careers.data", body: '[{"openings":7}]' },
        },
      ],
      BUILT_SITE,
    );
    const careers = await fresh.inject({ url: "/old/careers" });
    expect(careers.statusCode).toBe(200);
    expect(careers.body).toContain("<h1>Careers</h1>");
    expect(careers.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    const data = await fresh.inject({ url: "/old/careers.data" });
    expect(data.body).toBe('[{"openings":7}]');
    expect(data.headers["cache-control"]).toBe("no-cache");
    // The works page is not in the new set: gone, shown the 404 page.
    expect((await fresh.inject({ url: "/old/works" })).statusCode).toBe(404);
    // The unchanged home page keeps its prepared form, so its ETag holds.
    expect(await etagOf("/old/")).toBe(homeBefore);
    const sitemap = await fresh.inject({ url: "/old/sitemap.xml" });
    expect(sitemap.body).toContain("<loc>https://kadal.example/old/careers</loc>");
    await fresh.close();
  });

  it("serves the web manifest of the new revision's identity, its ETag kept while it is the same", async () => {
    const fresh = Fastify();
    await fresh.register(fastifyCookie);
    const own = loadSite({ clientDir: dir, https: false, xsrf });
    await fresh.register(siteRoutes, { site: own, blogUrl: "https://blog.example/" });
    const manifest = () => fresh.inject({ url: "/old/manifest.webmanifest" });
    const built = await manifest();
    const pages = [
      { path: "", html: page("Home"), data: null },
      { path: "404", html: page("Not found home"), data: null },
    ];

    // The same identity as the build's: the same manifest, under the same ETag.
    own.replacePages(pages, BUILT_SITE);
    const same = await manifest();
    expect(same.body).toBe(built.body);
    expect(same.headers.etag).toBe(built.headers.etag);

    // Staff renamed the agency in the Studio: the next set of pages brings the new name.
    own.replacePages(pages, { ...BUILT_SITE, company: "Kayal", themeColor: "#123456" });
    const renamed = await manifest();
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(renamed.headers["cache-control"]).toBe("public, max-age=3600");
    expect(renamed.headers.etag).not.toBe(built.headers.etag);
    expect(renamed.json()).toMatchObject({
      name: "Kayal: A marketing and creative company from Kochi, Kerala",
      short_name: "Kayal",
      theme_color: "#123456",
    });
    // Made by the server, it is compressed there, as the sitemap it makes is.
    const compressed = await fresh.inject({
      url: "/old/manifest.webmanifest",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toBe("Accept-Encoding");
    // A browser holding the old manifest is sent the new one, not told its copy is current.
    const revalidated = await fresh.inject({
      url: "/old/manifest.webmanifest",
      headers: { "if-none-match": built.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()).toMatchObject({ short_name: "Kayal" });
    await fresh.close();
  });
});
