// What a page's main thread does while it loads: Chromium's own trace of one visit at a phone's
// size with the CPU slowed (4× by default, as Lighthouse's mobile preset assumes), then every task
// over 20 ms with the work inside it, and the time past 50 ms that those tasks block (what Total
// Blocking Time adds up). For finding a long task's cause before and after a change (issue 29).
//
//   npx tsx scripts/trace-tasks.ts http://127.0.0.1:3000/old/ [slowdown] [cpu]
//
// With `cpu`, the page runs at full speed and each task's length is the main thread's own CPU time
// times the slowdown, as Lighthouse's simulation counts it: a figure a busy machine (another test
// run beside it) inflates far less than the slowed wall-clock lengths. Only tasks after the first
// contentful paint are summed then, as Total Blocking Time does.
import { readFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time, in µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string }; data?: { url?: string } };
};

const [url, slowdown = "4", mode] = process.argv.slice(2);
const cpuTime = mode === "cpu";
if (!url) throw new Error("usage: npx tsx scripts/trace-tasks.ts URL [slowdown]");
const file = join(mkdtempSync(join(tmpdir(), "kadal-trace-")), "trace.json");

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuTime ? 1 : Number(slowdown) });
await browser.startTracing(page, {
  path: file,
  categories: [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8",
    "blink",
    "loading",
  ],
});
await page.goto(url, { waitUntil: "load" });
// The scripts start after the first screen (decision 0804), at the latest 3 s after it: wait past that.
await page.waitForTimeout(6000);
await browser.stopTracing();
await browser.close();

const events = (JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] })
  .traceEvents;
const parse = events.find(
  (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url),
);
if (!parse) throw new Error(`no trace of ${url}'s document`);
// The page's renderer main thread, its complete events only.
const main = events.filter(
  (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X" && event.dur,
);
const tasks = main
  .filter((event) => event.name === "RunTask")
  .sort((a, b) => a.ts - b.ts)
  // `wall` keeps the task's own bounds, which decide what ran inside it.
  .map((task) =>
    cpuTime
      ? { ...task, wall: task.dur!, dur: (task.tdur ?? task.dur!) * Number(slowdown) }
      : { ...task, wall: task.dur! },
  );
const firstPaint = cpuTime
  ? (events.find((event) => event.name === "firstContentfulPaint" && event.pid === parse.pid)?.ts ??
    0)
  : 0;
const start =
  events.find((event) => event.name === "navigationStart" && event.pid === parse.pid)?.ts ??
  tasks[0]!.ts;
const ms = (us: number) => Math.round(us / 1000);
const WRAPPERS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

console.log(
  `${url} at ${slowdown}× CPU${cpuTime ? " (CPU time)" : ""}: tasks over 20 ms (start, length: the work inside)`,
);
let blocking = 0;
for (const task of tasks) {
  if (task.dur! < 20_000) continue;
  if (task.dur! > 50_000 && task.ts > firstPaint) blocking += task.dur! - 50_000;
  const inside = new Map<string, number>();
  for (const event of main) {
    if (
      WRAPPERS.has(event.name) ||
      event.ts < task.ts ||
      event.ts + event.dur! > task.ts + task.wall
    )
      continue;
    const source = event.args?.data?.url?.split("/").pop();
    const name = source ? `${event.name} ${source}` : event.name;
    // In the CPU mode the work inside is its wall-clock length, scaled like the task.
    const scale = cpuTime ? Number(slowdown) : 1;
    inside.set(name, (inside.get(name) ?? 0) + event.dur! * scale);
  }
  const top = [...inside]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, dur]) => `${name} ${ms(dur)}`)
    .join(", ");
  console.log(
    `${String(ms(task.ts - start)).padStart(6)} ms ${String(ms(task.dur!)).padStart(4)} ms: ${top}`,
  );
}
console.log(
  `blocking past 50 ms${cpuTime ? " after the first paint" : ""}, summed: ${ms(blocking)} ms`,
);
