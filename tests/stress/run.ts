// `npm run test:stress`: runs the stress scenarios one after another against real server processes
// on loopback, then prints one summary line per scenario and exits non-zero when any invariant
// broke. STRESS_SEED=n reproduces a run; STRESS_ONLY=crash,hostile runs a subset.
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { crashScenario } from "./crash.ts";
import { hostileScenario } from "./hostile.ts";
import { mailOutageScenario } from "./mail-outage.ts";
import { seconds, startedServers, type ScenarioResult } from "./support.ts";
import { twoServersScenario } from "./two-servers.ts";
import { uploadsScenario } from "./uploads.ts";
import { leaseScenario } from "./lease.ts";
import { abuseScenario } from "./abuse.ts";
import { nginxScenario } from "./nginx.ts";
import { signInBurstScenario } from "./sign-in-burst.ts";
import { docBombScenario } from "./doc-bomb.ts";
import { stalledUploadsScenario } from "./stalled-uploads.ts";

/** The whole suite must end well within ten minutes; a scenario past this is failed, not awaited. */
const SCENARIO_LIMIT_MS = 240_000;

const scenarios: Record<string, (seed: number) => Promise<ScenarioResult>> = {
  crash: crashScenario,
  hostile: hostileScenario,
  "two-servers": twoServersScenario,
  "mail-outage": mailOutageScenario,
  uploads: uploadsScenario,
  lease: leaseScenario,
  abuse: abuseScenario,
  nginx: nginxScenario,
  "two-servers-nginx": (seed) => twoServersScenario(seed, { viaNginx: true }),
  "sign-in-burst": signInBurstScenario,
  "doc-bomb": docBombScenario,
  "stalled-uploads": stalledUploadsScenario,
};

function withLimit(name: string, run: Promise<ScenarioResult>): Promise<ScenarioResult> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<ScenarioResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          name,
          summary: `${name}: did not finish within ${seconds(SCENARIO_LIMIT_MS)}`,
          failures: ["time limit"],
        }),
      SCENARIO_LIMIT_MS,
    );
  });
  return Promise.race([run, limit]).finally(() => clearTimeout(timer));
}

async function main(): Promise<number> {
  // Server data on a memory-backed disk when there is one: a SIGKILL loses nothing the kernel
  // holds (fsync matters for power loss, not process death), and fsync-bound runs took 3× longer.
  process.env.TMPDIR =
    process.env.STRESS_TMPDIR ?? (existsSync("/dev/shm") ? "/dev/shm" : tmpdir());
  const seed = process.env.STRESS_SEED
    ? Number(process.env.STRESS_SEED) >>> 0
    : (Date.now() ^ (process.pid << 16)) >>> 0;
  const only = process.env.STRESS_ONLY?.split(",").map((name) => name.trim());
  const selected = Object.keys(scenarios).filter((name) => !only || only.includes(name));
  console.log(
    `stress: seed=${seed} (STRESS_SEED=${seed} reproduces this run) scenarios=${selected.join(",")}`,
  );

  const started = Date.now();
  const results: ScenarioResult[] = [];
  for (const name of selected) {
    const t0 = Date.now();
    console.log(`── ${name} …`);
    let result: ScenarioResult;
    try {
      result = await withLimit(name, scenarios[name]!(seed));
    } catch (error) {
      result = {
        name,
        summary: `${name}: crashed`,
        failures: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
      };
    }
    results.push(result);
    console.log(`   ${result.failures.length ? "FAILED" : "ok"} in ${seconds(Date.now() - t0)}`);
    for (const failure of result.failures) console.log(`   ✗ ${failure}`);
  }

  console.log(`\nstress summary (seed=${seed}, ${seconds(Date.now() - started)}):`);
  for (const result of results) console.log(result.summary);
  const failed = results.filter((r) => r.failures.length > 0);
  if (failed.length) console.log(`FAILED: ${failed.map((r) => r.name).join(", ")}`);
  return failed.length ? 1 : 0;
}

// Whatever happens to this process, no server it started outlives it.
process.on("exit", () => {
  for (const server of startedServers) server.child.kill("SIGKILL");
});

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
