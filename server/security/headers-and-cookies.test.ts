// The security headers and cookie flags of the whole app (buildApp, site and form endpoints)
// over a small fake build, served as over HTTP and as behind an HTTPS proxy (SITE_ORIGIN https).
import { createSigner } from "./signer.ts";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, FORM_TOKEN_PATH } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { buildApp } from "../app.ts";
import { parseEnv } from "../env.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { TEST_SECRET } from "../test-support/test-app.ts";
import { embedSources } from "./embed-origins.ts";
import { XSRF_COOKIE } from "#contracts/xsrf.ts";
import { createXsrf } from "./xsrf.ts";

const INLINE = 'window.__reactRouterContext={"page":"home"}';
const page = (title: string, extra = "") =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${extra}` +
  `<script>${INLINE}</script><script type="module" src="/old/assets/entry-abc123.js"></script></body></html>`;
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

function writeSite(dir: string) {
  const files: Record<string, string> = {
    "old/index.html": page("Home"),
    "old/404/index.html": page("Not found"),
    "old/works/index.html": page("Works"),
    // A page that embeds a provider's player, and a video study that plays its own films.
    "old/works/embedding/index.html": page(
      "Embedding",
      '<div class="embed embed-youtube"><button>Play</button></div>',
    ),
    "old/works/videos/lazza/index.html": page(
      "Lazza",
      '<div class="work-film"><a class="work-film-play" href="/old/assets/lazza-opener.mp4">Play</a></div>',
    ),
    "old/careers/apply-now/__unlisted/index.html": page("Unlisted"),
    "assets/entry-abc123.js": "console.log('entry')",
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
}

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));

/** Headers every answer carries, pages and JSON alike. */
function expectCommonHeaders(response: LightMyRequestResponse, https: boolean) {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(response.headers["x-frame-options"]).toBe("DENY");
  const permissions = String(response.headers["permissions-policy"]);
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
    expect(permissions).toContain(feature);
  if (https) {
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=(\d+)/);
    const maxAge = Number(
      /max-age=(\d+)/.exec(String(response.headers["strict-transport-security"]))![1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
  } else {
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  }
}

describe.each([
  { scheme: "http", origin: "http://127.0.0.1:3000", https: false },
  { scheme: "https", origin: "https://kadal.example", https: true },
])("headers and cookies over $scheme", ({ origin, https }) => {
  const dir = makeTempDir("kadal-headers-");
  let app: FastifyInstance;

  beforeAll(async () => {
    const site = join(dir.path, "client");
    writeSite(site);
    app = await buildApp({
      env: parseEnv({ DATA_DIR: join(dir.path, "data"), SITE_ORIGIN: origin }),
      secret: TEST_SECRET,
      clientDir: site,
      startWorker: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    dir.remove();
  });

  it("pages: a CSP with inline scripts only by hash, no framing, no third parties", async () => {
    const response = await app.inject({ url: "/old/works" });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response, https);
    const csp = String(response.headers["content-security-policy"]);
    const scriptSrc = directive(csp, "script-src")!;
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${sha256(INLINE)}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directive(csp, "default-src")).toBe("default-src 'self'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
    expect(csp).not.toMatch(/https:\/\//);
    expect(Boolean(directive(csp, "upgrade-insecure-requests"))).toBe(https);
  });

  it("pages: provider origins only on the page that embeds them", async () => {
    const embedding = await app.inject({ url: "/old/works/embedding" });
    const csp = String(embedding.headers["content-security-policy"]);
    for (const source of embedSources.youtube.script)
      expect(directive(csp, "script-src")).toContain(source);
    for (const source of embedSources.youtube.frame)
      expect(directive(csp, "frame-src")).toContain(source);
    expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("facebook");
    expect(csp).not.toContain("instagram");
    // Self-hosted films need no origin but the site's own.
    for (const url of ["/old/", "/old/works", "/old/works/videos/lazza", "/old/no-such-page"]) {
      const other = String((await app.inject({ url })).headers["content-security-policy"]);
      expect(other).not.toContain("youtube");
    }
  });

  it("the XSRF cookie: Path=/, SameSite=Lax, readable by script, Secure under https", async () => {
    const response = await app.inject({ url: "/old/" });
    const raw = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
    const line = raw.find((c) => c.startsWith(`${XSRF_COOKIE}=`))!;
    expect(line).toBeDefined();
    const flags = line.split(";").map((f) => f.trim().toLowerCase());
    expect(flags).toContain("path=/");
    expect(flags).toContain("samesite=lax");
    expect(flags).not.toContain("httponly");
    expect(flags.includes("secure")).toBe(https);
    const value = line.split(";")[0]!.slice(XSRF_COOKIE.length + 1);
    expect(createXsrf(createSigner(TEST_SECRET)).isValid(decodeURIComponent(value))).toBe(true);
    // No other cookie is set, and none carries the visitor's data.
    expect(raw.filter((c) => !c.startsWith(`${XSRF_COOKIE}=`))).toEqual([]);
  });

  it("JSON answers (the form endpoints) carry the common headers too", async () => {
    const rejected = await app.inject({
      method: "POST",
      url: endpoints.contact,
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(rejected.statusCode).toBe(403);
    expect(rejected.headers["content-type"]).toMatch(/^application\/json/);
    expectCommonHeaders(rejected, https);
    const token = await app.inject({ url: FORM_TOKEN_PATH });
    expect(token.statusCode).toBe(200);
    expect(token.headers["cache-control"]).toBe("no-store");
    expectCommonHeaders(token, https);
    expect(token.headers["set-cookie"]).toBeUndefined();
  });

  it("over a real socket (the server's fast path) the answers are the ones inject() sees", async () => {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      for (const url of [
        "/old/works",
        "/old/assets/entry-abc123.js",
        "/old/nowhere",
        "/robots.txt",
      ]) {
        const viaInject = await app.inject({ url, headers: { "accept-encoding": "identity" } });
        const viaSocket = await fetch(`${base}${url}`, {
          headers: { "accept-encoding": "identity" },
        });
        expect(viaSocket.status, url).toBe(viaInject.statusCode);
        expect(await viaSocket.text(), url).toBe(viaInject.body);
        for (const name of [
          "content-type",
          "cache-control",
          "etag",
          "content-security-policy",
          "x-frame-options",
        ])
          expect(viaSocket.headers.get(name), `${url} ${name}`).toBe(
            (viaInject.headers[name] as string | undefined) ?? null,
          );
      }
      const blog = await fetch(`${base}/old/blog`, { redirect: "manual" });
      expect(blog.status).toBe(301);
      expect(blog.headers.get("x-content-type-options")).toBe("nosniff");
      const form = await fetch(`${base}${endpoints.contact}`, { method: "POST", body: "{}" });
      expect(form.status).toBe(403);
    } finally {
      await app.server.close();
    }
  });

  it("a URL that cannot be decoded answers 400 in the endpoints' shape, without echoing it", async () => {
    const response = await app.inject({ url: "/old/%E0%A4%A-secret-path" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "error", data: { message: messages.malformed } });
    expect(response.body).not.toContain("secret-path");
    expectCommonHeaders(response, https);
  });

  it("assets and 404s carry them as well", async () => {
    const asset = await app.inject({ url: "/old/assets/entry-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expectCommonHeaders(asset, https);
    const missing = await app.inject({ url: "/old/nowhere" });
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing, https);
    expect(missing.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
