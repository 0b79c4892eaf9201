// The outbox worker against a real SQLite store and a real SMTP peer that can refuse: backoff,
// dead-lettering, permanent refusals of visitor addresses, stable Message-IDs, and .eml files.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrate } from "../db/migrate.ts";
import { openSqlite } from "../db/sqlite.ts";
import { createStores, type Stores } from "../services.ts";
import type { NewSubmission } from "../submissions/submission-store.ts";
import { type SmtpPeer, startSmtpPeer } from "../test-support/smtp-peer.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { composeMail, type MailConfig } from "../mail/compose.ts";
import { fileTransport, type MailTransport, smtpTransport } from "../mail/transport.ts";
import { createNewsletterLinks } from "../newsletter/newsletter-links.ts";
import { readSite } from "../content/site.ts";
import { createSigner } from "../security/signer.ts";
import { eraseByEmail } from "../submissions/erasure.ts";
import type { OutboxRow, OutboxStore } from "./outbox-store.ts";
import { backoffDelay, createOutboxWorker, loadMailContext } from "./outbox-worker.ts";

const mail: MailConfig = {
  from: "website@kadal.agency",
  to: "team@kadal.agency",
  siteOrigin: "http://127.0.0.1:3000",
  links: createNewsletterLinks(createSigner("s".repeat(40)), "http://127.0.0.1:3000"),
  site: () => readSite(),
};

const contact = (email: string): NewSubmission => ({
  form: "contact",
  status: "accepted",
  spamReason: null,
  email,
  data: { cf_name: "Anu", cf_mail: email, cf_phone: "1234567890", cf_msg: "" },
  page: null,
  mails: ["notification", "confirmation"],
});

describe("backoff", () => {
  it("doubles from the base up to the cap, with bounded jitter", () => {
    const exact = (attempt: number) => backoffDelay(attempt, 1_000, 60_000, () => 0.5);
    expect([1, 2, 3, 4, 7, 20].map(exact)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000, 60_000]);
    expect(backoffDelay(1, 1_000, 60_000, () => 0)).toBe(800);
    expect(backoffDelay(1, 1_000, 60_000, () => 1)).toBe(1_200);
  });
});

