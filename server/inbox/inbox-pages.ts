// The inbox app's page and files from build/inbox: the same index.html for every client route,
// hashed assets cached for a year (brotli/gzip when accepted). Read into memory on the first
// request that finds the build; until the build exists, the inbox answers 503 and says so.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { INBOX_BASE } from "#contracts/inbox.ts";
import {
  contentTypeOf,
  prepareFile,
  type PreparedFile,
  writeFile,
} from "../site/prepared-files.ts";
import { inboxMessages } from "./inbox-messages.ts";

type InboxBuild = { index: PreparedFile; assets: Map<string, PreparedFile> };

function loadBuild(dir: string, pageHeaders: string[], assetHeaders: string[]): InboxBuild | null {
  const indexFile = join(dir, "index.html");
  if (!existsSync(indexFile)) return null;
  // prepareFile writes the cache-control itself.
  const headers: string[] = [];
  for (let i = 0; i < pageHeaders.length; i += 2)
    if (pageHeaders[i] !== "cache-control") headers.push(pageHeaders[i]!, pageHeaders[i + 1]!);
  const compressed = (suffix: string) =>
    existsSync(`${indexFile}${suffix}`) ? readFileSync(`${indexFile}${suffix}`) : null;
  const index = prepareFile(readFileSync(indexFile), {
    contentType: "text/html; charset=utf-8",
    cacheControl: "no-store",
    headers,
    br: compressed(".br"),
    gzip: compressed(".gz"),
  });
  const assets = new Map<string, PreparedFile>();
  const assetDir = join(dir, "assets");
  if (existsSync(assetDir)) {
    const names = readdirSync(assetDir, { recursive: true, encoding: "utf8" });
    const present = new Set(names);
    for (const name of names) {
      const file = join(assetDir, name);
      if (/\.(br|gz)$/.test(name) || !statSync(file).isFile()) continue;
      const sibling = (suffix: string) =>
        present.has(`${name}${suffix}`) ? readFileSync(`${file}${suffix}`) : null;
      assets.set(
        name.split(sep).join("/"),
        prepareFile(readFileSync(file), {
          contentType: contentTypeOf(name),
          cacheControl: "public, max-age=31536000, immutable",
          headers: assetHeaders,
          br: sibling(".br"),
          gzip: sibling(".gz"),
        }),
      );
    }
  }
  return { index, assets };
}

/**
 * Registers GET /inbox (→ /inbox/), the assets and the app's page. `pageHeaders` are the inbox's
 * header list (inbox-routes.ts), `assetHeaders` the site's common ones, as name/value lists.
 */
export function pageRoutes(
  app: FastifyInstance,
  inboxDir: string,
  pageHeaders: string[],
  assetHeaders: string[],
) {
  let build: InboxBuild | null = null;
  const current = () => (build ??= loadBuild(inboxDir, pageHeaders, assetHeaders));
  const quiet = { config: { quiet: true } };

  const send = (request: FastifyRequest, reply: FastifyReply, file: PreparedFile) => {
    reply.hijack();
    writeFile(reply.raw, file, {
      status: 200,
      method: request.method,
      acceptEncoding: request.headers["accept-encoding"],
      ifNoneMatch: request.headers["if-none-match"],
      range: undefined,
    });
  };
  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).send({ status: "error", data: { message: inboxMessages.notBuilt } });

  app.get(INBOX_BASE, quiet, (_request, reply) => reply.redirect(`${INBOX_BASE}/`, 301));

  app.get(`${INBOX_BASE}/assets/*`, quiet, async (request, reply) => {
    const loaded = current();
    if (!loaded) return notBuilt(reply);
    const name = (request.params as { "*": string })["*"];
    const file = loaded.assets.get(name);
    if (!file)
      return reply.code(404).send({ status: "error", data: { message: inboxMessages.notFound } });
    send(request, reply, file);
  });

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const loaded = current();
    if (!loaded) return notBuilt(reply);
    send(request, reply, loaded.index);
  };
  app.get(`${INBOX_BASE}/`, quiet, page);
  app.get(`${INBOX_BASE}/*`, quiet, page);
}
