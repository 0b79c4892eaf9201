// The live unread count over a real socket: the first event at once, another when a submission
// arrives (stored by anyone, so polled from the database), the stream ended when the member is
// removed, and app.close() not held by an open stream.
import { request as httpRequest, type IncomingMessage } from "node:http";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INBOX_API, INBOX_SESSION_COOKIE } from "#contracts/inbox.ts";
import { openSqlite } from "../db/sqlite.ts";
import { migrate } from "../db/migrate.ts";
import { createStores, type Stores } from "../services.ts";
import { addMember, countingHasher, signIn } from "../test-support/inbox-client.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { buildTestApp } from "../test-support/test-app.ts";
import { createStaffStore } from "./staff-store.ts";

type Stream = {
  response: IncomingMessage;
  text: () => string;
  events: () => string[];
  ended: Promise<void>;
};

function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${INBOX_API}/events`, {
      headers: { cookie: `${INBOX_SESSION_COOKIE}=${cookie}` },
    });
    req.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => {
        response.on("end", done);
        response.on("close", done);
      });
      resolve({
        response,
        ended,
        text: () => text,
        events: () => text.split("\n\n").filter((e) => e.startsWith("event: unread")),
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Waits for the event; 30 s is room for a busy machine, not an expected time. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 1200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

const contact = (email: string) => ({
  form: "contact" as const,
  status: "accepted" as const,
  spamReason: null,
  email,
  data: { cf_name: "Anu", cf_mail: email, cf_phone: "1234567890", cf_msg: "Hi" },
  page: null,
  mails: [],
});

describe("inbox events", () => {
  const dir = makeTempDir();
  let app: FastifyInstance;
  let stores: Stores;
  let base: string;
  const hasher = countingHasher();

  beforeAll(async () => {
    const db = openSqlite(join(dir.path, "events.sqlite"));
    await migrate(db);
    stores = createStores(db);
    app = await buildTestApp({
      dataDir: dir.path,
      db,
      inbox: { hasher, events: { pollMs: 50, pingMs: 100 } },
    });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
    await stores.db.close();
    dir.remove();
  });

  it("sends the unread count, again when it changes, and pings", async () => {
    await addMember(stores.db, hasher, "watcher@kadal.example", "reader");
    const member = await signIn(app, "watcher@kadal.example");
    const stream = await openStream(base, member.cookie);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers["cache-control"]).toBe("no-store");
    await until(() => stream.events().length === 1, "the first event");
    expect(stream.events()[0]).toBe(`event: unread\ndata: {"unread":0,"latest":null}`);
    const id = await stores.submissions.insert(contact("new@example.in"));
    await until(() => stream.events().length === 2, "the second event");
    expect(stream.events()[1]).toBe(`event: unread\ndata: {"unread":1,"latest":"${id}"}`);
    await until(() => stream.text().includes(": ping\n\n"), "a ping");
    stream.response.destroy();
  });

  it("ends the stream when the member is removed", async () => {
    await addMember(stores.db, hasher, "leaver@kadal.example", "reader");
    const member = await signIn(app, "leaver@kadal.example");
    const stream = await openStream(base, member.cookie);
    await until(() => stream.events().length === 1, "the first event");
    await createStaffStore(stores.db).remove("leaver@kadal.example");
    await stream.ended;
  });

  it("does not hold app.close() while a stream is open", async () => {
    await addMember(stores.db, hasher, "stayer@kadal.example", "reader");
    const member = await signIn(app, "stayer@kadal.example");
    const stream = await openStream(base, member.cookie);
    await until(() => stream.events().length === 1, "the first event");
    await app.close();
    await stream.ended;
  });
});
