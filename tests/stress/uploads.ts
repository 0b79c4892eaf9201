// Uploads at once: 100 visitors send a 9.5 MB CV each at the same moment to one server. The
// server reads a bounded number at a time (UPLOADS_IN_FLIGHT); the rest wait their turn with
// their bodies unread. Every application must be acknowledged (no 5xx, no 503 within the wait),
// stored once and mailed with its CV, and the server's peak resident memory (VmHWM, through the
// mail phase too) must stay under the ceiling stated in decision 0908.
import type { OutboxRow } from "#server/outbox/outbox-store.ts";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "#server/db/open-database.ts";
import { mailDirOf } from "#server/mail/mail-files.ts";
import { createStores } from "#server/services.ts";
import { freePort } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  applicationSubmission,
  exportSubmissions,
  markerIndexOf,
  markerOf,
  postSubmission,
  type ScenarioResult,
  seconds,
  settledOutbox,
  startStressServer,
  stopServer,
  summaryLine,
  visitorAddress,
  visitorSession,
} from "./support.ts";

const TOTAL = Number(process.env.STRESS_UPLOADS ?? 100);
const CV_BYTES = Math.round(9.5 * 1024 * 1024);
const IN_FLIGHT = 4;
/**
 * Decision 0908: what uploads may add to the idle server's memory: 64 MB per upload in flight (its
 * body, the joined file, the check and the database write) and 30 MB per mail with a CV being sent
 * (two at once). The idle server is measured, not assumed (it has grown since 0908).
 */
export const UPLOADS_GROWTH_MB = 64 * IN_FLIGHT + 30 * 2;
const MAIL_DEADLINE_MS = 120_000;

/** A process's resident memory now and at its peak, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1]);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

export async function uploadsScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-uploads-");
  const env = {
    DATA_DIR: join(dir.path, "data"),
    UPLOAD_MAX_MB: "10",
    UPLOADS_IN_FLIGHT: String(IN_FLIGHT),
    // What this scenario proves is the memory bound and that nothing acknowledged is lost; how
    // long the hundredth upload waits follows the machine's speed (on a busy one, past the
    // default 15 s). The 503 after the wait has its own tests (upload-slots, forms suite).
    UPLOAD_WAIT_SECONDS: "110",
  };
  const server = await startStressServer(dir.path, await freePort(), env);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const session = await visitorSession(base, TOTAL);
    const idle = memoryOf(server.child.pid!);
    const submissions = Array.from({ length: TOTAL }, (_, i) =>
      applicationSubmission(markerOf("uploads", seed, i), `cv-${i}@example.in`, session, CV_BYTES),
    );

    const statuses = new Map<number, number>();
    const acked = new Set<number>();
    let clientErrors = 0;
    const burstStart = Date.now();
    await Promise.all(
      submissions.map(async (submission, i) => {
        // A hundred visitors, each from an address of its own.
        const answer = await postSubmission(
          base,
          session,
          submission,
          undefined,
          120_000,
          visitorAddress(i),
        );
        if (!answer.ok) {
          clientErrors++;
          return;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 200) acked.add(i);
      }),
    );
    const burstMs = Date.now() - burstStart;
    const afterBurst = memoryOf(server.child.pid!);
    submissions.length = 0;

    // Every notification (with the CV) and confirmation written before the server stops.
    const stores = createStores(await openDatabase(env));
    let rows: OutboxRow[] = [];
    try {
      rows = await settledOutbox(stores, MAIL_DEADLINE_MS);
    } finally {
      await stores.db.close();
    }
    const memory = memoryOf(server.child.pid!);
    await stopServer(server, "SIGTERM");

    const exported = await exportSubmissions(env);
    const stored = new Map<number, string[]>();
    for (const s of exported) {
      const i = markerIndexOf(s.data);
      if (i !== null) stored.set(i, [...(stored.get(i) ?? []), s.id]);
    }
    const mailDir = mailDirOf(env);
    const notified = (submissionId: string) =>
      rows.some(
        (row) =>
          row.submissionId === submissionId &&
          row.kind === "notification" &&
          row.status === "sent" &&
          existsSync(join(mailDir, `${row.id}.eml`)),
      );
    const lost = [...acked].filter((i) => !(stored.get(i) ?? []).some(notified)).length;
    const duplicates = [...stored.values()].filter((ids) => ids.length > 1).length;
    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);

    if (acked.size < TOTAL) failures.push(`${TOTAL - acked.size} upload(s) not acknowledged`);
    if (lost > 0) failures.push(`${lost} acknowledged application(s) lost or not mailed`);
    if (duplicates > 0) failures.push(`${duplicates} application(s) stored twice`);
    if (fiveHundreds > 0) failures.push(`${fiveHundreds} answer(s) with a 5xx status`);
    const ceiling = idle.rss + UPLOADS_GROWTH_MB;
    if (memory.peak > ceiling)
      failures.push(
        `peak resident memory ${memory.peak} MB over the ${ceiling} MB ceiling (idle ${idle.rss} MB + ${UPLOADS_GROWTH_MB} MB)`,
      );

    return {
      name: "uploads",
      failures,
      summary: summaryLine("uploads", {
        sent: TOTAL,
        "cv-mb": (CV_BYTES / 1024 / 1024).toFixed(1),
        "in-flight": IN_FLIGHT,
        acked: acked.size,
        statuses: [...statuses].map(([s, c]) => `${s}×${c}`).join(","),
        "client-errors": clientErrors,
        lost,
        duplicates,
        "5xx": fiveHundreds,
        "rss-idle-mb": idle.rss,
        "rss-peak-uploads-mb": afterBurst.peak,
        "rss-peak-mb": memory.peak,
        "ceiling-mb": ceiling,
        burst: seconds(burstMs),
        time: seconds(Date.now() - started),
      }),
    };
  } finally {
    await stopServer(server, "SIGKILL");
    dir.remove();
  }
}
