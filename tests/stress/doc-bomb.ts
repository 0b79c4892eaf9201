// Hostile .doc files against a real server process (decision 1101): the 1.5 KB one whose sector
// chain loops, and the 2 KB one whose directory loops (past the chain check, stopped by the
// checking thread's bounds), sent one after another and then all at once beside real applicants
// and contact messages.
//
// One after another, each hostile file may cost the server's main thread (the thread that answers
// every request) at most MAIN_CPU_PER_FILE_MS of CPU time, read from the kernel's count for that
// thread (/proc/PID/task/PID/stat): a check run there instead of in the checking thread costs
// seconds, however busy or quiet the machine is. (Wall-clock measures such as the event loop's
// delay also count the time a busy machine does not run the server at all; they are reported.)
// All at once, /healthz and a page are asked one after the other throughout: every answer must
// come, within ANSWER_LIMIT_MS. No upload may get a 5xx, the hostile ones get the CV message, the
// real ones are accepted, and the server is alive at the end. Before, the first .doc froze the
// process and grew it past 3 GB.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent } from "node:http";
import { join } from "node:path";
import { messages } from "#contracts/messages.ts";
import { HEALTH_PATH } from "#server/ops/health-routes.ts";
import { docDirectoryLoop, docSectorLoop } from "#server/test-support/hostile-doc.ts";
import { freePort } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  applicationSubmission,
  contactSubmission,
  type HttpAnswer,
  markerOf,
  postSubmission,
  type ScenarioResult,
  seconds,
  send,
  sleep,
  startStressServer,
  stopServer,
  visitorAddress,
  visitorSession,
} from "./support.ts";

/**
 * The main thread's CPU time one hostile upload may cost: reading its request and answering it.
 * Parsing the file itself there costs seconds (the checking thread's deadline is 3 s).
 */
const MAIN_CPU_PER_FILE_MS = 100;
/** Every answer seen from here: a busy machine's scheduling included, still far from frozen. */
const ANSWER_LIMIT_MS = 1_000;

/** The kernel's clock ticks per second, in which it counts a thread's CPU time. */
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** CPU time (user and system) the process's main thread has used so far, in ms. */
function mainThreadCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
  // Fields after the command's name (which may hold spaces, inside parentheses): utime is the
  // 14th field of the line, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
const METRICS_TOKEN = "doc-bomb-metrics-token";

/**
 * The longest the server's event loop was held since the last scrape (prom-client's histogram
 * of `monitorEventLoopDelay`, reset at every scrape), in ms; null when it could not be read.
 */
async function loopDelayMaxMs(base: string): Promise<number | null> {
  const answer = await send(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    timeoutMs: 5_000,
  });
  if (!answer.ok || answer.status !== 200) return null;
  const line = /^kadal_nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(answer.body);
  return line ? Math.round(Number(line[1]) * 1000) : null;
}
/** Rounds of hostile files one after another, then at once. */
const SEQUENTIAL_ROUNDS = 3;
const AT_ONCE = { sectorLoops: 2, directoryLoops: 4, applicants: 8, contacts: 8 };
const UPLOAD_TIMEOUT_MS = 30_000;
/** The pollers' pause between two questions, so they sample rather than load the server. */
const POLL_GAP_MS = 10;

type Poll = { answered: number; slowestMs: number; failures: string[] };

/** Asks `path` again and again until `stop()`; every answer must be 200 within the limit. */
async function poll(base: string, path: string, stop: () => boolean): Promise<Poll> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const result: Poll = { answered: 0, slowestMs: 0, failures: [] };
  try {
    // Bounded by the scenario: it stops once the uploads are answered (each within its timeout).
    while (!stop()) {
      const started = performance.now();
      const answer = await send(`${base}${path}`, { agent, timeoutMs: 5_000 });
      const ms = Math.round(performance.now() - started);
      result.slowestMs = Math.max(result.slowestMs, ms);
      if (!answer.ok || answer.status !== 200)
        result.failures.push(`${path}: ${answer.ok ? answer.status : answer.error}`);
      else if (ms >= ANSWER_LIMIT_MS) result.failures.push(`${path}: answered in ${ms} ms`);
      else result.answered += 1;
      await sleep(POLL_GAP_MS);
    }
  } finally {
    agent.destroy();
  }
  return result;
}

const isRefusal = (answer: HttpAnswer) => {
  if (!answer.ok || answer.status !== 400) return false;
  try {
    const json = JSON.parse(answer.body) as { data?: { errors?: Record<string, string> } };
    return json.data?.errors?.careerFormField05 === messages.fileContent;
  } catch {
    return false;
  }
};

