// Server throughput benchmark: submissions per second and p50/p99 latency for the contact form
// (JSON) and for an application with a 1 MB PDF, beside a bare Fastify route in the same run (the
// machine's limit). The load comes from a worker thread over loopback HTTP. Prints a table;
// asserts nothing. Run: npx tsx scripts/bench-server.ts  (BENCH_SECONDS, BENCH_CONCURRENCY)
import { createSigner } from "#server/security/signer.ts";
import { rmSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import Fastify from "fastify";
import { endpoints } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { buildApp } from "#server/app.ts";
import { parseEnv } from "#server/env.ts";
import { createXsrf } from "#server/security/xsrf.ts";
import { createFormTokens } from "#server/submissions/spam.ts";
import { pdfFile } from "#server/test-support/files.ts";
import { multipartBody } from "#server/test-support/multipart.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECRET = "58f0f955b36a16fcfe59e88cf2c56f2720c7e7815c7eae771ade25f0bbb76b32";

type Case = {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer;
  maxRequests: number;
  /** One form token per request, put where TOKEN_SLOT stands in the body: a token counts once. */
  tokens?: string[];
};

/** Where a request's form token goes in a body (same length as a real token is not needed). */
const TOKEN_SLOT = "@@FORM_TOKEN@@";
type Result = {
  name: string;
  requests: number;
  ok: number;
  statuses: Record<string, number>;
  seconds: number;
  latencies: number[];
};

// The load generator: plain JS in a worker thread, so it does not share the server's event loop.
const LOAD = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, headers, body, seconds, concurrency, maxRequests, tokens, slot } = workerData;
const at = tokens ? Buffer.from(body).indexOf(slot) : -1;
const before = at < 0 ? Buffer.from(body) : Buffer.from(body).subarray(0, at);
const after = at < 0 ? Buffer.alloc(0) : Buffer.from(body).subarray(at + Buffer.byteLength(slot));
const bodyFor = (n) => (at < 0 ? before : Buffer.concat([before, Buffer.from(tokens[n]), after]));
(async () => {
  const latencies = [];
  const statuses = {};
  let sent = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  // Each lane a client of its own (through the trusted proxy header): a client has one
  // application in progress at a time (decision 1102).
  async function lane(i) {
    const laneHeaders = { ...headers, "x-forwarded-for": "192.0.2." + (i + 1) };
    while (performance.now() < end && sent < maxRequests) {
      const n = sent++;
      const t = performance.now();
      try {
        const response = await fetch(url, { method: "POST", headers: laneHeaders, body: bodyFor(n) });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] || 0) + 1;
      } catch (error) {
        statuses.error = (statuses.error || 0) + 1;
      }
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, i) => lane(i)));
  parentPort.postMessage({ latencies, statuses, seconds: (performance.now() - start) / 1000 });
})();
`;

function load(c: Case): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD, {
      eval: true,
      workerData: {
        url: c.url,
        headers: c.headers,
        body: c.body,
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        maxRequests: c.tokens ? Math.min(c.maxRequests, c.tokens.length) : c.maxRequests,
        tokens: c.tokens,
        slot: TOKEN_SLOT,
      },
    });
    worker.once(
      "message",
      (m: { latencies: number[]; statuses: Record<string, number>; seconds: number }) => {
        void worker.terminate();
        resolve({
          name: c.name,
          requests: m.latencies.length,
          ok: m.statuses["200"] ?? 0,
          statuses: m.statuses,
          seconds: m.seconds,
          latencies: m.latencies,
        });
      },
    );
    worker.once("error", reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "kadal-bench-"));
  const env = parseEnv({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "100000000",
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "silent",
  });
  // The outbox worker is left off: this measures the acknowledged path (validate, check, commit).
  const app = await buildApp({
    env,
    secret: SECRET,
    clientDir: dataDir,
    serveSite: false,
    startWorker: false,
  });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });

  const bare = Fastify({ logger: false });
  bare.post("/bare", async () => ({ status: "success", data: { message: "ok" } }));
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  const token = createXsrf(createSigner(SECRET)).issue();
  const formTokens = createFormTokens(createSigner(SECRET));
  const issue = (n: number) =>
    Array.from({ length: n }, () => formTokens.issue(Date.now() - 60_000));
  const browser = { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token };
  const contact = Buffer.from(
    JSON.stringify({
      cf_name: "Bench Mark",
      cf_mail: "bench@example.in",
      cf_phone: "123-456-7890",
      cf_msg: "Hello from the benchmark. ".repeat(8),
      [FORM_TOKEN_FIELD]: TOKEN_SLOT,
    }),
  );
  const upload = multipartBody([
    { name: "careerFormField01", value: "A typewriter that edits itself" },
    { name: "careerFormField02", value: "Trust" },
    { name: "careerFormField03", value: "A deadline moved up a week; we split the work." },
    { name: "careerFormField04", value: "seahorse" },
    { name: "careerFormField06", value: "submit Now" },
    { name: "job", value: "Art director" },
    { name: FORM_TOKEN_FIELD, value: TOKEN_SLOT },
    {
      name: "careerFormField05",
      fileName: "cv.pdf",
      content: pdfFile(1024 * 1024),
      contentType: "application/pdf",
    },
  ]);

  const cases: Case[] = [
    {
      name: "bare Fastify JSON route",
      url: `${bareUrl}/bare`,
      headers: { "content-type": "application/json" },
      body: contact,
      maxRequests: 1_000_000,
    },
    {
      name: "contact (JSON)",
      url: `${appUrl}${endpoints.contact}`,
      headers: { ...browser, "content-type": "application/json" },
      body: contact,
      // More than a run of BENCH_SECONDS sends here; each is a fresh, unused form token.
      maxRequests: 200_000,
      tokens: issue(200_000),
    },
    // Bounded in count too: each one stores 1 MB in the database.
    {
      name: "application (1 MB PDF)",
      url: `${appUrl}${endpoints.application}`,
      headers: { ...browser, "content-type": upload.contentType },
      body: upload.body,
      maxRequests: 1_500,
      tokens: issue(1_500),
    },
  ];

  const results: Result[] = [];
  try {
    for (const c of cases) results.push(await load(c));
  } finally {
    await app.close();
    await bare.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const rows = results.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    const other = Object.entries(r.statuses)
      .filter(([status]) => status !== "200")
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
    return [
      r.name,
      String(r.requests),
      `${r.ok}${other ? ` (${other})` : ""}`,
      (r.ok / r.seconds).toFixed(0),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
    ];
  });
  const header = ["case", "requests", "200s", "per second", "p50 ms", "p99 ms"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`;
  console.log(
    `\nServer benchmark: ${SECONDS} s per case, ${CONCURRENCY} concurrent requests, loopback, SQLite (synchronous=FULL)\n`,
  );
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`,
  );
  for (const row of rows) console.log(line(row));
}

await main();
