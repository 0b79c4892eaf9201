// The stores' tests, run against each database: atomic insert, outbox claiming with leases,
// newsletter idempotency, erase and purge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { createStores, type Stores } from "../services.ts";
import { eraseByEmail, purgeOlderThan } from "../submissions/erasure.ts";
import { addressHash } from "../submissions/submission-store.ts";
import { DATA_TABLES } from "../db/backup.ts";

import type { NewSubmission } from "../submissions/submission-store.ts";

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

export function storesSuite(label: string, makeDb: DbFactory) {
  describe(`stores (${label})`, () => {
    let handle: Awaited<ReturnType<DbFactory>>;
    let stores: Stores;

    beforeAll(async () => {
      handle = await makeDb();
      stores = createStores(handle.db);
    });
    afterAll(async () => handle?.close());

    it("stores a submission, its file and its outbox rows together", async () => {
      const content = Buffer.from("%PDF-1.7 test");
      const id = await stores.submissions.insert({
        ...contact("file@example.in"),
        form: "application",
        attachment: { fileName: "cv.pdf", contentType: "application/pdf", content },
        mails: ["notification"],
      });
      const stored = await stores.submissions.get(id);
      expect(stored?.attachments).toHaveLength(1);
      expect(stored?.attachments[0]).toMatchObject({ fileName: "cv.pdf", size: content.length });
      const file = await stores.submissions.getAttachment(stored!.attachments[0]!.id);
      expect(file?.content.equals(content)).toBe(true);
      expect((await stores.outbox.list({ submissionId: id })).map((row) => row.kind)).toEqual([
        "notification",
      ]);
    });

    it("rolls everything back when any part of the transaction fails", async () => {
      const before = (await stores.submissions.list()).length;
      const beforeMail = (await stores.outbox.list()).length;
      // A mail kind the outbox refuses (NOT NULL) fails the last insert of the transaction.
      const broken = {
        ...contact("rollback@example.in"),
        mails: [null as unknown as "notification"],
      };
      await expect(stores.submissions.insert(broken)).rejects.toThrow();
      expect((await stores.submissions.list()).length).toBe(before);
      expect((await stores.outbox.list()).length).toBe(beforeMail);
    });

    it("quarantined submissions queue no mail", async () => {
      const id = await stores.submissions.insert(
        contact("spam@example.in", { status: "quarantined", spamReason: "honeypot" }),
      );
      expect(await stores.outbox.list({ submissionId: id })).toEqual([]);
    });

    it("claims due rows once, takes over expired leases and counts attempts", async () => {
      const now = Date.now() + 1_000_000; // beyond every row queued by earlier tests
      await stores.submissions.insert(contact("claim@example.in"), now);
      const first = await stores.outbox.claimDue(now, 1_000, 100, "a");
      expect(first.length).toBeGreaterThanOrEqual(2);
      expect(first.every((row) => row.status === "sending" && row.attempts === 1)).toBe(true);
      // Held by the lease: nobody else gets them.
      expect(await stores.outbox.claimDue(now + 500, 1_000, 100, "a")).toEqual([]);
      // The claimer "crashed": after the lease they are claimed again, as a second attempt.
      const second = await stores.outbox.claimDue(now + 1_001, 1_000, 100, "a");
      expect(second.map((row) => row.id).sort()).toEqual(first.map((row) => row.id).sort());
      expect(second.every((row) => row.attempts === 2)).toBe(true);
      for (const row of second) expect(await stores.outbox.markSent(row, now + 1_002)).toBe(true);
      expect(await stores.outbox.claimDue(now + 10_000_000, 1_000, 100, "a")).toEqual([]);
    });

    it("never hands the same row to two concurrent claimers", async () => {
      const now = Date.now() + 20_000_000;
      for (let i = 0; i < 10; i++)
        await stores.submissions.insert(contact(`race${i}@example.in`), now);
      const batches = await Promise.all(
        Array.from({ length: 4 }, () => stores.outbox.claimDue(now, 60_000, 7, "a")),
      );
      const ids = batches.flat().map((row) => row.id);
      expect(ids.length).toBe(20);
      expect(new Set(ids).size).toBe(ids.length);
      for (const row of batches.flat()) await stores.outbox.markSent(row, now);
    });

    it("fences every mark by the claim: a claimer whose lease ran out changes nothing", async () => {
      const now = Date.now() + 25_000_000;
      await stores.submissions.insert(
        contact("fence@example.in", { mails: ["notification"] }),
        now,
      );
      const [stale] = await stores.outbox.claimDue(now, 1_000, 1, "a");
      // a's send outlives its lease; b takes the row over and sends it.
      const [current] = await stores.outbox.claimDue(now + 1_001, 1_000, 1, "b");
      expect(current).toMatchObject({ id: stale!.id, claimedBy: "b", attempts: 2 });
      expect(current!.claimToken).not.toBe(stale!.claimToken);
      expect(await stores.outbox.renewLease(stale!, now + 9_000)).toBe(false);
      expect(await stores.outbox.markSent(current!, now + 1_002)).toBe(true);
      // a's failure then arrives: the row stays sent, nobody is asked to send it a third time.
      expect(await stores.outbox.markFailed(stale!, "ETIMEDOUT", now + 2_000)).toBe(false);
      expect(await stores.outbox.markCancelled(stale!)).toBe(false);
      expect(await stores.outbox.get(stale!.id)).toMatchObject({
        status: "sent",
        claimToken: null,
        lastError: null,
      });
      expect(await stores.outbox.claimDue(now + 10_000, 1_000, 10, "a")).toEqual([]);
    });

    it("hands a restarted server's own claims back at once, and only its own", async () => {
      const now = Date.now() + 27_000_000;
      await stores.submissions.insert(contact("restart@example.in"), now);
      const [mine, theirs] = [
        await stores.outbox.claimDue(now, 60_000, 1, "a"),
        await stores.outbox.claimDue(now, 60_000, 1, "b"),
      ];
      expect(await stores.outbox.releaseClaimsOf("a", now + 1)).toBe(1);
      const again = await stores.outbox.claimDue(now + 2, 60_000, 10, "a");
      expect(again.map((row) => row.id)).toEqual([mine![0]!.id]);
      expect((await stores.outbox.get(theirs![0]!.id))?.status).toBe("sending");
      for (const row of [...again, ...theirs!])
        expect(await stores.outbox.markSent(row)).toBe(true);
    });

    it("schedules retries, dead-letters and retries dead rows on request", async () => {
      const now = Date.now() + 30_000_000;
      await stores.submissions.insert(
        contact("retry@example.in", { mails: ["notification"] }),
        now,
      );
      const [row] = await stores.outbox.claimDue(now, 1_000, 1, "a");
      await stores.outbox.markFailed(row!, "ECONNREFUSED", now + 5_000);
      expect(await stores.outbox.claimDue(now + 4_000, 1_000, 1, "a")).toEqual([]);
      const [again] = await stores.outbox.claimDue(now + 5_000, 1_000, 1, "a");
      expect(again?.id).toBe(row!.id);
      await stores.outbox.markFailed(again!, "EAUTH 535", null);
      const stats = await stores.outbox.stats();
      expect(stats.counts.dead).toBeGreaterThanOrEqual(1);
      expect(stats.dead.find((d) => d.id === row!.id)?.lastError).toBe("EAUTH 535");
      expect(await stores.outbox.retryDead(now + 6_000)).toBeGreaterThanOrEqual(1);
      expect((await stores.outbox.get(row!.id))?.status).toBe("pending");
      const [retried] = await stores.outbox.claimDue(now + 6_000, 1_000, 1, "a");
      expect(retried).toMatchObject({ id: row!.id, attempts: 1 });
      await stores.outbox.markSent(retried!, now + 6_001);
    });

    it("subscribes idempotently per address and re-sends the opt-in only after a day", async () => {
      const t = Date.now();
      const a = await stores.subscriptions.subscribe(
        { email: "Idem@Example.in", page: "p", data: { cf_mail: "Idem@Example.in" } },
        t,
      );
      const b = await stores.subscriptions.subscribe(
        { email: "idem@example.IN", page: "p", data: { cf_mail: "idem@example.IN" } },
        t + 1_000,
      );
      expect([a.outcome, b.outcome]).toEqual(["created", "unchanged"]);
      expect(b.subscriptionId).toBe(a.subscriptionId);
      const c = await stores.subscriptions.subscribe(
        { email: "idem@example.in", page: "p", data: {} },
        t + 25 * 60 * 60 * 1000,
      );
      expect(c.outcome).toBe("resent");
      expect(await stores.subscriptions.confirm(a.subscriptionId)).toBe("confirmed");
      const d = await stores.subscriptions.subscribe(
        { email: "IDEM@example.in", page: "p", data: {} },
        t + 26 * 60 * 60 * 1000,
      );
      expect(d.outcome).toBe("already-confirmed");
      expect(await stores.subscriptions.unsubscribe(a.subscriptionId)).toBe(true);
      const e = await stores.subscriptions.subscribe(
        { email: "idem@example.in", page: "q", data: {} },
        t + 27 * 60 * 60 * 1000,
      );
      expect(e.outcome).toBe("resubscribed");
      const subscription = await stores.subscriptions.get(a.subscriptionId);
      expect(subscription).toMatchObject({
        status: "pending",
        consentPage: "q",
        email: "idem@example.in",
      });
      expect(
        (await stores.subscriptions.list()).filter((s) => s.email === "idem@example.in"),
      ).toHaveLength(1);
    });

    it("subscribes each of many concurrent sign-ups of one address exactly once", async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          stores.subscriptions.subscribe({ email: "Burst@example.in", page: null, data: {} }),
        ),
      );
      expect(results.filter((r) => r.outcome === "created")).toHaveLength(1);
      expect(new Set(results.map((r) => r.subscriptionId)).size).toBe(1);
    });

    it("keeps one subscription per mailbox, however the address is spelled", async () => {
      const t = Date.now();
      const first = await stores.subscriptions.subscribe(
        { email: "Mailbox.Owner+news@gmail.com", page: null, data: {} },
        t,
      );
      // A stranger's address spelled many ways is still one address: no second opt-in mail today.
      const variants = await Promise.all(
        [
          "mailboxowner@gmail.com",
          "m.a.i.l.b.o.x.o.w.n.e.r+1@googlemail.com",
          "MailboxOwner+2@GMAIL.com.",
        ].map((email, i) => stores.subscriptions.subscribe({ email, page: null, data: {} }, t + i)),
      );
      expect([first.outcome, ...variants.map((v) => v.outcome)]).toEqual([
        "created",
        "unchanged",
        "unchanged",
        "unchanged",
      ]);
      expect(new Set(variants.map((v) => v.subscriptionId))).toEqual(
        new Set([first.subscriptionId]),
      );
      // Mail goes where the visitor asked: the address as typed, not the key.
      expect((await stores.subscriptions.get(first.subscriptionId))?.email).toBe(
        "mailbox.owner+news@gmail.com",
      );
      const optIns = (await stores.outbox.list({})).filter(
        (row) => row.subscriptionId === first.subscriptionId,
      );
      expect(optIns).toHaveLength(1);
      // Concurrent first sign-ups in different spellings: exactly one subscription is made.
      const burst = await Promise.all(
        [
          "burst.two@gmail.com",
          "bursttwo@gmail.com",
          "burst.two+x@gmail.com",
          "BurstTwo+y@gmail.com",
        ].map((email) => stores.subscriptions.subscribe({ email, page: null, data: {} })),
      );
      expect(burst.filter((r) => r.outcome === "created")).toHaveLength(1);
      expect(new Set(burst.map((r) => r.subscriptionId)).size).toBe(1);
    });

    it("confirms to a mailbox once a day, whatever its spelling; the agency hears of each", async () => {
      const spellings = [
        "same.person+a@gmail.com",
        "sameperson+b@googlemail.com",
        "SAME.PERSON@gmail.com",
      ];
      const kinds: string[][] = [];
      for (const email of spellings) {
        const id = await stores.submissions.insert(contact(email));
        kinds.push((await stores.outbox.list({ submissionId: id })).map((m) => m.kind).sort());
      }
      expect(kinds).toEqual([["confirmation", "notification"], ["notification"], ["notification"]]);
    });

    it("erases everything about an address", async () => {
      const id = await stores.submissions.insert({
        ...contact("Erase.Me@example.in"),
        attachment: {
          fileName: "cv.pdf",
          contentType: "application/pdf",
          content: Buffer.from("%PDF-"),
        },
      });
      await stores.subscriptions.subscribe({ email: "erase.me@EXAMPLE.in", page: null, data: {} });
      const removed = await eraseByEmail(stores.db, "ERASE.ME@example.in");
      expect(removed).toMatchObject({ submissions: 2, subscriptions: 1, logCleared: true });
      expect(await stores.submissions.get(id)).toBeNull();
      expect(await stores.outbox.list({ submissionId: id })).toEqual([]);
      expect(
        (await stores.subscriptions.list()).some((s) => s.email === "erase.me@example.in"),
      ).toBe(false);
      // No row of any table still names the person, nor holds their file or their address' hash.
      for (const table of DATA_TABLES) {
        const rows = await stores.db.query(`SELECT * FROM ${table}`);
        const text = JSON.stringify(rows).toLowerCase();
        expect(text, table).not.toContain("erase.me@example.in");
        expect(text, table).not.toContain(id);
        expect(text, table).not.toContain(addressHash("erase.me@example.in"));
      }
    });

    it("purges old submissions but keeps those whose mail is still on its way", async () => {
      const old = Date.now() - 40 * 24 * 60 * 60 * 1000;
      const delivered = await stores.submissions.insert(
        contact("old@example.in", { mails: ["notification"] }),
        old,
      );
      const [row] = await stores.outbox.claimDue(old, 1_000, 1, "a");
      expect(row?.submissionId).toBe(delivered);
      await stores.outbox.markSent(row!, old);
      const waiting = await stores.submissions.insert(
        contact("waiting@example.in", { mails: ["notification"] }),
        old,
      );
      const recent = await stores.submissions.insert(contact("recent@example.in"));
      const result = await purgeOlderThan(stores.db, Date.now() - 30 * 24 * 60 * 60 * 1000);
      expect(result.submissions).toBeGreaterThanOrEqual(1);
      expect(await stores.submissions.get(delivered)).toBeNull();
      expect(await stores.submissions.get(waiting)).not.toBeNull();
      expect(await stores.submissions.get(recent)).not.toBeNull();
    });
  });
}
