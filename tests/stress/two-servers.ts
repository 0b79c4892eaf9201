// Two servers, one PostgreSQL: a throwaway cluster, two server processes on the same DATABASE_URL,
// 1,000 submissions in flight at once, split between them. Both outbox workers claim from the same
// table (FOR UPDATE SKIP LOCKED): every mail must reach the SMTP peer exactly once (counted by
// Message-ID), none lost, and both workers must have taken part.
import { join } from "node:path";
import { openDatabase } from "#server/db/open-database.ts";
import { createStores } from "#server/services.ts";
import { postgresAvailable, startPostgres } from "#server/test-support/postgres.ts";
import { freePort, startSmtpPeer } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import { plainNginxInFront } from "./nginx.ts";
import {
  applicationSubmission,
  contactSubmission,
  createRng,
  exportSubmissions,
  keepAliveAgent,
  MAIL_TO,
  markerIndexOf,
  markerOf,
  MARKER_PATTERN,
  postSubmission,
  type ScenarioResult,
  seconds,
  settledOutbox,
  sleep,
  startStressServer,
  stopServer,
  type StressServer,
  summaryLine,
  visitorSession,
  visitorAddress,
} from "./support.ts";

const TOTAL = 1_000;
const SOCKETS_PER_SERVER = 100;
const APPLICATION_SHARE = 0.25;
const MAIL_DEADLINE_MS = 120_000;

/**
 * With `viaNginx`, the visitors reach both servers through deploy/nginx.conf (plain HTTP), as in
 * production behind a load balancer, instead of each server directly.
 */