export async function docBombScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-doc-bomb-");
  const server = await startStressServer(dir.path, await freePort(), {
    DATA_DIR: join(dir.path, "data"),
    METRICS_TOKEN,
  });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const hostileCount = 2 * SEQUENTIAL_ROUNDS + AT_ONCE.sectorLoops + AT_ONCE.directoryLoops;
    const session = await visitorSession(
      base,
      hostileCount + AT_ONCE.applicants + AT_ONCE.contacts,
    );
    let visitor = 0;
    let refused = 0;
    let fiveHundreds = 0;
    const hostile = async (name: string, content: Buffer) => {
      const n = visitor++;
      const submission = applicationSubmission(markerOf("docbomb", seed, n), null, session, {
        fileName: "cv.doc",
        content,
      });
      const answer = await postSubmission(
        base,
        session,
        submission,
        undefined,
        UPLOAD_TIMEOUT_MS,
        visitorAddress(n),
      );
      if (answer.ok && answer.status >= 500) fiveHundreds += 1;
      if (isRefusal(answer)) refused += 1;
      else
        failures.push(
          `${name}: got ${answer.ok ? `${answer.status} ${answer.body.slice(0, 120)}` : answer.error}`,
        );
    };

    // One after another, so each is checked alone, and nothing else asks the server for work:
    // the main thread's CPU time over them is theirs.
    const pid = server.child.pid!;
    await loopDelayMaxMs(base); // starts the measured span
    const cpuBefore = mainThreadCpuMs(pid);
    for (let round = 0; round < SEQUENTIAL_ROUNDS; round += 1) {
      await hostile("sector-loop .doc", docSectorLoop());
      await hostile("directory-loop .doc", docDirectoryLoop());
    }
    const aloneCpuMs = Math.round(mainThreadCpuMs(pid) - cpuBefore);
    const aloneLoopMs = await loopDelayMaxMs(base);
    if (aloneCpuMs >= MAIN_CPU_PER_FILE_MS * 2 * SEQUENTIAL_ROUNDS)
      failures.push(
        `${2 * SEQUENTIAL_ROUNDS} hostile files one after another cost the main thread ${aloneCpuMs} ms of CPU`,
      );

    let done = false;
    const polls = Promise.all([
      poll(base, HEALTH_PATH, () => done),
      poll(base, "/old/", () => done),
    ]);
    // All at once, beside real applicants and contact messages.
    let accepted = 0;
    const real = async (make: (n: number) => ReturnType<typeof applicationSubmission>) => {
      const n = visitor++;
      const answer = await postSubmission(
        base,
        session,
        make(n),
        undefined,
        UPLOAD_TIMEOUT_MS,
        visitorAddress(n),
      );
      if (answer.ok && answer.status === 200) accepted += 1;
      else {
        if (answer.ok && answer.status >= 500) fiveHundreds += 1;
        failures.push(`a real submission got ${answer.ok ? answer.status : answer.error}`);
      }
    };
    await Promise.all([
      ...Array.from({ length: AT_ONCE.sectorLoops }, () =>
        hostile("sector-loop .doc", docSectorLoop()),
      ),
      ...Array.from({ length: AT_ONCE.directoryLoops }, () =>
        hostile("directory-loop .doc", docDirectoryLoop()),
      ),
      ...Array.from({ length: AT_ONCE.applicants }, () =>
        real((n) =>
          applicationSubmission(markerOf("docbomb", seed, n), `cv-${n}@example.in`, session),
        ),
      ),
      ...Array.from({ length: AT_ONCE.contacts }, () =>
        real((n) =>
          contactSubmission(markerOf("docbomb", seed, n), `hello-${n}@example.in`, session),
        ),
      ),
    ]);
    done = true;
    const [health, page] = await polls;
    const mixedLoopMs = await loopDelayMaxMs(base);
    failures.push(...health.failures, ...page.failures);
    if (mixedLoopMs !== null && mixedLoopMs >= ANSWER_LIMIT_MS)
      failures.push(`with real applicants beside them, the event loop was held ${mixedLoopMs} ms`);
    if (fiveHundreds > 0) failures.push(`${fiveHundreds} answer(s) with a 5xx status`);
    const last = await send(`${base}${HEALTH_PATH}`, { timeoutMs: 5_000 });
    const alive = server.child.exitCode === null && last.ok && last.status === 200;
    if (!alive) failures.push("the server is not alive at the end");
    if (health.answered === 0) failures.push("/healthz never answered");
    const realCount = AT_ONCE.applicants + AT_ONCE.contacts;

    return {
      name: "doc-bomb",
      failures,
      summary:
        `doc-bomb: ${refused} of ${hostileCount} hostile uploads refused (4xx), ` +
        `${2 * SEQUENTIAL_ROUNDS} one after another cost the main thread ${aloneCpuMs} ms of CPU, ` +
        `event loop held ${aloneLoopMs ?? "?"} ms at most while they were checked ` +
        `(${mixedLoopMs ?? "?"} ms with real applicants and messages beside them), ` +
        `/healthz answered ${health.answered} times, slowest ${health.slowestMs} ms, ` +
        `page answered ${page.answered} times, slowest ${page.slowestMs} ms, ` +
        `${accepted}/${realCount} real submissions accepted, ` +
        `server ${alive ? "alive" : "dead"} (${seconds(Date.now() - started)})`,
    };
  } finally {
    await stopServer(server, "SIGKILL");
    dir.remove();
  }
}
