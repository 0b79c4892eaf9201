// The content store against a real database (server/content/content-store.sqlite|postgres.test.ts):
// content/ in and out byte for byte, revisions that share their unchanged files, wrong entries
// refused whole, and a first start that imports once however many servers start together.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { history, publishChange, revert } from "../content/content-changes.ts";
import {
  ContentConflictError,
  type ContentStore,
  createContentStore,
} from "../content/content-store.ts";
import { ContentTreeError, readTree } from "../content/content-tree.ts";
import {
  exportContent,
  FIRST_START,
  importContent,
  seedContent,
} from "../content/import-export.ts";
import { ContentFileError } from "../content/read-entry.ts";
import type { Database } from "../db/database.ts";
import { contentCopies, digest } from "./content-copies.ts";
import type { DbFactory } from "./stores-suite.ts";
import { SEVENTH_JOB, SEVENTH_JOB_PICTURE } from "./seventh-job.ts";
import { makeTempDir } from "./temp-dir.ts";

export function contentStoreSuite(label: string, makeDb: DbFactory): void {
  describe(`content store (${label})`, () => {
    let db: Database;
    let close: () => Promise<void>;
    let store: ContentStore;
    const copies = contentCopies();
    const out = makeTempDir("kadal-export-");
    let clock = Date.parse("2026-11-25T10:00:00Z");

    beforeAll(async () => {
      ({ db, close } = await makeDb());
      store = createContentStore(db, () => (clock += 1000));
    }, 60_000);
    afterAll(async () => {
      await close?.();
      out.remove();
    });

    const blobs = async () =>
      Number((await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM content_blobs"))[0]!.n);

    it("takes content/ on a first start, once, however many servers start together", async () => {
      const dir = copies.copy();
      const seeded = await Promise.all([1, 2, 3].map(() => seedContent(store, dir)));
      expect(seeded.filter((s) => s?.changed)).toHaveLength(1);
      expect(await store.log(10)).toHaveLength(1);
      const published = await store.published();
      expect(published).toMatchObject({ number: 1, author: FIRST_START });
      expect(published!.files).toBe(readTree(dir).length);
      // A later start keeps what the store holds, even when the folder has changed since.
      writeFileSync(join(dir, "jobs/illustrator.yaml"), "title: broken\n");
      expect(await seedContent(store, dir)).toBeNull();
    });

    it("gives back exactly the files it took, byte for byte", async () => {
      const dir = copies.copy();
      const target = join(out.path, "round-trip");
      await exportContent(store, target);
      expect(digest(target)).toEqual(digest(dir));
    });

    it("publishes nothing when the folder is the published content already", async () => {
      const result = await importContent(store, copies.copy(), { author: "cli" });
      expect(result).toMatchObject({ changed: false, revision: { number: 1 } });
      expect(await store.log(10)).toHaveLength(1);
    });

    it("publishes a changed folder as the next revision, keeping unchanged files once", async () => {
      const dir = copies.copy();
      writeFileSync(join(dir, "jobs/ui-ux-designer.yaml"), SEVENTH_JOB);
      writeFileSync(join(dir, "jobs/ui-ux-designer.svg"), SEVENTH_JOB_PICTURE);
      rmSync(join(dir, "jobs/illustrator.yaml"));
      rmSync(join(dir, "jobs/illustrator.jpg"));
      const before = await blobs();
      const { revision, changed } = await importContent(store, dir, {
        author: "cli",
        note: "a seventh opening",
      });
      expect(changed).toBe(true);
      expect(revision).toMatchObject({ number: 2, author: "cli", note: "a seventh opening" });
      expect(await blobs()).toBe(before + 2);
      expect((await store.published())!.number).toBe(2);
      // Export makes a folder hold that revision and nothing else: the closed opening goes.
      const target = copies.copy("exported");
      await exportContent(store, target);
      expect(readFileSync(join(target, "jobs/ui-ux-designer.yaml"), "utf8")).toBe(SEVENTH_JOB);
      expect(digest(target)).toEqual(digest(dir));
      // The first revision is still there as it was.
      await exportContent(store, target, 1);
      expect(digest(target)).toEqual(digest(copies.copy()));
      expect(readFileSync(join(target, "README.md"), "utf8")).toContain("# The agency's content");
    });

    it("refuses a wrong entry whole, naming its file and field, and stores nothing", async () => {
      const dir = copies.copy();
      writeFileSync(
        join(dir, "jobs/ui-ux-designer.yaml"),
        SEVENTH_JOB.replace(/duties:\n.*\n/, "duties: []\n"),
      );
      writeFileSync(join(dir, "jobs/ui-ux-designer.svg"), SEVENTH_JOB_PICTURE);
      const revisions = await store.log(10);
      const before = await blobs();
      await expect(importContent(store, dir, { author: "cli" })).rejects.toThrow(ContentFileError);
      await expect(importContent(store, dir, { author: "cli" })).rejects.toThrow(
        /^jobs\/ui-ux-designer\.yaml: duties: /,
      );
      expect(await store.log(10)).toEqual(revisions);
      expect(await blobs()).toBe(before);
    });

    it("refuses file names it could not give back safely", async () => {
      const dir = copies.copy();
      mkdirSync(join(dir, "works/branding-aptayu"), { recursive: true });
      writeFileSync(join(dir, "works/branding-aptayu/my photo.jpg"), "jpeg");
      await expect(importContent(store, dir, { author: "cli" })).rejects.toThrow(
        /^works\/branding-aptayu\/my photo\.jpg: name files and folders with/,
      );
      for (const path of ["../escape.yaml", "/etc/passwd", "jobs/.hidden", "a//b", "README.md"])
        await expect(
          store.publish([{ path, body: Buffer.from("x") }], { author: "cli" }),
          path,
        ).rejects.toThrow(ContentTreeError);
    });

    describe("changes to part of it, as the Studio makes them", () => {
      const ART = "jobs/art-director.yaml";
      const fileOf = async (number: number, path: string) =>
        (await store.files(number)).find((file) => file.path === path)?.body.toString("utf8");
      const edited = async (number: number, path: string, from: RegExp, to: string) => ({
        path,
        body: Buffer.from((await fileOf(number, path))!.replace(from, to)),
      });

      it("publishes a change on top of the published content, checked whole", async () => {
        const base = (await store.published())!.number;
        const file = await edited(base, ART, /^title: .*$/m, "title: Art Director (Film)");
        const { revision, changed } = await publishChange(
          store,
          { put: [file] },
          { author: "maya@kadal.example", base },
        );
        expect(changed).toBe(true);
        expect(revision.number).toBe(base + 1);
        expect(await fileOf(revision.number, ART)).toContain("title: Art Director (Film)");
        // Everything else is as it was.
        const others = (files: { path: string; body: Buffer }[]) =>
          files.filter((f) => f.path !== ART).map((f) => `${f.path} ${f.body.length}`);
        expect(others(await store.files(revision.number))).toEqual(others(await store.files(base)));
      });

      it("refuses a change that breaks an entry, naming it, and stores nothing", async () => {
        const base = (await store.published())!.number;
        const file = await edited(
          base,
          ART,
          /^duties:\n(?: {2}- .*\n(?: {4}.*\n)*)+/m,
          "duties: []\n",
        );
        await expect(
          publishChange(store, { put: [file] }, { author: "maya@kadal.example", base }),
        ).rejects.toThrow(/^jobs\/art-director\.yaml: duties: /);
        await expect(
          publishChange(store, { remove: ["jobs/art-director.jpg"] }, { author: "x", base }),
        ).rejects.toThrow(/^jobs\/art-director\.yaml: picture\.file: /);
        expect((await store.published())!.number).toBe(base);
      });

      it("refuses the second of two editors changing one file, never overwriting the first", async () => {
        const base = (await store.published())!.number;
        const first = await edited(base, ART, /^order: .*$/m, "order: 31");
        const second = await edited(base, ART, /^order: .*$/m, "order: 32");
        const page = await edited(
          base,
          "pages/contact-us.yaml",
          /^heading: .*$/m,
          "heading: Say hello",
        );
        await publishChange(store, { put: [first] }, { author: "maya@kadal.example", base });
        await expect(
          publishChange(store, { put: [second] }, { author: "arun@kadal.example", base }),
        ).rejects.toThrow(
          new ContentConflictError(
            `maya@kadal.example changed this at revision ${base + 1} after you began; reload to see their version, then make your change again`,
          ),
        );
        // A change to another file, begun on the same revision, goes in on top of the first.
        const { revision } = await publishChange(
          store,
          { put: [page] },
          { author: "arun@kadal.example", base },
        );
        expect(revision.number).toBe(base + 2);
        expect(await fileOf(revision.number, ART)).toContain("order: 31");
        expect(await fileOf(revision.number, "pages/contact-us.yaml")).toContain(
          "heading: Say hello",
        );
      });

      it("lets changes to different files race, all of them landing", async () => {
        const base = (await store.published())!.number;
        const changes = await Promise.all(
          ["contact-us", "careers", "works"].map((name) =>
            edited(base, `pages/${name}.yaml`, /^intro: (.*)$/m, `intro: $1 (${name})`),
          ),
        );
        const results = await Promise.all(
          changes.map((file) => publishChange(store, { put: [file] }, { author: "cli", base })),
        );
        expect(results.map((r) => r.revision.number).sort()).toEqual([
          base + 1,
          base + 2,
          base + 3,
        ]);
        const last = (await store.published())!.number;
        for (const name of ["contact-us", "careers", "works"])
          expect(await fileOf(last, `pages/${name}.yaml`)).toMatch(new RegExp(`\\(${name}\\)\n`));
      });

      it("keeps a history of each part of the tree, and brings back any earlier state", async () => {
        const job = { paths: ["jobs/ui-ux-designer.yaml", "jobs/ui-ux-designer.svg"] };
        let base = (await store.published())!.number;
        expect((await history(store, job)).map((h) => [h.number, h.change])).toEqual([
          [2, "added"],
        ]);
        await publishChange(
          store,
          { remove: job.paths },
          { author: "maya@kadal.example", note: "closed", base },
        );
        base += 1;
        expect((await store.files(base)).some((f) => f.path.startsWith("jobs/ui-ux"))).toBe(false);
        // Reverting to revision 2 brings both files back, byte for byte, as a new revision.
        const { revision } = await revert(store, job, 2, { author: "arun@kadal.example", base });
        expect(revision).toMatchObject({ number: base + 1, note: "back to revision 2" });
        expect(await fileOf(revision.number, "jobs/ui-ux-designer.yaml")).toBe(SEVENTH_JOB);
        expect(await fileOf(revision.number, "jobs/ui-ux-designer.svg")).toBe(SEVENTH_JOB_PICTURE);
        expect((await history(store, job)).map((h) => [h.number, h.change, h.author])).toEqual([
          [base + 1, "added", "arun@kadal.example"],
          [base, "removed", "maya@kadal.example"],
          [2, "added", "cli"],
        ]);
        // A folder's history: a study that nobody changed has one entry, its first.
        expect(
          (await history(store, { folders: ["works/branding-aptayu"] })).map((h) => h.number),
        ).toEqual([1]);
        // The art director's file: added at 1, then changed by the editors above.
        const art = await history(store, { paths: [ART] });
        expect(art.at(-1)).toMatchObject({ number: 1, change: "added" });
        expect(art.slice(0, -1).every((h) => h.change === "changed")).toBe(true);
        await expect(revert(store, job, 999, { author: "x", base })).rejects.toThrow(
          "There is no revision 999",
        );
      });
    });

    it("tells an export of a revision it does not have", async () => {
      await expect(exportContent(store, join(out.path, "none"), 99)).rejects.toThrow(
        "There is no revision 99",
      );
    });
  });
}