describe("outbox worker", () => {
  const dir = makeTempDir();
  let stores: Stores;
  let peer: SmtpPeer;
  const mailFor = async (row: OutboxRow) => composeMail(await loadMailContext(row, stores), mail);

  beforeAll(async () => {
    const db = openSqlite(join(dir.path, "outbox.sqlite"));
    await migrate(db);
    stores = createStores(db);
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await stores.db.close();
    await peer.stop();
    dir.remove();
  });

  it("retries a refused notification with backoff, dead-letters it after the last attempt, and sends it after `mail retry`", async () => {
    const transport = smtpTransport(peer.url);
    let clock = Date.now();
    const worker = createOutboxWorker({
      ...stores,
      transport,
      mail,

      options: { baseDelayMs: 1_000, maxDelayMs: 4_000, maxAttempts: 3, now: () => clock },
    });
    peer.control.refuse = (rcpt) => (rcpt === "team@kadal.agency" ? 451 : null);
    const id = await stores.submissions.insert(
      { ...contact("retry@example.in"), mails: ["notification"] },
      clock,
    );
    const [row] = await stores.outbox.list({ submissionId: id });

    expect(await worker.runOnce()).toBe(1);
    let state = await stores.outbox.get(row!.id);
    expect(state).toMatchObject({ status: "pending", attempts: 1 });
    expect(state!.lastError).toContain("451");
    expect(state!.nextAttemptAt - clock).toBeGreaterThanOrEqual(800);
    expect(await worker.runOnce()).toBe(0); // not due yet

    clock = state!.nextAttemptAt;
    await worker.runOnce();
    state = await stores.outbox.get(row!.id);
    expect(state).toMatchObject({ status: "pending", attempts: 2 });
    clock = state!.nextAttemptAt;
    await worker.runOnce();
    expect(await stores.outbox.get(row!.id)).toMatchObject({ status: "dead", attempts: 3 });

    peer.control.refuse = null;
    expect(await stores.outbox.retryDead(clock)).toBe(1);
    await worker.runOnce();
    expect(await stores.outbox.get(row!.id)).toMatchObject({ status: "sent" });
    const delivered = peer.received.filter(
      (m) => m.parsed.messageId === `<${row!.id}@kadal.agency>`,
    );
    expect(delivered).toHaveLength(1);
    transport.close();
  });

  it("dead-letters a visitor confirmation the mail server refuses for good, but keeps the notification going", async () => {
    const transport = smtpTransport(peer.url);
    const worker = createOutboxWorker({
      ...stores,
      transport,
      mail,

      options: { baseDelayMs: 1, maxDelayMs: 1 },
    });
    peer.control.refuse = (rcpt) => (rcpt === "nobody@example.in" ? 550 : null);
    const id = await stores.submissions.insert(contact("nobody@example.in"));
    await worker.runOnce();
    const rows = await stores.outbox.list({ submissionId: id });
    expect(rows.find((r) => r.kind === "confirmation")).toMatchObject({
      status: "dead",
      attempts: 1,
    });
    expect(rows.find((r) => r.kind === "notification")).toMatchObject({ status: "sent" });
    peer.control.refuse = null;
    transport.close();
  });

  it("gives a resent mail the same Message-ID", async () => {
    const id = await stores.submissions.insert(contact("same@example.in"));
    const [row] = await stores.outbox.list({ submissionId: id });
    const first = await mailFor(row!);
    const second = await mailFor(row!);
    expect(first?.messageId).toBe(`<${row!.id}@kadal.agency>`);
    expect(second?.messageId).toBe(first?.messageId);
    await eraseByEmail(stores.db, "same@example.in");
  });

  it("cancels mail whose submission was erased before it went out", async () => {
    const transport = fileTransport(join(dir.path, "cancel-mail"));
    const worker = createOutboxWorker({ ...stores, transport, mail });
    const subscription = await stores.subscriptions.subscribe({
      email: "gone@example.in",
      page: null,
      data: {},
    });
    await stores.subscriptions.unsubscribe(subscription.subscriptionId);
    expect(await worker.runOnce()).toBe(0); // unsubscribing removed the pending opt-in mail
    const again = await stores.subscriptions.subscribe({
      email: "gone@example.in",
      page: null,
      data: {},
    });
    await stores.subscriptions.confirm(again.subscriptionId); // confirmed before the opt-in went out
    await worker.runOnce();
    const rows = (await stores.outbox.list()).filter(
      (r) => r.subscriptionId === again.subscriptionId,
    );
    expect(rows.map((r) => r.status)).toEqual(["cancelled"]);
  });

  it("writes one .eml file per mail, named by the outbox id, by default", async () => {
    const mailDir = join(dir.path, "mail");
    const transport = fileTransport(mailDir);
    const worker = createOutboxWorker({ ...stores, transport, mail });
    const id = await stores.submissions.insert(contact("file@example.in"));
    await worker.runOnce();
    const rows = await stores.outbox.list({ submissionId: id });
    const files = readdirSync(mailDir).sort();
    expect(files).toEqual(rows.map((r) => `${r.id}.eml`).sort());
    const eml = readFileSync(join(mailDir, `${rows[0]!.id}.eml`), "utf8");
    expect(eml).toContain(`Message-ID: <${rows[0]!.id}@kadal.agency>`);
    // A resend after a crash replaces the file instead of adding one.
    await transport.send((await mailFor(rows[0]!))!, rows[0]!.id);
    expect(readdirSync(mailDir)).toHaveLength(files.length);
  });

  it("renews the lease of a send that outlives it, so a second server never sends the same mail", async () => {
    // Both servers read a clock the test moves, so the lease runs out when the test says, not when
    // a busy machine happens to stall this process for longer than the lease. The renewals still
    // come from the worker's own timer: the test waits for one to land.
    let clock = Date.now();
    const leaseMs = 150;
    const smtp = smtpTransport(peer.url);
    // A mail server that holds the mail until the test lets it go.
    let sendStarted!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const slow: MailTransport = {
      kind: "smtp",
      send: async (message, outboxId) => {
        sendStarted();
        await held;
        await smtp.send(message, outboxId);
      },
      close: () => smtp.close(),
    };
    const renewedUntil: number[] = [];
    const watched: OutboxStore = {
      ...stores.outbox,
      async renewLease(claim, leaseUntil) {
        const kept = await stores.outbox.renewLease(claim, leaseUntil);
        if (kept) renewedUntil.push(leaseUntil);
        return kept;
      },
    };
    const options = { leaseMs, now: () => clock };
    const a = createOutboxWorker({
      ...stores,
      outbox: watched,
      transport: slow,
      mail,
      options: { ...options, claimant: "a" },
    });
    const b = createOutboxWorker({
      ...stores,
      transport: smtp,
      mail,
      options: { ...options, claimant: "b" },
    });
    const id = await stores.submissions.insert(
      { ...contact("slow@example.in"), mails: ["notification"] },
      clock,
    );
    const sending = a.runOnce();
    await started; // a holds the claim, and its send is in hand
    const claimedUntil = clock + leaseMs;
    // Two thirds of the term on, a renews the lease from there.
    clock += 100;
    await vi.waitFor(() => expect(Math.max(0, ...renewedUntil)).toBeGreaterThan(claimedUntil), {
      timeout: 20_000,
    });
    // The first term is over, the renewed one is not: b finds nothing to take.
    clock = claimedUntil + 50;
    expect(await b.runOnce()).toBe(0);
    letGo();
    expect(await sending).toBe(1);
    expect(await b.runOnce()).toBe(0);
    const [row] = await stores.outbox.list({ submissionId: id });
    expect(row).toMatchObject({ status: "sent", attempts: 1, claimToken: null });
    const copies = peer.received.filter((m) => m.raw.includes(`<${row!.id}@`));
    expect(copies).toHaveLength(1);
    slow.close();
  });

  it("a restarted server sends the mail it had claimed at once, not after the lease", async () => {
    const id = await stores.submissions.insert({
      ...contact("crashed@example.in"),
      mails: ["notification"],
    });
    // The server claimed the row, then died before sending: the lease would hold it for an hour.
    const [claimed] = await stores.outbox.claimDue(Date.now(), 3_600_000, 1, "restarting");
    expect(claimed?.submissionId).toBe(id);
    const transport = smtpTransport(peer.url);
    const worker = createOutboxWorker({
      ...stores,
      transport,
      mail,
      options: { claimant: "restarting", leaseMs: 3_600_000 },
    });
    worker.start();
    // Anything short of the hour-long lease shows it was not waited out.
    const arrived = await peer.waitFor(1, 30_000, (m) => m.raw.includes(`<${claimed!.id}@`));
    await worker.stop();
    expect(arrived).toHaveLength(1);
    expect(await stores.outbox.get(claimed!.id)).toMatchObject({ status: "sent", attempts: 2 });
    transport.close();
  });

  it("stops after the mail in hand and sends what was queued while it ran", async () => {
    const transport = smtpTransport(peer.url);
    let looks = 0;
    const counted: OutboxStore = {
      ...stores.outbox,
      async claimDue(now, leaseMs, limit, claimant) {
        const rows = await stores.outbox.claimDue(now, leaseMs, limit, claimant);
        looks += 1;
        return rows;
      },
    };
    const worker = createOutboxWorker({
      ...stores,
      outbox: counted,
      transport,
      mail,
      // Without a nudge the next look after the first would be an hour away.
      options: { pollIntervalMs: 3_600_000 },
    });
    worker.start();
    await vi.waitFor(() => expect(looks).toBe(1), { timeout: 20_000 }); // the first look is over
    const id = await stores.submissions.insert(contact("nudge@example.in"));
    worker.nudge();
    const arrived = await peer.waitFor(2, 30_000, (m) => m.raw.includes("nudge@example.in"));
    expect(arrived).toHaveLength(2);
    await worker.stop();
    expect((await stores.outbox.list({ submissionId: id })).every((r) => r.status === "sent")).toBe(
      true,
    );
    transport.close();
  });
});
