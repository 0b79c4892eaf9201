// A send that outlives its lease, on two servers: both share one SQLite database, the mail server
// takes 2.5 s to accept each mail and the lease is 1 s. Each server keeps renewing the leases of
// the mails it holds (waiting in its connection pool or being sent), so the other never takes one
// over: every mail must reach the peer exactly once (counted by Message-ID), none lost, and one
// server is then killed mid-send and restarted under the same INSTANCE_ID, which hands back its
// claims at once instead of after the lease.
import type { OutboxRow } from "#server/outbox/outbox-store.ts";
import { join } from "node:path";
import { openDatabase } from "#server/db/open-database.ts";
import { createStores } from "#server/services.ts";
import { freePort, startSmtpPeer } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  contactSubmission,
  MAIL_TO,
  MARKER_PATTERN,
  markerOf,
  postSubmission,
  type ScenarioResult,
  seconds,
  settledOutbox,
  startStressServer,
  stopServer,
  type StressServer,
  summaryLine,
  visitorSession,
  waitUntil,
} from "./support.ts";

const TOTAL = 40;
const ACCEPT_DELAY_MS = 2_500;
const MAIL_DEADLINE_MS = 90_000;

export async function leaseScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-lease-");
  const peer = await startSmtpPeer(undefined, {
    closeTimeoutMs: 500,
    acceptDelayMs: ACCEPT_DELAY_MS,
  });
  const data = join(dir.path, "data");
  const ports = [await freePort(), await freePort()];
  const envOf = (i: number) => ({
    DATA_DIR: data,
    SMTP_URL: `${peer.url}/?name=server-${i}`,
    MAIL_LEASE_SECONDS: "1",
    INSTANCE_ID: `server-${i}`,
  });
  const servers: StressServer[] = [];
  try {
    for (const i of [0, 1])
      servers.push(await startStressServer(join(dir.path, `s${i}`), ports[i]!, envOf(i)));
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const session = await visitorSession(bases[0]!, TOTAL + 4);
    const acked = new Set<number>();
    let fiveHundreds = 0;
    await Promise.all(
      Array.from({ length: TOTAL }, async (_, i) => {
        const base = bases[i % 2]!;
        const answer = await postSubmission(
          base,
          session,
          contactSubmission(markerOf("lease", seed, i), `lease-${i}@example.in`, session),
        );
        if (answer.ok && answer.status >= 500) fiveHundreds++;
        if (answer.ok && answer.status === 200) acked.add(i);
      }),
    );

    // Server 1 dies with mail in hand (SIGKILL mid-send), then comes back under its name.
    await waitUntil(async () => peer.received.length >= 4, 30_000, 100);
    const beforeKill = Date.now();
    await stopServer(servers[1]!, "SIGKILL");
    // The mails server 1 held when it died may come again (at least once): those still claimed.
    const stores = createStores(await openDatabase({ DATA_DIR: data }));
    const inHandAtKill = new Set(
      (await stores.outbox.list({ status: "sending" }))
        .filter((row) => row.claimedBy === "server-1")
        .map((row) => row.id),
    );
    servers[1] = await startStressServer(join(dir.path, "s1"), ports[1]!, envOf(1));
    const restartMs = Date.now() - beforeKill;

    let rows: OutboxRow[] = [];
    try {
      rows = await settledOutbox(stores, MAIL_DEADLINE_MS);
    } finally {
      await stores.db.close();
    }
    const mailMs = Date.now() - started;

    const ids = peer.received.map((m) => m.parsed.messageId ?? "");
    const notified = new Set<number>();
    const confirmed = new Set<number>();
    for (const mail of peer.received) {
      if (mail.envelopeTo.includes(MAIL_TO)) {
        const match = MARKER_PATTERN.exec(mail.parsed.text ?? "");
        if (match) notified.add(Number(match[1]));
      } else {
        const match = /^lease-(\d+)@/.exec(mail.envelopeTo[0] ?? "");
        if (match) confirmed.add(Number(match[1]));
      }
    }
    const lost = [...acked].filter((i) => !notified.has(i) || !confirmed.has(i)).length;
    // The server killed mid-send may resend what it had in hand (at least once); every other mail
    // must arrive exactly once.
    const copies = new Map<string, number>();
    for (const id of ids) copies.set(id, (copies.get(id) ?? 0) + 1);
    const twice = [...copies].filter(([, n]) => n > 1).map(([id]) => id);
    const outboxIdOf = (messageId: string) => /^<([^@]+)@/.exec(messageId)?.[1] ?? "";
    const resentAfterKill = twice.filter((id) => inHandAtKill.has(outboxIdOf(id))).length;
    const duplicates = twice.length - resentAfterKill;
    const unsent = rows.filter((row) => row.status !== "sent").length;
    const bySender = [0, 1].map(
      (i) => peer.received.filter((m) => m.heloName === `server-${i}`).length,
    );

    if (acked.size < TOTAL) failures.push(`${TOTAL - acked.size} submission(s) not acknowledged`);
    if (fiveHundreds > 0) failures.push(`${fiveHundreds} answer(s) with a 5xx status`);
    if (lost > 0) failures.push(`${lost} acknowledged submission(s) not mailed`);
    if (unsent > 0) failures.push(`${unsent} outbox row(s) not sent`);
    if (duplicates > 0) failures.push(`${duplicates} mail(s) arrived twice`);
    if (bySender.some((n) => n === 0))
      failures.push(`one server sent nothing: ${bySender.join("/")}`);

    return {
      name: "lease",
      failures,
      summary: summaryLine("lease", {
        sent: TOTAL,
        acked: acked.size,
        "lease-s": 1,
        "accept-delay-s": ACCEPT_DELAY_MS / 1000,
        "mails-at-peer": ids.length,
        "sent-by(0/1)": bySender.join("/"),
        "kill-restart": seconds(restartMs),
        "resent-after-kill": resentAfterKill,
        lost,
        duplicates,
        "5xx": fiveHundreds,
        time: seconds(mailMs),
      }),
    };
  } finally {
    for (const server of servers) await stopServer(server, "SIGKILL");
    await peer.stop();
    dir.remove();
  }
}
