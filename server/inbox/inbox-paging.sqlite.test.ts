// The inbox list at 100,000 submissions on SQLite: the first page and a deep page (by cursor),
// with and without a filter, are read through an index in the list's order — no full scan of
// the table and no temporary sort. Asserted on the query plan, never on time.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "../db/sqlite.ts";
import { migrate } from "../db/migrate.ts";
import { newId, type Database } from "../db/database.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { listSubmissions, pageQuery, type SubmissionFilter } from "./submission-review.ts";

const COUNT = 100_000;
const FORMS = ["contact", "thoughts", "application", "newsletter"];

describe("inbox list at 100,000 submissions (SQLite)", () => {
  const dir = makeTempDir();
  let db: Database;

  beforeAll(async () => {
    db = openSqlite(join(dir.path, "many.sqlite"));
    await migrate(db);
    const start = Date.UTC(2025, 0, 1);
    // One transaction: a commit per row would be 100,000 fsyncs.
    await db.transaction(async (tx) => {
      for (let i = 0; i < COUNT; i++) {
        const at = start + i * 60_000;
        const form = FORMS[i % FORMS.length]!;
        await tx.run(
          "INSERT INTO submissions (id, form, status, spam_reason, email, data, page, created_at, read_at) VALUES (?, ?, ?, NULL, ?, ?, NULL, ?, ?)",
          [
            newId(at),
            form,
            i % 10 === 0 ? "quarantined" : "accepted",
            `person${i}@example.in`,
            JSON.stringify({ cf_name: `Person ${i}`, cf_msg: "Hello" }),
            at,
            i % 3 === 0 ? at : null,
          ],
        );
      }
    });
    await db.exec("ANALYZE");
  }, 300_000);

  afterAll(async () => {
    await db?.close();
    dir.remove();
  });

  async function plan(filter: SubmissionFilter, after: { at: number; id: string } | null) {
    const { sql, params } = pageQuery(filter, after, 51);
    const rows = await db.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params);
    return rows.map((row) => row.detail);
  }

  /** The outer table read through an index, never a plain scan or a temporary sort. */
  function expectIndexed(details: string[], index: string) {
    const outer = details.find((d) => / s\b/.test(d) && /^(SCAN|SEARCH)/.test(d))!;
    expect(outer, details.join("\n")).toContain(`USING INDEX ${index}`);
    expect(details.join("\n")).not.toMatch(/TEMP B-TREE/);
    expect(details.some((d) => /^SCAN s$/.test(d))).toBe(false);
  }

  it("reads the first page and a deep page through the (created_at, id) index", async () => {
    const first = await listSubmissions(db, {}, undefined, 50);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toBeTruthy();
    // Walk deep into the list (page 1,000 and beyond sit at row 50,000).
    const [middle] = await db.query<{ created_at: number; id: string }>(
      "SELECT created_at, id FROM submissions ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 50000",
    );
    const deep = await listSubmissions(
      db,
      {},
      Buffer.from(`${middle!.created_at}:${middle!.id}`).toString("base64url"),
      50,
    );
    expect(deep.items[0]!.createdAt).toBeLessThan(middle!.created_at);
    expect(deep.items).toHaveLength(50);
    expect(deep.nextCursor).toBeTruthy();

    expectIndexed(await plan({}, null), "submissions_inbox");
    const deepPlan = await plan({}, { at: middle!.created_at, id: middle!.id });
    expectIndexed(deepPlan, "submissions_inbox");
    // A range on the index, not a walk from the newest row.
    expect(deepPlan.join("\n")).toMatch(
      /SEARCH s USING INDEX submissions_inbox \(\(created_at,id\)<\(\?,\?\)\)/,
    );
  });

  it("reads a form's pages through the (form, created_at, id) index", async () => {
    expectIndexed(await plan({ form: "application" }, null), "submissions_inbox_form");
    expectIndexed(
      await plan(
        { form: "application" },
        { at: Date.UTC(2025, 1, 1), id: newId(Date.UTC(2025, 1, 1)) },
      ),
      "submissions_inbox_form",
    );
  });

  it("keeps the list's order without a sort when filtering by state, read or dates", async () => {
    for (const filter of [
      { state: "new" as const },
      { read: false },
      { from: Date.UTC(2025, 1, 1), to: Date.UTC(2025, 2, 1) },
    ])
      expectIndexed(await plan(filter, null), "submissions_inbox");
  });
});
