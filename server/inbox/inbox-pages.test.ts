// The inbox's page and files beside the public site, over real sockets (the site's fast path runs
// before Fastify): the inbox has its own headers, the site's pages keep theirs, and a missing
// inbox build answers 503 instead of stopping the server.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { parseEnv } from "../env.ts";
import { robotsTxt, writeSearchFiles } from "../site/search-files.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { SITE_ORIGIN, TEST_SECRET } from "../test-support/test-app.ts";
import { INBOX_CSP } from "./inbox-routes.ts";
import { inboxMessages } from "./inbox-messages.ts";

const INBOX_HTML =
  '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><title>Inbox</title></head><body><div id="root"></div><script type="module" src="/inbox/assets/app-abc123.js"></script></body></html>';
const SITE_HTML = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${SITE_ORIGIN}/old/"></head><body>${title}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify("inbox ".repeat(200))});`;

const INBOX_PAGE_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "content-security-policy": INBOX_CSP,
};

async function startApp(
  root: string,
  withInbox: boolean,
): Promise<{ app: FastifyInstance; base: string }> {
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write("client/old/index.html", SITE_HTML("Home"));
  write("client/old/404/index.html", SITE_HTML("Not found"));
  write("client/robots.txt", robotsTxt(SITE_ORIGIN));
  if (withInbox) {
    write("inbox/index.html", INBOX_HTML);
    write("inbox/index.html.gz", gzipSync(INBOX_HTML));
    write("inbox/assets/app-abc123.js", SCRIPT);
    write("inbox/assets/app-abc123.js.br", brotliCompressSync(SCRIPT));
  }
  const app = await buildApp({
    env: parseEnv({ DATA_DIR: join(root, "data"), SITE_ORIGIN }),
    secret: TEST_SECRET,
    clientDir: join(root, "client"),
    startWorker: false,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, base: address };
}

describe("inbox pages beside the site", () => {
  const dir = makeTempDir();
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    ({ app, base } = await startApp(dir.path, true));
  });
  afterAll(async () => {
    await app?.close();
    dir.remove();
  });

  it("redirects /inbox to /inbox/", async () => {
    const response = await fetch(`${base}/inbox`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/inbox/");
  });

  it.each([
    "/inbox/",
    "/inbox/submissions/0190a0a0-0000-7000-8000-000000000000",
    "/inbox/set-password",
  ])("%s is the app's page with the inbox's headers", async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INBOX_HTML);
    for (const [name, value] of Object.entries(INBOX_PAGE_HEADERS))
      expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("serves hashed assets for a year, brotli when accepted", async () => {
    const response = await fetch(`${base}/inbox/assets/app-abc123.js`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(SCRIPT);
    expect((await fetch(`${base}/inbox/assets/missing.js`)).status).toBe(404);
  });

  it("answers an unknown API path with JSON, not the page", async () => {
    const response = await fetch(`${base}/inbox/api/nothing`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.json()).status).toBe("error");
  });

  it("leaves the site's pages their own headers", async () => {
    const response = await fetch(`${base}/old/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).not.toBe(INBOX_CSP);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-robots-tag")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-cache");
    // The inbox is not under /old: the site answers its not-found page there.
    expect((await fetch(`${base}/old/inbox/`)).status).toBe(404);
  });

  it("robots.txt disallows the inbox, and the sitemap never lists it", async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /inbox/");
    const build = makeTempDir();
    try {
      mkdirSync(join(build.path, "old"), { recursive: true });
      writeFileSync(join(build.path, "old", "index.html"), SITE_HTML("Home"));
      mkdirSync(join(build.path, "inbox"), { recursive: true });
      writeFileSync(join(build.path, "inbox", "index.html"), INBOX_HTML);
      expect(writeSearchFiles(build.path, SITE_ORIGIN)).toBe(1);
      const sitemap = readFileSync(join(build.path, "sitemap.xml"), "utf8");
      expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/old/</loc>`);
      expect(sitemap).not.toContain("inbox");
    } finally {
      build.remove();
    }
  });
});

describe("inbox not built", () => {
  const dir = makeTempDir();
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    ({ app, base } = await startApp(dir.path, false));
  });
  afterAll(async () => {
    await app?.close();
    dir.remove();
  });

  it("answers 503 with what to do, and the server keeps serving", async () => {
    const response = await fetch(`${base}/inbox/`);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "error",
      data: { message: inboxMessages.notBuilt },
    });
    expect((await fetch(`${base}/old/`)).status).toBe(200);
    expect((await fetch(`${base}/inbox/api/me`)).status).toBe(401);
  });
});
