// Mail outage: submissions keep coming while the SMTP peer is up, then down (connection refused),
// then refusing (554 at the greeting, then 451 to every recipient), then hanging (a socket that
// accepts and never greets), then back. Every submission must be accepted throughout, and every
// mail delivered within a minute of recovery (short backoff via MAIL_RETRY_* knobs). Some visitors'
// addresses are refused for good (550, dead at once) or for long (451 until MAIL_MAX_ATTEMPTS):
// they must be dead-lettered, listed by `mail status`, and delivered after `mail retry`.
import { createServer, type Socket } from "node:net";
import { join } from "node:path";
import { openDatabase } from "#server/db/open-database.ts";
import { createStores } from "#server/services.ts";
import { freePort, startSmtpPeer } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  contactSubmission,
  exportSubmissions,
  MAIL_TO,
  markerIndexOf,
  markerOf,
  MARKER_PATTERN,
  postSubmission,
  runCli,
  type ScenarioResult,
  seconds,
  sleep,
  startStressServer,
  stopServer,
  type StressServer,
  summaryLine,
  visitorSession,
  waitUntil,
} from "./support.ts";

const TOTAL = 300;
const EVERY_MS = 100; // one submission every 100 ms: 30 s of traffic across all phases
const CLIENTS = 4;
/** Phase boundaries, in ms after the first submission. */
const PHASES = {
  down: 4_000,
  refuseGreeting: 12_000,
  refuseRecipients: 16_000,
  hang: 20_000,
  recover: 28_000,
};
const MAX_ATTEMPTS = 12;
/** Indexes whose visitor address is refused for good (550) or for long (451). */
const REFUSED_FOR_GOOD = [3, 7, 11, 13, 17];
const REFUSED_FOR_LONG = [5, 9, 15, 19, 23];