export async function twoServersScenario(
  seed: number,
  { viaNginx = false } = {},
): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  const name = viaNginx ? "two-servers-nginx" : "two-servers";
  if (!postgresAvailable) {
    return {
      name,
      summary: `${name}: no PostgreSQL binaries (apt-get install -y postgresql, or set PG_BIN)`,
      failures: ["PostgreSQL binaries missing"],
    };
  }
  const rng = createRng(seed ^ 0x2222);
  const dir = makeTempDir("kadal-stress-two-");
  const cluster = await startPostgres();
  const peer = await startSmtpPeer(undefined, { closeTimeoutMs: 1_000 });
  const servers: StressServer[] = [];
  let nginx: Awaited<ReturnType<typeof plainNginxInFront>> | null = null;
  try {
    const databaseUrl = await cluster.createDatabase("stress_two");
    const names = ["server-a", "server-b"];
    const ports = [await freePort(), await freePort()] as [number, number];
    if (viaNginx) nginx = await plainNginxInFront(join(dir.path, "nginx"), ports);
    const proxied: Record<string, string> = nginx
      ? { SITE_ORIGIN: nginx.origin, TRUST_PROXY: "127.0.0.1" }
      : {};
    // One at a time: the first migrates the schema, the second finds it current.
    for (const [i, name] of names.entries()) {
      servers.push(
        await startStressServer(join(dir.path, name), ports[i]!, {
          ...proxied,
          DATA_DIR: join(dir.path, name, "data"),
          DATABASE_URL: databaseUrl,
          // nodemailer reads options from the URL's query: each server greets as itself.
          SMTP_URL: `${peer.url}/?name=${name}`,
          // Longer than any send takes here: a lease that runs out mid-send would be a (legitimate)
          // at-least-once resend, and this scenario wants to see claims, not lease take-overs.
          MAIL_LEASE_SECONDS: "60",
        }),
      );
    }
    const bases = servers.map((s) => nginx?.origin ?? `http://127.0.0.1:${s.port}`);
    // The XSRF cookie and the form token are signed with the shared SECRET: one visitor session
    // works on both servers, as behind a load balancer.
    const session = await visitorSession(bases[0]!, TOTAL);
    const agents = bases.map(() => keepAliveAgent(SOCKETS_PER_SERVER));

    const isApplication = Array.from({ length: TOTAL }, () => rng.next() < APPLICATION_SHARE);
    const email = (i: number) => `two-${i}@example.in`;
    const acked = new Set<number>();
    const perServer = [0, 0];
    let requests = 0;
    let problems = 0;
    /** The answers other than 200, by status (or the client's error), for the summary line. */
    const notOk = new Map<string, number>();
    const burstStart = Date.now();
    await Promise.all(
      Array.from({ length: TOTAL }, async (_, i) => {
        const target = i % 2;
        const marker = markerOf("two", seed, i);
        const submission = isApplication[i]
          ? applicationSubmission(marker, null, session)
          : contactSubmission(marker, email(i), session);
        for (let attempt = 1; attempt <= 5; attempt++) {
          const answer = await postSubmission(
            bases[target]!,
            session,
            submission,
            agents[target],
            60_000,
            visitorAddress(i), // one application per client at a time (decision 1102)
          );
          requests++;
          if (answer.ok && answer.status === 200) {
            acked.add(i);
            perServer[target]!++;
            return;
          }
          problems++;
          const what = answer.ok ? String(answer.status) : answer.error;
          notOk.set(what, (notOk.get(what) ?? 0) + 1);
          // The server still held this visitor's attempt that timed out: wait as told, again.
          if (answer.ok && answer.status === 429) {
            await sleep(1_000 * Number(answer.headers["retry-after"] ?? 1));
            continue;
          }
          if (answer.ok && answer.status < 500) return;
          await sleep(200 * attempt);
        }
      }),
    );
    const burstMs = Date.now() - burstStart;
    for (const agent of agents) agent.destroy();

    // Wait until the outbox is empty and every acknowledged submission's mail arrived.
    const stores = createStores(
      await openDatabase({ DATA_DIR: dir.path, DATABASE_URL: databaseUrl }),
    );
    const notified = new Set<number>();
    const confirmed = new Set<number>();
    let scanned = 0;
    const scan = () => {
      for (; scanned < peer.received.length; scanned++) {
        const mail = peer.received[scanned]!;
        if (mail.envelopeTo.includes(MAIL_TO)) {
          const match = MARKER_PATTERN.exec(mail.parsed.text ?? "");
          if (match) notified.add(Number(match[1]));
        } else {
          const match = /^two-(\d+)@/.exec(mail.envelopeTo[0] ?? "");
          if (match) confirmed.add(Number(match[1]));
        }
      }
    };
    const mailedAll = (i: number) => notified.has(i) && (isApplication[i] || confirmed.has(i));
    let rows: Awaited<ReturnType<typeof stores.outbox.list>> = [];
    try {
      rows = await settledOutbox(stores, MAIL_DEADLINE_MS, () => {
        scan();
        return [...acked].every(mailedAll);
      });
    } finally {
      await stores.db.close();
    }
    const mailMs = Date.now() - burstStart - burstMs;
    for (const server of servers) await stopServer(server, "SIGTERM");

    const exported = await exportSubmissions({ DATA_DIR: dir.path, DATABASE_URL: databaseUrl });
    const storedCount = new Map<number, number>();
    for (const s of exported) {
      const i = markerIndexOf(s.data);
      if (i !== null) storedCount.set(i, (storedCount.get(i) ?? 0) + 1);
    }
    const messageIds = peer.received.map((m) => m.parsed.messageId ?? "");
    const distinct = new Set(messageIds);
    const delivered = new Set([...distinct].map((id) => /^<([^@]+)@/.exec(id)?.[1]));
    const unsent = rows.filter((row) => row.status !== "sent" || !delivered.has(row.id)).length;
    const byServer = names.map((name) => peer.received.filter((m) => m.heloName === name).length);

    const ackedList = [...acked];
    const stored = ackedList.filter((i) => storedCount.has(i)).length;
    const mailed = ackedList.filter(mailedAll).length;
    const lost = ackedList.filter((i) => !storedCount.has(i) || !mailedAll(i)).length;
    const duplicates = messageIds.length - distinct.size;
    const extra = [...storedCount.values()].filter((n) => n > 1).length;

    if (acked.size < TOTAL) failures.push(`${TOTAL - acked.size} submission(s) not acknowledged`);
    if (lost > 0) failures.push(`${lost} acknowledged submission(s) lost`);
    if (duplicates > 0) failures.push(`${duplicates} mail(s) sent twice (double claims)`);
    if (extra > 0) failures.push(`${extra} submission(s) stored twice`);
    if (unsent > 0) failures.push(`${unsent} outbox row(s) not sent or not at the peer`);
    if (rows.length !== distinct.size)
      failures.push(`outbox rows ${rows.length} ≠ distinct Message-IDs ${distinct.size}`);
    if (byServer.some((n) => n === 0))
      failures.push(`one worker sent nothing: ${byServer.join("/")}`);

    return {
      name,
      failures,
      summary: summaryLine(name, {
        sent: TOTAL,
        "acked(a/b)": `${acked.size}(${perServer.join("/")})`,
        requests,
        "not-200": problems,
        "not-200-by-status":
          [...notOk].map(([what, count]) => `${what}×${count}`).join("/") || "none",
        stored,
        "outbox-rows": rows.length,
        "mails-at-peer": messageIds.length,
        "sent-by(a/b)": byServer.join("/"),
        mailed,
        duplicates,
        lost,
        burst: seconds(burstMs),
        "mail-after-burst": seconds(mailMs),
        time: seconds(Date.now() - started),
      }),
    };
  } finally {
    nginx?.stop();
    for (const server of servers) await stopServer(server, "SIGKILL");
    await peer.stop();
    await cluster.stop();
    dir.remove();
  }
}
