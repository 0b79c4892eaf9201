// The server's metrics in the Prometheus text format (prom-client), on its own registry: requests
// by route and status, submissions by form and verdict, the outbox's depth and how far behind it
// is (read from the database at scrape time, so every server reports the shared queue), mail send
// latency, rate-limit refusals, CV uploads holding or waiting for a slot, and Node's own process metrics. Served at GET /metrics only with
// the METRICS_TOKEN as a bearer token (metrics-routes.ts); never public.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { OutboxStatus, OutboxStore } from "../outbox/outbox-store.ts";
import type { Delivery } from "../outbox/outbox-worker.ts";

export type Verdict = "accepted" | "quarantined" | "refused";

export interface Metrics {
  readonly registry: Registry;
  request(route: string, method: string, status: number): void;
  submission(form: string, verdict: Verdict): void;
  rateLimited(route: string): void;
  mailSent(kind: string, outcome: Delivery, seconds: number): void;
  /** Reports the CV uploads holding and waiting for a slot (decision 1102), read at scrape time. */
  watchUploads(slots: { readonly inUse: number; readonly waiting: number }): void;
}

const STATUSES: OutboxStatus[] = ["pending", "sending", "sent", "dead", "cancelled"];

export function createMetrics(outbox: OutboxStore, now: () => number = Date.now): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "kadal_" });
  const requests = new Counter({
    name: "kadal_http_requests_total",
    help: "HTTP requests by route pattern, method and status",
    labelNames: ["route", "method", "status"],
    registers: [registry],
  });
  const submissions = new Counter({
    name: "kadal_submissions_total",
    help: "Form submissions by form and verdict (accepted, quarantined as spam, refused with a 4xx)",
    labelNames: ["form", "verdict"],
    registers: [registry],
  });
  const limited = new Counter({
    name: "kadal_rate_limited_total",
    help: "Posts refused by the rate limit, by route",
    labelNames: ["route"],
    registers: [registry],
  });
  const sends = new Histogram({
    name: "kadal_mail_send_seconds",
    help: "Time to hand one mail to the mail server (or file), by kind and outcome",
    labelNames: ["kind", "outcome"],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  new Gauge({
    name: "kadal_outbox_mails",
    help: "Mails in the outbox by status (dead: given up, see `mail status`)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const { counts } = await outbox.stats();
      for (const status of STATUSES) this.set({ status }, counts[status]);
    },
  });
  new Gauge({
    name: "kadal_outbox_oldest_waiting_seconds",
    help: "Age of the oldest mail not yet sent (0 when none waits)",
    registers: [registry],
    async collect() {
      const { oldestWaitingSince } = await outbox.stats();
      this.set(oldestWaitingSince === null ? 0 : Math.max(0, (now() - oldestWaitingSince) / 1000));
    },
  });

  let uploads = { inUse: 0, waiting: 0 };
  new Gauge({
    name: "kadal_uploads",
    help: "CV uploads holding a slot (holding) and waiting for one (waiting), of UPLOADS_IN_FLIGHT",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "holding" }, uploads.inUse);
      this.set({ state: "waiting" }, uploads.waiting);
    },
  });

  return {
    registry,
    request: (route, method, status) => requests.inc({ route, method, status }),
    submission: (form, verdict) => submissions.inc({ form, verdict }),
    rateLimited: (route) => limited.inc({ route }),
    mailSent: (kind, outcome, seconds) => sends.observe({ kind, outcome }, seconds),
    watchUploads: (slots) => void (uploads = slots),
  };
}
