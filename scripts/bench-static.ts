// Pages and assets per second: our server (one process, as `npm start` runs it) beside nginx (one
// worker process; as packaged and tuned, see NGINX_SETUPS) serving the same build/client, in one run, with the same load from wrk, taking
// turns so that the machine's drift hits both alike. The home page is asked for as a first visit
// (no cookie: ours signs and sets the XSRF cookie) and as a returning visitor's (the cookie sent
// to both servers; ours checks it). Prints a table with the ratio; asserts nothing. Needs a build (npm run build) and wrk; nginx from the distribution's package when
// present. Run: npx tsx scripts/bench-static.ts (BENCH_SECONDS, BENCH_ROUNDS)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BASE_PREFIX } from "#contracts/paths.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds per target, taking turns between the servers; the median round is reported. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 10;
const CLIENT = resolve("build/client");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const WRK = spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).stdout.trim();

type Row = {
  target: string;
  server: string;
  rps: number;
  p50: string;
  p99: string;
  cpu: number;
  note?: string;
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.once("error", fail);
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

/** cpu: the server's CPU time (user + system, all its processes) per request, in µs. */
type Measure = { rps: number; p50: string; p99: string; cpu: number };

const median = (measures: Measure[]): Measure => {
  const middle = Math.floor(measures.length / 2);
  const cpu = measures.map((m) => m.cpu).sort((a, b) => a - b)[middle]!;
  return { ...[...measures].sort((a, b) => a.rps - b.rps)[middle]!, cpu };
};

const TICKS_PER_SECOND = Number(
  spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100,
);

/**
 * CPU seconds used so far by these processes (Linux's /proc; NaN elsewhere). On a machine shared
 * with other work, requests/s follow whatever else runs, while the CPU a server spends per request
 * stays close to its own cost: at full load, a process's requests/s is one over it.
 */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return NaN;
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** A process and its children (nginx's master and its worker). */
function processTree(pid: number): number[] {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout;
  return [pid, ...children.split("\n").filter(Boolean).map(Number)];
}

/** wrk's requests/s and its 50th and 99th latency percentiles. */
function wrk(url: string, headers: string[], pids: number[]): Measure {
  const cpuBefore = cpuSeconds(pids);
  const out = spawnSync(
    WRK,
    [
      "-t1",
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      "--latency",
      "-H",
      "Accept-Encoding: gzip",
      ...headers.flatMap((header) => ["-H", header]),
      url,
    ],
    { encoding: "utf8" },
  ).stdout;
  const cpu = cpuSeconds(pids) - cpuBefore;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  const percentile = (p: string) => new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "?";
  return { rps, p50: percentile("50"), p99: percentile("99"), cpu: (cpu / requests) * 1e6 };
}

/**
 * Two nginx set-ups. "nginx" is the distribution's as packaged (Debian's nginx.conf: an access log
 * line per request, sendfile, tcp_nopush), serving the build's pre-compressed files (gzip_static),
 * as an operator would run it. "nginx, tuned" drops the access log and keeps files open, the
 * fastest nginx we know how to run: ours holds every file in memory and writes no line per static
 * hit (decision 1031), so that is the like-for-like floor.
 */
const NGINX_SETUPS = [
  { server: "nginx", tuned: false },
  { server: "nginx, tuned", tuned: true },
] as const;

function nginxConfig(dir: string, port: number, tuned: boolean): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `worker_processes 1;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  ${tuned ? "access_log off;" : `access_log ${join(dir, "access.log")};`}
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  ${tuned ? "keepalive_requests 1000000;\n  open_file_cache max=1000;" : ""}
  server {
    listen 127.0.0.1:${port};
    location ${BASE_PREFIX}assets/ { alias ${CLIENT}/assets/; expires max; }
    location ${BASE_PREFIX} { alias ${CLIENT}${BASE_PREFIX}; index index.html; }
  }
}
`;
}

async function main() {
  if (!existsSync(join(CLIENT, BASE_PREFIX, "index.html")))
    throw new Error("No build: run npm run build");
  const home = readFileSync(join(CLIENT, BASE_PREFIX, "index.html"), "utf8");
  const asset = /(\/old\/assets\/[\w.-]+\.js)/.exec(home)?.[1];
  if (!asset) throw new Error("The home page names no script");
  const targets: { target: string; path: string; headers: string[] }[] = [
    { target: "home page", path: BASE_PREFIX, headers: [] },
    { target: "home, cookie", path: BASE_PREFIX, headers: [] },
    { target: "hashed asset", path: asset, headers: [] },
  ];
  const dir = mkdtempSync(join(tmpdir(), "kadal-bench-static-"));
  const children: ChildProcess[] = [];
  const rows: Row[] = [];
  try {
    const port = await freePort();
    // The server as `npm start` runs it: production logging at info.
    const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, "data"), LOG_LEVEL: "info" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(server);
    await waitFor(`http://127.0.0.1:${port}${BASE_PREFIX}`);
    // A returning visitor sends the cookie its first page set (to nginx as well: same request).
    const first = await fetch(`http://127.0.0.1:${port}${BASE_PREFIX}`);
    const cookie = /^[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0];
    if (!cookie) throw new Error("The home page set no cookie");
    targets[1]!.headers.push(`Cookie: ${cookie}`);

    const nginxes: { server: string; port: number; pids: number[] }[] = [];
    if (NGINX)
      for (const { server: name, tuned } of NGINX_SETUPS) {
        const nginxPort = await freePort();
        const nginxDir = join(dir, tuned ? "nginx-tuned" : "nginx");
        mkdirSync(nginxDir, { recursive: true });
        const conf = join(nginxDir, "nginx.conf");
        writeFileSync(conf, nginxConfig(nginxDir, nginxPort, tuned));
        const nginx = spawn(NGINX, ["-c", conf, "-p", nginxDir], { stdio: "inherit" });
        children.push(nginx);
        await waitFor(`http://127.0.0.1:${nginxPort}${BASE_PREFIX}`);
        nginxes.push({ server: name, port: nginxPort, pids: processTree(nginx.pid!) });
      }

    for (const { target, path, headers } of targets) {
      if (!WRK) {
        rows.push({
          target,
          server: "ours",
          rps: NaN,
          p50: "-",
          p99: "-",
          cpu: NaN,
          note: "wrk not installed",
        });
        continue;
      }
      const ours: Measure[] = [];
      const theirs = nginxes.map((): Measure[] => []);
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(wrk(`http://127.0.0.1:${port}${path}`, headers, [server.pid!]));
        nginxes.forEach((nginx, i) =>
          theirs[i]!.push(wrk(`http://127.0.0.1:${nginx.port}${path}`, headers, nginx.pids)),
        );
      }
      rows.push({ target, server: "ours", ...median(ours) });
      if (nginxes.length > 0)
        nginxes.forEach((nginx, i) =>
          rows.push({ target, server: nginx.server, ...median(theirs[i]!) }),
        );
      else
        rows.push({
          target,
          server: "nginx",
          rps: NaN,
          p50: "-",
          p99: "-",
          cpu: NaN,
          note: "not installed",
        });
    }
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\nPages and assets, one process each (wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, Accept-Encoding: gzip; median of ${ROUNDS} rounds taken in turn; load average ${loadavg()[0]!.toFixed(1)} at the end)`,
  );
  console.log(
    "| target       | server       | requests/s | p50      | p99      | ours / this | CPU µs/request | ours / this by CPU |",
  );
  console.log(
    "| ------------ | ------------ | ---------: | -------- | -------- | ----------: | -------------: | -----------------: |",
  );
  const percent = (ours: number, theirs: number) =>
    Number.isFinite(ours) && Number.isFinite(theirs)
      ? `${Math.round((ours / theirs) * 100)} %`
      : "";
  for (const row of rows) {
    // On an nginx row: our requests/s as a share of its, and the same by CPU per request.
    const ours =
      row.server !== "ours" && rows.find((r) => r.target === row.target && r.server === "ours");
    const ratio = ours ? percent(ours.rps, row.rps) : "";
    const byCpu = ours ? percent(row.cpu, ours.cpu) : "";
    const rps = Number.isFinite(row.rps) ? Math.round(row.rps).toString() : (row.note ?? "-");
    const cpu = Number.isFinite(row.cpu) ? row.cpu.toFixed(1) : "-";
    console.log(
      `| ${row.target.padEnd(12)} | ${row.server.padEnd(12)} | ${rps.padStart(10)} | ${row.p50.padEnd(8)} | ${row.p99.padEnd(8)} | ${ratio.padStart(11)} | ${cpu.padStart(14)} | ${byCpu.padStart(18)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
