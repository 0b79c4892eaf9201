// What the Studio's suites (openings, case studies) stand on: the real app over a new database
// with the whole content folder published, three members signed in (an editor, a second editor
// who is an admin, a reader), a file sent as its own bytes as the app uploads it, a file of the
// live revision and what the audit log says of an entry; an answer's data; a camera's photo with
// its GPS position and a decompression bomb; and the check that only editors reach a route.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { INBOX_API, INBOX_SESSION_COOKIE } from "#contracts/inbox.ts";
import { contentDir } from "../content/content-dir.ts";
import { type ContentFile, readTree } from "../content/content-tree.ts";
import { inboxMessages } from "../inbox/inbox-messages.ts";
import { createPasswordHasher } from "../inbox/passwords.ts";
import { createStores, type Stores } from "../services.ts";
import { addMember, type InboxClient, PASSWORD, signIn } from "./inbox-client.ts";
import type { DbFactory } from "./stores-suite.ts";
import { makeTempDir } from "./temp-dir.ts";
import { buildTestApp, SITE_ORIGIN } from "./test-app.ts";

export type StudioMembers = {
  app: FastifyInstance;
  stores: Stores;
  /** editor@kadal.example, an editor. */
  editor: InboxClient;
  /** second@kadal.example, an admin: the other editor of a draft. */
  other: InboxClient;
  /** reader@kadal.example, who may edit nothing. */
  reader: InboxClient;
  /** Sends `body` to `path` (the API's, with its query) as a file's own bytes of `type`. */
  send: (
    member: InboxClient,
    path: string,
    body: Buffer,
    type: string,
  ) => Promise<LightMyRequestResponse>;
  /** The file at `path` in the revision the site shows, if it has one. */
  publishedFile: (path: string) => Promise<ContentFile | undefined>;
  /** The audit log's entries naming `name` (as an entry's target or a revision's detail), in order. */
  audit: (name: string) => Promise<{ action: string; actor: string }[]>;
};

/**
 * Made before the describe's tests (and closed after them) on a database from `makeDb`; the
 * members sign in from `network` ("10.2.0": 10.2.0.1, .2, .3), each suite from its own. Its
 * fields are there once the describe's beforeAll has run.
 */
export function studioMembers(makeDb: DbFactory, network: string): StudioMembers {
  const dir = makeTempDir();
  const studio = {
    send: (member, path, body, type) =>
      studio.app.inject({
        method: "POST",
        url: `${INBOX_API}/${path}`,
        headers: {
          cookie: `${INBOX_SESSION_COOKIE}=${member.cookie}`,
          "x-csrf-token": member.csrf,
          origin: SITE_ORIGIN,
          "content-type": type,
        },
        payload: body,
      }),
    async publishedFile(path) {
      const number = (await studio.stores.content.publishedNumber())!;
      return (await studio.stores.content.files(number)).find((file) => file.path === path);
    },
    audit: (name) =>
      studio.stores.db.query<{ action: string; actor: string }>(
        "SELECT action, actor FROM audit_log WHERE target LIKE ? OR detail LIKE ? ORDER BY at, id",
        [`%${name}%`, `%${name}%`],
      ),
  } as StudioMembers;
  let handle: Awaited<ReturnType<DbFactory>> | undefined;

  beforeAll(async () => {
    handle = await makeDb();
    const stores = createStores(handle.db);
    await stores.content.publish(readTree(contentDir()), { author: "first start" });
    const app = await buildTestApp({ dataDir: dir.path, db: stores.db });
    const hasher = createPasswordHasher();
    await addMember(stores.db, hasher, "editor@kadal.example", "editor");
    await addMember(stores.db, hasher, "second@kadal.example", "admin");
    await addMember(stores.db, hasher, "reader@kadal.example", "reader");
    Object.assign(studio, {
      app,
      stores,
      editor: await signIn(app, "editor@kadal.example", PASSWORD, `${network}.1`),
      other: await signIn(app, "second@kadal.example", PASSWORD, `${network}.2`),
      reader: await signIn(app, "reader@kadal.example", PASSWORD, `${network}.3`),
    });
  });

  afterAll(async () => {
    await studio.app?.close();
    await handle?.close();
    dir.remove();
  });

  return studio;
}

/** The answer's data, once it is a 200 (its body says why when it is not). */
export function data<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/** A camera's JPEG: its maker, a description and a GPS position in its EXIF. */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", ImageDescription: "Marine Drive, Kochi" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 58/1 30/1" },
    })
    .toBuffer();
}

/** 10,000 × 5,000 of one colour: a PNG of a few kilobytes that would decode to 150 MB. */
export async function pngBomb(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#000" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export type StudioRoute = [method: "GET" | "POST", path: string, body?: unknown];

/** Tests that each route answers 403 to a reader and 401 without a session. */
export function editorsOnly(studio: StudioMembers, routes: readonly StudioRoute[]) {
  it.each(routes)("%s %s answers 403 to a reader", async (method, path, body) => {
    const refused = await studio.reader.request(method, path, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: "error",
      data: { message: inboxMessages.contentOnly },
    });
  });

  it.each(routes)("%s %s answers 401 without a session", async (method, path) => {
    const response = await studio.app.inject({
      method,
      url: `${INBOX_API}/${path}`,
      headers: { origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(401);
  });
}
