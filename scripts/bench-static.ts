// Pages and assets per second: our server (one process, as `npm start` runs it) beside nginx (one
// worker process) serving the same build/client, in one run, with the same load from wrk, taking
// turns so that the machine's drift hits both alike. Prints a table with the ratio; asserts
// nothing. Needs a build (npm run build) and wrk; nginx from the distribution's package when
// present. Run: npx tsx scripts/bench-static.ts (BENCH_SECONDS, BENCH_ROUNDS)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BASE_PREFIX } from "#contracts/paths.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds per target, taking turns between the servers; the median round is reported. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 10;
const CLIENT = resolve("build/client");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const WRK = spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).stdout.trim();

type Row = { target: string; server: string; rps: number; p50: string; p99: string; note?: string };

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

type Measure = { rps: number; p50: string; p99: string };

const median = (measures: Measure[]): Measure =>
  [...measures].sort((a, b) => a.rps - b.rps)[Math.floor(measures.length / 2)]!;

/** wrk's requests/s and its 50th and 99th latency percentiles. */
function wrk(url: string): Measure {
  const out = spawnSync(
    WRK,
    ["-t1", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  ).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const percentile = (p: string) => new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "?";
  return { rps, p50: percentile("50"), p99: percentile("99") };
}

function nginxConfig(dir: string, port: number): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `worker_processes 1;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
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
  const targets = [
    { target: "home page", path: BASE_PREFIX },
    { target: "hashed asset", path: asset },
  ];
  const dir = mkdtempSync(join(tmpdir(), "kadal-bench-static-"));
  const children: ChildProcess[] = [];
  const rows: Row[] = [];
  try {
    const port = await freePort();
    // The server as `npm start` runs it: production logging at info.
    const ours = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, "data"), LOG_LEVEL: "info" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(ours);
    await waitFor(`http://127.0.0.1:${port}${BASE_PREFIX}`);

    let nginxPort: number | null = null;
    if (NGINX) {
      nginxPort = await freePort();
      mkdirSync(join(dir, "nginx"), { recursive: true });
      const conf = join(dir, "nginx", "nginx.conf");
      writeFileSync(conf, nginxConfig(join(dir, "nginx"), nginxPort));
      const nginx = spawn(NGINX, ["-c", conf, "-p", join(dir, "nginx")], { stdio: "inherit" });
      children.push(nginx);
      await waitFor(`http://127.0.0.1:${nginxPort}${BASE_PREFIX}`);
    }

    for (const { target, path } of targets) {
      if (!WRK) {
        rows.push({
          target,
          server: "ours",
          rps: NaN,
          p50: "-",
          p99: "-",
          note: "wrk not installed",
        });
        continue;
      }
      const ours: Measure[] = [];
      const theirs: Measure[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(wrk(`http://127.0.0.1:${port}${path}`));
        if (nginxPort) theirs.push(wrk(`http://127.0.0.1:${nginxPort}${path}`));
      }
      rows.push({ target, server: "ours", ...median(ours) });
      if (nginxPort) rows.push({ target, server: "nginx", ...median(theirs) });
      else
        rows.push({ target, server: "nginx", rps: NaN, p50: "-", p99: "-", note: "not installed" });
    }
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\nPages and assets, one process each (wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, Accept-Encoding: gzip; median of ${ROUNDS} rounds taken in turn)`,
  );
  console.log("| target       | server | requests/s | p50      | p99      | ours / nginx |");
  console.log("|--------------|--------|-----------:|----------|----------|-------------:|");
  for (const row of rows) {
    const nginx = rows.find((r) => r.target === row.target && r.server === "nginx");
    const ratio =
      row.server === "ours" && nginx && Number.isFinite(nginx.rps) && Number.isFinite(row.rps)
        ? `${Math.round((row.rps / nginx.rps) * 100)} %`
        : "";
    const rps = Number.isFinite(row.rps) ? Math.round(row.rps).toString() : (row.note ?? "-");
    console.log(
      `| ${row.target.padEnd(12)} | ${row.server.padEnd(6)} | ${rps.padStart(10)} | ${row.p50.padEnd(8)} | ${row.p99.padEnd(8)} | ${ratio.padStart(12)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
