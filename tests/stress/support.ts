// Shared tools of the stress suite: a seeded PRNG, a bounded HTTP client over loopback, a visitor's
// session (XSRF cookie + aged form token), submission builders carrying a unique marker, the
// operator CLI, and the real server process (server/test-support/server-process.ts) with the
// suite's environment. Every wait here is bounded in time.
import { execFile } from "node:child_process";
import { request as httpRequest, Agent } from "node:http";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { endpoints, FORM_TOKEN_PATH } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { pdfFile } from "#server/test-support/files.ts";
import { multipartBody } from "#server/test-support/multipart.ts";
import type { OutboxRow } from "#server/outbox/outbox-store.ts";
import type { Stores } from "#server/services.ts";
import {
  type ServerProcess,
  startServerProcess,
  writeFakeSite,
} from "#server/test-support/server-process.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TSX_LOADER = pathToFileURL(join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;

/** The same secret for every server of a scenario, so cookies and form tokens work on all. */
export const STRESS_SECRET = "e449eb78b419c6f08c296115c9c6a60e8822dbc439ce5fee841ff570241e68ae";
export const MAIL_TO = "inbox@kadal.agency";

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** mulberry32: small, fast and reproducible from one 32-bit seed. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}
export type Rng = ReturnType<typeof createRng>;

/** Polls `done` every `everyMs` until it holds or `timeoutMs` passed; answers whether it held. */
export async function waitUntil(
  done: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(everyMs);
  }
}

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────────

export type HttpAnswer =
  | {
      ok: true;
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: string;
    }
  | { ok: false; error: string };

/** One request to a loopback URL; never throws, never waits longer than `timeoutMs`. */
export function send(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: Agent;
    timeoutMs?: number;
    /** The loopback address to send from (127.0.0.0/8): each is a client of its own. */
    from?: string;
  } = {},
): Promise<HttpAnswer> {
  const target = new URL(url);
  if (
    target.hostname !== "127.0.0.1" &&
    target.hostname !== "[::1]" &&
    target.hostname !== "localhost"
  )
    throw new Error(`stress traffic goes to loopback only, not ${target.hostname}`);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: HttpAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const headers: Record<string, string | number> = { ...opts.headers };
    if (opts.body !== undefined) headers["content-length"] = Buffer.byteLength(opts.body);
    const req = httpRequest(
      target,
      {
        method: opts.method ?? "GET",
        headers,
        agent: opts.agent ?? false,
        ...(opts.from ? { localAddress: opts.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          finish({
            ok: true,
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", (error) => finish({ ok: false, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error("client timeout"));
      finish({ ok: false, error: "client timeout" });
    }, opts.timeoutMs ?? 15_000);
    req.on("error", (error: Error & { code?: string }) =>
      finish({ ok: false, error: error.code ?? error.message }),
    );
    req.end(opts.body);
  });
}

export const keepAliveAgent = (maxSockets: number) =>
  new Agent({ keepAlive: true, maxSockets, timeout: 20_000 });

// ── a visitor ────────────────────────────────────────────────────────────────────────────────

/** A visitor's XSRF cookie and form time tokens; each read of `token` takes an unused one. */
export type Session = { cookie: string; readonly token: string };

/**
 * What a browser has before it posts: the XSRF cookie of a page, and form tokens over 2 s old, one
 * per submission to come (a token counts once: a second use is quarantined as a replay).
 */
export async function visitorSession(base: string, submissions = 1): Promise<Session> {
  const page = await send(`${base}/old/`);
  if (!page.ok) throw new Error(`GET /old/ failed: ${page.error}`);
  const setCookie = ([] as string[]).concat(page.headers["set-cookie"] ?? []).join("; ");
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1];
  if (!cookie) throw new Error("no XSRF-TOKEN cookie on /old/");
  const tokens: string[] = [];
  const agent = keepAliveAgent(8);
  try {
    const fetchTokens = async () => {
      while (tokens.length < submissions) {
        tokens.push(""); // claim a place before the request, so lanes stop in time
        const answer = await send(`${base}${FORM_TOKEN_PATH}`, { agent });
        if (!answer.ok) throw new Error(`GET ${FORM_TOKEN_PATH} failed: ${answer.error}`);
        tokens[tokens.indexOf("")] = (
          JSON.parse(answer.body) as { data: { token: string } }
        ).data.token;
      }
    };
    await Promise.all(Array.from({ length: 8 }, fetchTokens));
  } finally {
    agent.destroy();
  }
  await sleep(2_100); // a person takes longer than the too-fast limit
  return {
    cookie,
    get token() {
      const token = tokens.shift();
      if (!token) throw new Error(`the session's ${submissions} form token(s) are used up`);
      return token;
    },
  };
}

export const sessionHeaders = (session: Session, base: string): Record<string, string> => ({
  cookie: `XSRF-TOKEN=${session.cookie}`,
  "x-xsrf-token": session.cookie,
  origin: base,
});

export type Submission = { path: string; contentType: string; body: string | Buffer };

/** A contact message whose text carries `marker`; the visitor's address is unique per index. */
export function contactSubmission(marker: string, email: string, session: Session): Submission {
  return {
    path: endpoints.contact,
    contentType: "application/json",
    body: JSON.stringify({
      cf_name: `Stress ${marker}`,
      cf_mail: email,
      cf_phone: "(123) 456-7890",
      cf_msg: `Hello from the stress suite.\n${marker}`,
      [FORM_TOKEN_FIELD]: session.token,
    }),
  };
}

/**
 * A job application, the first answer carrying `marker`, with a valid PDF of `cv` bytes or the
 * given file (sent as it is, for the files that lie about what they are).
 */
export function applicationSubmission(
  marker: string,
  email: string | null,
  session: Session,
  cv: number | { fileName: string; content: Buffer } = 3_000,
): Submission {
  const file =
    typeof cv === "number"
      ? { fileName: "cv.pdf", content: pdfFile(cv), contentType: "application/pdf" }
      : { ...cv, contentType: "application/octet-stream" };
  const { body, contentType } = multipartBody([
    { name: "careerFormField01", value: `A typewriter. ${marker}` },
    { name: "careerFormField02", value: "Trust" },
    { name: "careerFormField03", value: "A deadline, met" },
    { name: "careerFormField04", value: "seahorse" },
    { name: "careerFormField06", value: "submit Now" },
    ...(email ? [{ name: "careerFormEmail", value: email }] : []),
    { name: "job", value: "Art director" },
    { name: FORM_TOKEN_FIELD, value: session.token },
    { name: "careerFormField05", ...file },
  ]);
  return { path: endpoints.application, contentType, body };
}

export function postSubmission(
  base: string,
  session: Session,
  submission: Submission,
  agent?: Agent,
  timeoutMs = 15_000,
  from?: string,
): Promise<HttpAnswer> {
  return send(`${base}${submission.path}`, {
    method: "POST",
    headers: { ...sessionHeaders(session, base), "content-type": submission.contentType },
    body: submission.body,
    ...(agent ? { agent } : {}),
    timeoutMs,
    ...(from ? { from } : {}),
  });
}

/**
 * The `n`th visitor's own loopback address (127.0.1.1, 127.0.1.2, …): the server sees each as a
 * client of its own, as it would visitors on the internet (one application each at a time).
 */
export const visitorAddress = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

/** The marker pattern every scenario uses: `stress-<scenario>-<seed>-<index>`. */
export const markerOf = (scenario: string, seed: number, index: number) =>
  `stress-${scenario}-${seed}-${index}`;
export const MARKER_PATTERN = /stress-[a-z]+-\d+-(\d+)/;

/**
 * Waits until the outbox holds nothing pending or sending (and `also()` holds, e.g. every mail
 * arrived), then answers its rows.
 */
export async function settledOutbox(
  stores: Stores,
  deadlineMs: number,
  also: () => boolean = () => true,
): Promise<OutboxRow[]> {
  await waitUntil(
    async () => {
      if (!also()) return false;
      const { counts } = await stores.outbox.stats();
      return counts.pending + counts.sending === 0;
    },
    deadlineMs,
    250,
  );
  return stores.outbox.list();
}

// ── the server and the CLI ──────────────────────────────────────────────────────────────────

export type StressServer = ServerProcess & { port: number };

/** Every server this run started, so run.ts can kill what is left if the run itself dies. */
export const startedServers = new Set<StressServer>();

/** The real server (server/main.ts under tsx) on a loopback port, with the suite's environment. */
export async function startStressServer(
  cwd: string,
  port: number,
  env: Record<string, string>,
): Promise<StressServer> {
  writeFakeSite(cwd);
  const server = await startServerProcess(
    cwd,
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      SECRET: STRESS_SECRET,
      MAIL_TO,
      RATE_LIMIT_PER_MINUTE: "1000000",
      MAIL_LEASE_SECONDS: "3",
      LOG_LEVEL: "error",
      ...env,
    },
    30_000,
  );
  const started = { ...server, port };
  startedServers.add(started);
  void server.exited.then(() => startedServers.delete(started));
  return started;
}

