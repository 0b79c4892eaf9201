// The repository tests, run against each database: atomic insert, outbox claiming with leases,
// newsletter idempotency, erase and purge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { createRepository, type Repository } from "./repository.ts";
import type { NewSubmission } from "./types.ts";

export type DbFactory = () => Promise<{ db: Database; close: () => Promise<void> }>;

const contact = (email: string, extra: Partial<NewSubmission> = {}): NewSubmission => ({
  form: "contact",
  status: "accepted",
  spamReason: null,
  email,
  data: { cf_name: "Anu", cf_mail: email, cf_phone: "1234567890", cf_msg: "Hi" },
  page: "http://127.0.0.1:3000/old/contact-us",
  mails: ["notification", "confirmation"],
  ...extra,
});

export function repositorySuite(label: string, makeDb: DbFactory) {
  describe(`repository (${label})`, () => {
    let handle: Awaited<ReturnType<DbFactory>>;
    let repo: Repository;

    beforeAll(async () => {
      handle = await makeDb();
      repo = createRepository(handle.db);
    });
    afterAll(async () => handle?.close());

    it("stores a submission, its file and its outbox rows together", async () => {
      const content = Buffer.from("%PDF-1.7 test");
      const id = await repo.insertSubmission({
        ...contact("file@example.in"),
        form: "application",
        attachment: { fileName: "cv.pdf", contentType: "application/pdf", content },
        mails: ["notification"],
      });
      const stored = await repo.getSubmission(id);
      expect(stored?.attachments).toHaveLength(1);
      expect(stored?.attachments[0]).toMatchObject({ fileName: "cv.pdf", size: content.length });
      const file = await repo.getAttachment(stored!.attachments[0]!.id);
      expect(file?.content.equals(content)).toBe(true);
      expect((await repo.listOutbox({ submissionId: id })).map((row) => row.kind)).toEqual([
        "notification",
      ]);
    });

    it("rolls everything back when any part of the transaction fails", async () => {
      const before = (await repo.listSubmissions()).length;
      const beforeMail = (await repo.listOutbox()).length;
      // A mail kind the outbox refuses (NOT NULL) fails the last insert of the transaction.
      const broken = {
        ...contact("rollback@example.in"),
        mails: [null as unknown as "notification"],
      };
      await expect(repo.insertSubmission(broken)).rejects.toThrow();
      expect((await repo.listSubmissions()).length).toBe(before);
      expect((await repo.listOutbox()).length).toBe(beforeMail);
    });

    it("quarantined submissions queue no mail", async () => {
      const id = await repo.insertSubmission(
        contact("spam@example.in", { status: "quarantined", spamReason: "honeypot" }),
      );
      expect(await repo.listOutbox({ submissionId: id })).toEqual([]);
    });

    it("claims due rows once, takes over expired leases and counts attempts", async () => {
      const now = Date.now() + 1_000_000; // beyond every row queued by earlier tests
      await repo.insertSubmission(contact("claim@example.in"), now);
      const first = await repo.claimDue(now, 1_000, 100);
      expect(first.length).toBeGreaterThanOrEqual(2);
      expect(first.every((row) => row.status === "sending" && row.attempts === 1)).toBe(true);
      // Held by the lease: nobody else gets them.
      expect(await repo.claimDue(now + 500, 1_000, 100)).toEqual([]);
      // The claimer "crashed": after the lease they are claimed again, as a second attempt.
      const second = await repo.claimDue(now + 1_001, 1_000, 100);
      expect(second.map((row) => row.id).sort()).toEqual(first.map((row) => row.id).sort());
      expect(second.every((row) => row.attempts === 2)).toBe(true);
      for (const row of second) await repo.markSent(row.id, now + 1_002);
      expect(await repo.claimDue(now + 10_000_000, 1_000, 100)).toEqual([]);
    });

    it("never hands the same row to two concurrent claimers", async () => {
      const now = Date.now() + 20_000_000;
      for (let i = 0; i < 10; i++) await repo.insertSubmission(contact(`race${i}@example.in`), now);
      const batches = await Promise.all(
        Array.from({ length: 4 }, () => repo.claimDue(now, 60_000, 7)),
      );
      const ids = batches.flat().map((row) => row.id);
      expect(ids.length).toBe(20);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) await repo.markSent(id, now);
    });

    it("schedules retries, dead-letters and retries dead rows on request", async () => {
      const now = Date.now() + 30_000_000;
      await repo.insertSubmission(contact("retry@example.in", { mails: ["notification"] }), now);
      const [row] = await repo.claimDue(now, 1_000, 1);
      await repo.markFailed(row!.id, "ECONNREFUSED", now + 5_000);
      expect(await repo.claimDue(now + 4_000, 1_000, 1)).toEqual([]);
      const [again] = await repo.claimDue(now + 5_000, 1_000, 1);
      expect(again?.id).toBe(row!.id);
      await repo.markFailed(row!.id, "EAUTH 535", null);
      const stats = await repo.outboxStats();
      expect(stats.counts.dead).toBeGreaterThanOrEqual(1);
      expect(stats.dead.find((d) => d.id === row!.id)?.lastError).toBe("EAUTH 535");
      expect(await repo.retryDead(now + 6_000)).toBeGreaterThanOrEqual(1);
      expect((await repo.getOutbox(row!.id))?.status).toBe("pending");
      const [retried] = await repo.claimDue(now + 6_000, 1_000, 1);
      expect(retried).toMatchObject({ id: row!.id, attempts: 1 });
      await repo.markSent(row!.id, now + 6_001);
    });

    it("subscribes idempotently per address and re-sends the opt-in only after a day", async () => {
      const t = Date.now();
      const a = await repo.subscribe(
        { email: "Idem@Example.in", page: "p", data: { cf_mail: "Idem@Example.in" } },
        t,
      );
      const b = await repo.subscribe(
        { email: "idem@example.IN", page: "p", data: { cf_mail: "idem@example.IN" } },
        t + 1_000,
      );
      expect([a.outcome, b.outcome]).toEqual(["created", "unchanged"]);
      expect(b.subscriptionId).toBe(a.subscriptionId);
      const c = await repo.subscribe(
        { email: "idem@example.in", page: "p", data: {} },
        t + 25 * 60 * 60 * 1000,
      );
      expect(c.outcome).toBe("resent");
      expect(await repo.confirmSubscription(a.subscriptionId)).toBe("confirmed");
      const d = await repo.subscribe(
        { email: "IDEM@example.in", page: "p", data: {} },
        t + 26 * 60 * 60 * 1000,
      );
      expect(d.outcome).toBe("already-confirmed");
      expect(await repo.unsubscribe(a.subscriptionId)).toBe(true);
      const e = await repo.subscribe(
        { email: "idem@example.in", page: "q", data: {} },
        t + 27 * 60 * 60 * 1000,
      );
      expect(e.outcome).toBe("resubscribed");
      const subscription = await repo.getSubscription(a.subscriptionId);
      expect(subscription).toMatchObject({
        status: "pending",
        consentPage: "q",
        email: "idem@example.in",
      });
      expect(
        (await repo.listSubscriptions()).filter((s) => s.email === "idem@example.in"),
      ).toHaveLength(1);
    });

    it("subscribes each of many concurrent sign-ups of one address exactly once", async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          repo.subscribe({ email: "Burst@example.in", page: null, data: {} }),
        ),
      );
      expect(results.filter((r) => r.outcome === "created")).toHaveLength(1);
      expect(new Set(results.map((r) => r.subscriptionId)).size).toBe(1);
    });

    it("erases everything about an address", async () => {
      const id = await repo.insertSubmission({
        ...contact("Erase.Me@example.in"),
        attachment: {
          fileName: "cv.pdf",
          contentType: "application/pdf",
          content: Buffer.from("%PDF-"),
        },
      });
      await repo.subscribe({ email: "erase.me@EXAMPLE.in", page: null, data: {} });
      const removed = await repo.eraseByEmail("ERASE.ME@example.in");
      expect(removed).toEqual({ submissions: 2, subscriptions: 1 });
      expect(await repo.getSubmission(id)).toBeNull();
      expect(await repo.listOutbox({ submissionId: id })).toEqual([]);
      expect((await repo.listSubscriptions()).some((s) => s.email === "erase.me@example.in")).toBe(
        false,
      );
    });

    it("purges old submissions but keeps those whose mail is still on its way", async () => {
      const old = Date.now() - 40 * 24 * 60 * 60 * 1000;
      const delivered = await repo.insertSubmission(
        contact("old@example.in", { mails: ["notification"] }),
        old,
      );
      const [row] = await repo.listOutbox({ submissionId: delivered });
      await repo.markSent(row!.id, old);
      const waiting = await repo.insertSubmission(
        contact("waiting@example.in", { mails: ["notification"] }),
        old,
      );
      const recent = await repo.insertSubmission(contact("recent@example.in"));
      const result = await repo.purgeOlderThan(Date.now() - 30 * 24 * 60 * 60 * 1000);
      expect(result.submissions).toBeGreaterThanOrEqual(1);
      expect(await repo.getSubmission(delivered)).toBeNull();
      expect(await repo.getSubmission(waiting)).not.toBeNull();
      expect(await repo.getSubmission(recent)).not.toBeNull();
    });
  });
}
