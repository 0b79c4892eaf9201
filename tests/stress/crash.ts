// Crash: 2,000 submissions (contact JSON and applications with small PDFs, mixed) over 50
// connections while the server is killed with SIGKILL twice at seeded moments and restarted.
// Clients retry what got no answer (a connection error is not an ack). Every acknowledged
// submission must be stored (operator CLI export) and its mails must reach the SMTP peer: the
// agency's notification for every one, the visitor's confirmation for every contact (the spec's
// application form has no address field, so applications get no confirmation).
import { join } from "node:path";
import { openDatabase } from "#server/db/open-database.ts";
import { createStores } from "#server/services.ts";
import { freePort, startSmtpPeer } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
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
  sleep,
  startStressServer,
  stopServer,
  type StressServer,
  summaryLine,
  visitorSession,
  waitUntil,
  visitorAddress,
} from "./support.ts";

const TOTAL = 2_000;
const CONCURRENCY = 50;
const APPLICATION_SHARE = 0.3;
const MAX_ATTEMPTS = 60;
const BURST_DEADLINE_MS = 150_000;
const MAIL_DEADLINE_MS = 120_000;

export async function crashScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const rng = createRng(seed);
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-crash-");
  const dataDir = join(dir.path, "data");
  const peer = await startSmtpPeer(undefined, { closeTimeoutMs: 1_000 });
  const port = await freePort();
  const env = { DATA_DIR: dataDir, SMTP_URL: peer.url };
  let server: StressServer | null = null;
  try {
    server = await startStressServer(dir.path, port, env);
    const base = `http://127.0.0.1:${port}`;
    const session = await visitorSession(base, TOTAL);
    const agent = keepAliveAgent(CONCURRENCY);

    const isApplication = Array.from({ length: TOTAL }, () => rng.next() < APPLICATION_SHARE);
    // Two kill moments, drawn from the seed: after so many acknowledgements, plus a small delay.
    const killAfter = [rng.int(250, 850), rng.int(1_050, 1_700)];
    const killDelayMs = killAfter.map(() => rng.int(0, 150));
    const email = (i: number) => `crash-${i}@example.in`;

    const acked = new Set<number>();
    const rejected: string[] = [];
    let requests = 0;
    let noAnswer = 0;
    let serverErrors = 0;
    let next = 0;
    const deadline = Date.now() + BURST_DEADLINE_MS;

    const client = async () => {
      while (next < TOTAL && Date.now() < deadline) {
        const i = next++;
        const marker = markerOf("crash", seed, i);
        const submission = isApplication[i]
          ? applicationSubmission(marker, null, session) // the spec's form: no address, no confirmation
          : contactSubmission(marker, email(i), session);
        for (let attempt = 1; attempt <= MAX_ATTEMPTS && Date.now() < deadline; attempt++) {
          // Each visitor from an address of its own, as on the internet: the server takes one
          // application per client at a time (decision 1102).
          const answer = await postSubmission(
            base,
            session,
            submission,
            agent,
            10_000,
            visitorAddress(i),
          );
          requests++;
          if (answer.ok && answer.status === 200) {
            acked.add(i);
            break;
          }
          // The server still held this visitor's attempt that timed out: wait as told, again.
          if (answer.ok && answer.status === 429) {
            await sleep(1_000 * Number(answer.headers["retry-after"] ?? 1));
            continue;
          }
          if (answer.ok && answer.status < 500) {
            rejected.push(`#${i}: ${answer.status} ${answer.body.slice(0, 120)}`);
            break;
          }
          if (answer.ok) serverErrors++;
          else noAnswer++;
          await sleep(Math.min(1_000, 100 * attempt)); // the server is restarting: try again
        }
      }
    };

    const kills: string[] = [];
    const killer = async () => {
      for (const [k, threshold] of killAfter.entries()) {
        const reached = await waitUntil(() => acked.size >= threshold, BURST_DEADLINE_MS, 5);
        if (!reached || !server) return;
        await sleep(killDelayMs[k]!);
        const victim: StressServer = server;
        const at = acked.size;
        await stopServer(victim, "SIGKILL");
        const down = Date.now();
        server = await startStressServer(dir.path, port, env);
        kills.push(`${at}@${seconds(Date.now() - down)}`);
      }
    };

    await Promise.all([killer(), ...Array.from({ length: CONCURRENCY }, client)]);
    agent.destroy();
    const burstMs = Date.now() - started;

    // Every acknowledged submission's notification (to the agency, carrying the marker) and
    // confirmation (to the visitor's unique address) must arrive.
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
          const match = /^crash-(\d+)@/.exec(mail.envelopeTo[0] ?? "");
          if (match) confirmed.add(Number(match[1]));
        }
      }
    };
    const allMailed = () => {
      scan();
      return [...acked].every((i) => notified.has(i) && (isApplication[i] || confirmed.has(i)));
    };
    const mailDeadline = Date.now() + MAIL_DEADLINE_MS;
    await waitUntil(allMailed, MAIL_DEADLINE_MS, 200);
    // Resubmissions' mails too: wait until the outbox holds nothing pending or in flight.
    const watcher = createStores(await openDatabase(env));
    try {
      await waitUntil(
        async () => {
          const { counts } = await watcher.outbox.stats();
          return counts.pending + counts.sending === 0;
        },
        Math.max(0, mailDeadline - Date.now()),
        250,
      );
    } finally {
      await watcher.db.close();
    }
    const mailMs = Date.now() - started - burstMs;
    await stopServer(server, "SIGTERM");

    // What the operator sees: the CLI's export, matched by marker.
    const exported = await exportSubmissions(env);
    const storedCount = new Map<number, number>();
    for (const s of exported) {
      const i = markerIndexOf(s.data);
      if (i !== null) storedCount.set(i, (storedCount.get(i) ?? 0) + 1);
      // A retry whose first attempt was stored before the kill (its answer lost) reuses the form's
      // token: kept, quarantined as a replay and never mailed twice.
      if (s.status !== "accepted" && s.spamReason !== "replayed-token")
        failures.push(`submission ${s.id} is ${s.status}`);
    }
    // Every outbox row of every stored submission was sent, and its Message-ID reached the peer.
    const messageIds = peer.received.map((m) => m.parsed.messageId ?? "");
    const delivered = new Set(messageIds.map((id) => /^<([^@]+)@/.exec(id)?.[1]));
    const stores = createStores(await openDatabase(env));
    let unsent = 0;
    try {
      for (const row of await stores.outbox.list()) {
        if (row.status !== "sent" || !delivered.has(row.id)) unsent++;
      }
    } finally {
      await stores.db.close();
    }

    const ackedList = [...acked];
    const stored = ackedList.filter((i) => storedCount.has(i)).length;
    const mailedAll = (i: number) => notified.has(i) && (isApplication[i] || confirmed.has(i));
    const mailed = ackedList.filter(mailedAll).length;
    const lost = ackedList.filter((i) => !storedCount.has(i) || !mailedAll(i)).length;
    const duplicates = messageIds.length - new Set(messageIds).size;
    const resubmitted = [...storedCount.values()].reduce((sum, n) => sum + n - 1, 0);

    if (lost > 0) failures.push(`${lost} acknowledged submission(s) lost`);
    if (acked.size < TOTAL) failures.push(`${TOTAL - acked.size} submission(s) never acknowledged`);
    if (rejected.length > 0) failures.push(`rejected: ${rejected.slice(0, 3).join("; ")}`);
    if (serverErrors > 0) failures.push(`${serverErrors} answer(s) with a 5xx`);
    if (kills.length < 2) failures.push(`only ${kills.length} kill(s) happened`);
    if (unsent > 0) failures.push(`${unsent} outbox row(s) not sent or not at the peer`);

    return {
      name: "crash",
      failures,
      summary: summaryLine("crash", {
        seed,
        sent: TOTAL,
        applications: isApplication.filter(Boolean).length,
        requests,
        "no-answer": noAnswer,
        acked: acked.size,
        stored,
        mailed,
        duplicates,
        resubmitted,
        lost,
        kills: kills.join(","),
        burst: seconds(burstMs),
        "mail-after-burst": seconds(mailMs),
        time: seconds(Date.now() - started),
      }),
    };
  } finally {
    if (server) await stopServer(server, "SIGKILL");
    await peer.stop();
    dir.remove();
  }
}
