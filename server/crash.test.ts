// The server is killed with SIGKILL in the middle of a burst of submissions and started again:
// every submission it acknowledged with a 200 must be stored, and its mail delivered.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, FORM_TOKEN_PATH } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { openSqlite } from "./db/sqlite.ts";
import { SQLITE_FILE } from "./db/open-database.ts";
import { createStores } from "./services.ts";
import {
  type ServerProcess,
  startServerProcess,
  writeFakeSite,
} from "./test-support/server-process.ts";
import { freePort, type SmtpPeer, startSmtpPeer } from "./test-support/smtp-peer.ts";
import { makeTempDir } from "./test-support/temp-dir.ts";

const BURST = 80;
const KILL_AFTER = 25;
const CONCURRENCY = 4;

describe("crash safety", () => {
  const dir = makeTempDir("kadal-crash-");
  const dataDir = join(dir.path, "data");
  let peer: SmtpPeer;
  let server: ServerProcess | null = null;

  const envFor = (port: number) => ({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SMTP_URL: peer.url,
    SITE_ORIGIN: `http://127.0.0.1:${port}`,
    RATE_LIMIT_PER_MINUTE: "100000",
    MAIL_LEASE_SECONDS: "2",
  });

  beforeAll(async () => {
    writeFakeSite(dir.path);
    peer = await startSmtpPeer();
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await peer?.stop();
    dir.remove();
  });

  it("keeps and delivers every acknowledged submission across a SIGKILL", async () => {
    server = await startServerProcess(dir.path, envFor(await freePort()));
    // A visitor's session: the page sets the XSRF cookie, the form fetches a time token.
    const page = await fetch(`${server.url}/old/`);
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get("set-cookie") ?? "")?.[1];
    expect(cookie).toBeDefined();
    // One token per submission: a token counts once (a second use is quarantined as a replay).
    const tokens = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const answer = (await (await fetch(`${server!.url}${FORM_TOKEN_PATH}`)).json()) as {
          data: { token: string };
        };
        return answer.data.token;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // a person takes longer than the too-fast limit

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const first = server;
    const send = async (i: number) => {
      const email = `crash${i}@example.in`;
      try {
        const response = await fetch(`${first.url}${endpoints.contact}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: `XSRF-TOKEN=${cookie}`,
            "x-xsrf-token": cookie!,
          },
          body: JSON.stringify({
            cf_name: `Crash ${i}`,
            cf_mail: email,
            cf_phone: "1234567890",
            cf_msg: `burst ${i}`,
            [FORM_TOKEN_FIELD]: tokens[i],
          }),
          signal: AbortSignal.timeout(5_000),
        });
        if (response.status === 200) acknowledged.push(email);
      } catch {
        // The server died under this request: it was never acknowledged.
      }
      if (!killed && acknowledged.length >= KILL_AFTER) {
        killed = true;
        first.child.kill("SIGKILL");
      }
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BURST && !killed) await send(next++);
      }),
    );
    await first.exited;
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // Restart on the same data; the worker takes over the unfinished mail once its lease ran out.
    server = await startServerProcess(dir.path, envFor(await freePort()));
    const deadline = Date.now() + 30_000;
    const delivered = () => new Set(peer.received.map((m) => m.parsed.messageId));
    const missing = () =>
      acknowledged.filter(
        (email) => peer.received.filter((m) => m.envelopeTo.includes(email)).length === 0,
      );
    while (missing().length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));

    const db = openSqlite(join(dataDir, SQLITE_FILE));
    const stores = createStores(db);
    try {
      const stored = new Set(
        (await stores.submissions.list({ form: "contact" })).map((s) => s.email),
      );
      for (const email of acknowledged) expect(stored.has(email)).toBe(true);
      expect(missing()).toEqual([]);
      // Each acknowledged contact's notification reached the agency (a resend keeps its Message-ID).
      const ids = delivered();
      for (const s of await stores.submissions.list({ form: "contact" })) {
        if (!acknowledged.includes(s.email!)) continue;
        const rows = await stores.outbox.list({ submissionId: s.id });
        for (const row of rows) expect(ids.has(`<${row.id}@kadal.agency>`)).toBe(true);
      }
    } finally {
      await db.close();
    }
  }, 300_000);
});