/** Stops a server: SIGTERM (graceful) or SIGKILL; waits at most 15 s, then kills. */
export async function stopServer(server: StressServer, signal: NodeJS.Signals = "SIGTERM") {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** `npm run submissions -- …` without npm: the CLI under tsx, with the server's environment. */
export function runCli(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", TSX_LOADER, join(ROOT, "server/cli/main.ts"), ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", ...env },
        maxBuffer: 512 * 1024 * 1024,
        timeout: timeoutMs,
      },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`submissions ${args.join(" ")} failed: ${error.message}\n${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

export type ExportedSubmission = {
  id: string;
  form: string;
  status: string;
  spamReason: string | null;
  email: string | null;
  data: Record<string, unknown>;
  attachments: { fileName: string; size: number }[];
};

/** `export --format json`: what the operator sees as stored. */
export async function exportSubmissions(
  env: Record<string, string>,
): Promise<ExportedSubmission[]> {
  return JSON.parse(await runCli(["export", "--format", "json"], env)) as ExportedSubmission[];
}

/** The markers' indexes found in a stored submission's values. */
export function markerIndexOf(data: Record<string, unknown>): number | null {
  for (const value of Object.values(data)) {
    if (typeof value !== "string") continue;
    const match = MARKER_PATTERN.exec(value);
    if (match) return Number(match[1]);
  }
  return null;
}

// ── the result of a scenario ─────────────────────────────────────────────────────────────────

export type ScenarioResult = {
  name: string;
  /** The one summary line, e.g. `crash: sent=2000 acked=2000 … lost=0`. */
  summary: string;
  /** Broken invariants; empty when the scenario passed. */
  failures: string[];
};

export function summaryLine(name: string, fields: Record<string, string | number>): string {
  return `${name}: ${Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ")}`;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