export async function mailOutageScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-outage-");
  const peer = await startSmtpPeer(undefined, { closeTimeoutMs: 500 });
  const port = await freePort();
  const env = {
    DATA_DIR: join(dir.path, "data"),
    SMTP_URL: peer.url,
    MAIL_RETRY_BASE_SECONDS: "1",
    MAIL_RETRY_MAX_SECONDS: "4",
    MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    // Longer than the 10 s greeting timeout a hung peer costs: no lease runs out mid-send.
    MAIL_LEASE_SECONDS: "20",
    LOG_LEVEL: "fatal", // the outage makes every failed attempt a warning
  };
  let server: StressServer | null = null;
  const held = new Set<Socket>();
  const hangServer = createServer((socket) => {
    held.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => held.delete(socket));
  });
  const email = (i: number) =>
    REFUSED_FOR_GOOD.includes(i)
      ? `dead-${i}@example.in`
      : REFUSED_FOR_LONG.includes(i)
        ? `tempfail-${i}@example.in`
        : `outage-${i}@example.in`;
  let phaseRefusal: number | null = null;
  let deadLettersRefused = true;
  peer.control.refuse = (rcpt) => {
    if (deadLettersRefused && rcpt.startsWith("dead-")) return 550;
    if (deadLettersRefused && rcpt.startsWith("tempfail-")) return 451;
    return phaseRefusal;
  };

  try {
    server = await startStressServer(dir.path, port, env);
    const base = `http://127.0.0.1:${port}`;
    const session = await visitorSession(base, TOTAL);

    // ── the outage, on a timeline ──
    const t0 = Date.now();
    const at = (ms: number) => sleep(Math.max(0, t0 + ms - Date.now()));
    const phaseLog: string[] = [];
    let recoveredAt = 0;
    const outage = (async () => {
      await at(PHASES.down);
      await peer.stop();
      phaseLog.push("down");
      await at(PHASES.refuseGreeting);
      peer.control.refuseConnection = 554;
      await peer.start();
      phaseLog.push("554-greeting");
      await at(PHASES.refuseRecipients);
      peer.control.refuseConnection = null;
      phaseRefusal = 451;
      phaseLog.push("451-recipients");
      await at(PHASES.hang);
      await peer.stop();
      await new Promise<void>((resolve) =>
        hangServer.listen(peer.port, "127.0.0.1", () => resolve()),
      );
      phaseLog.push("hang");
      await at(PHASES.recover);
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => hangServer.close(() => resolve()));
      phaseRefusal = null;
      await peer.start();
      recoveredAt = Date.now();
      phaseLog.push("up");
    })();

    // ── the traffic, paced across every phase ──
    const acked = new Set<number>();
    const refusedAnswers: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < TOTAL) {
          const i = next++;
          await at(i * EVERY_MS);
          const marker = markerOf("outage", seed, i);
          const answer = await postSubmission(
            base,
            session,
            contactSubmission(marker, email(i), session),
          );
          if (answer.ok && answer.status === 200) acked.add(i);
          else refusedAnswers.push(`#${i}: ${answer.ok ? answer.status : answer.error}`);
        }
      }),
    );
    await outage;
    if (refusedAnswers.length)
      failures.push(`not accepted during the outage: ${refusedAnswers.slice(0, 3).join("; ")}`);

    // ── recovery: everything but the refused addresses arrives within a minute ──
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
          const match = /^[a-z]+-(\d+)@/.exec(mail.envelopeTo[0] ?? "");
          if (match) confirmed.add(Number(match[1]));
        }
      }
    };
    const refusedAddress = (i: number) =>
      REFUSED_FOR_GOOD.includes(i) || REFUSED_FOR_LONG.includes(i);
    const regularDelivered = () => {
      scan();
      return [...acked].every((i) => notified.has(i) && (refusedAddress(i) || confirmed.has(i)));
    };
    const inTime = await waitUntil(regularDelivered, 60_000, 100);
    const recoveryMs = Date.now() - recoveredAt;
    if (!inTime) failures.push("not everything was delivered within a minute of recovery");

    // ── dead letters: listed, then delivered after `mail retry` ──
    const expectedDead = REFUSED_FOR_GOOD.length + REFUSED_FOR_LONG.length;
    const stores = createStores(await openDatabase(env));
    let deadSeen = 0;
    let statusLine = "";
    let retried = 0;
    try {
      await waitUntil(
        async () => {
          deadSeen = (await stores.outbox.stats()).counts.dead;
          return deadSeen >= expectedDead;
        },
        90_000,
        250,
      );
      const status = await runCli(["mail", "status"], env);
      statusLine = status.split("\n")[0] ?? "";
      const listed = status.split("\n").filter((line) => line.startsWith("dead ")).length;
      if (deadSeen !== expectedDead || listed !== expectedDead)
        failures.push(`dead-lettered ${deadSeen} (listed ${listed}), expected ${expectedDead}`);
      deadLettersRefused = false;
      const retry = await runCli(["mail", "retry"], env);
      retried = Number(/^(\d+) mail/.exec(retry)?.[1] ?? 0);
      if (retried !== expectedDead)
        failures.push(`mail retry queued ${retried}, expected ${expectedDead}`);
      const allDelivered = await waitUntil(
        async () => {
          scan();
          const { counts } = await stores.outbox.stats();
          return (
            [...acked].every((i) => notified.has(i) && confirmed.has(i)) &&
            counts.pending + counts.sending + counts.dead === 0
          );
        },
        30_000,
        200,
      );
      if (!allDelivered) failures.push("dead-lettered mail was not delivered after `mail retry`");
    } finally {
      await stores.db.close();
    }
    await stopServer(server, "SIGTERM");

    const exported = await exportSubmissions(env);
    const stored = new Set(exported.map((s) => markerIndexOf(s.data)));
    const ackedList = [...acked];
    const lost = ackedList.filter(
      (i) => !stored.has(i) || !notified.has(i) || !confirmed.has(i),
    ).length;
    const messageIds = peer.received.map((m) => m.parsed.messageId ?? "");
    const duplicates = messageIds.length - new Set(messageIds).size;
    if (lost > 0) failures.push(`${lost} acknowledged submission(s) lost`);
    if (phaseLog.length !== 5) failures.push(`phases run: ${phaseLog.join(",")}`);
    if (recoveryMs > 60_000) failures.push(`delivery took ${seconds(recoveryMs)} after recovery`);

    return {
      name: "mail-outage",
      failures,
      summary: summaryLine("mail-outage", {
        sent: TOTAL,
        acked: acked.size,
        stored: ackedList.filter((i) => stored.has(i)).length,
        phases: phaseLog.join(">"),
        "delivered-after-recovery": seconds(recoveryMs),
        "dead-lettered": deadSeen,
        "mail-status": JSON.stringify(statusLine),
        retried,
        mailed: ackedList.filter((i) => notified.has(i) && confirmed.has(i)).length,
        duplicates,
        lost,
        time: seconds(Date.now() - started),
      }),
    };
  } finally {
    for (const socket of held) socket.destroy();
    if (hangServer.listening) hangServer.close();
    if (server) await stopServer(server, "SIGKILL");
    await peer.stop();
    dir.remove();
  }
}
