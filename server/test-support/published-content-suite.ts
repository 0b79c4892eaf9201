// What a server takes up of the content store (server/content/published-content.*.test.ts): the
// stand-in folder while the store is empty, each published revision written whole to its own
// folder, and a revision published through one server taken up by another on the same database.
import { appendFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentStore, createContentStore } from "../content/content-store.ts";
import { readTree } from "../content/content-tree.ts";
import {
  createPublishedContent,
  type PublishedContent,
  type PublishedRoot,
} from "../content/published-content.ts";
import type { Database } from "../db/database.ts";
import { contentCopies, digest } from "./content-copies.ts";
import { addSeventhJob } from "./seventh-job.ts";
import type { DbFactory } from "./stores-suite.ts";
import { makeTempDir } from "./temp-dir.ts";

const slugs = (published: PublishedContent) => published.jobs().map((job) => job.slug);

export function publishedContentSuite(label: string, makeDb: DbFactory): void {
  describe(`published content (${label})`, () => {
    let db: Database;
    let close: () => Promise<void>;
    let store: ContentStore;
    const copies = contentCopies();
    const data = makeTempDir("kadal-published-");
    const servers: PublishedContent[] = [];
    let standIn: string;

    // As `npm run content -- import` publishes a folder, without its check (the store's suite has it).
    const publishFolder = (dir: string, note = "") =>
      store.publish(readTree(dir), { author: "test", note });

    /** A server's view of the content, with its own DATA_DIR unless it shares one. */
    const server = (name: string) => {
      const published = createPublishedContent({
        store,
        cacheDir: join(data.path, name, "content"),
        standIn,
      });
      servers.push(published);
      return published;
    };

    beforeAll(async () => {
      ({ db, close } = await makeDb());
      store = createContentStore(db);
      standIn = copies.copy("stand-in");
    }, 60_000);
    afterAll(async () => {
      await Promise.all(servers.map((published) => published.stop()));
      await close?.();
      data.remove();
    });

    it("uses the content folder while the store is empty", async () => {
      const published = server("empty");
      expect(await published.refresh()).toBe(false);
      expect(published.current()).toEqual({ number: null, root: standIn });
      expect(slugs(published)).toHaveLength(6);
    });

    it("takes up a published revision, written whole to a folder of its own", async () => {
      const dir = copies.copy();
      addSeventhJob(dir);
      await publishFolder(dir);
      const published = server("a");
      const changes: PublishedRoot[] = [];
      published.onChange((current) => changes.push(current));
      expect(await published.refresh()).toBe(true);
      const root = join(data.path, "a", "content", "r1");
      expect(published.current()).toEqual({ number: 1, root });
      expect(changes).toEqual([{ number: 1, root }]);
      expect(digest(root)).toEqual(digest(dir));
      expect(slugs(published)).toContain("ui-ux-designer");
      // Nothing new: nothing to do, nobody told.
      expect(await published.refresh()).toBe(false);
      expect(changes).toHaveLength(1);
    });

    it("takes up what another server published, by watching the database", async () => {
      const publisher = server("publisher");
      const watcher = server("watcher");
      await Promise.all([publisher.refresh(), watcher.refresh()]);
      expect(watcher.current().number).toBe(1);
      const next = new Promise<PublishedRoot>((resolve) => watcher.onChange(resolve));
      watcher.watch(20);
      // The publisher closes one opening by removing it, as the CLI's import would.
      const dir = join(data.path, "publisher", "content", "r1");
      const files = readTree(dir).filter((file) => !file.path.startsWith("jobs/illustrator."));
      const { revision } = await store.publish(files, { author: "test" });
      await publisher.refresh();
      expect(await next).toMatchObject({ number: revision.number });
      expect(slugs(watcher)).not.toContain("illustrator");
      expect(slugs(watcher)).toContain("ui-ux-designer");
    });

    it("tells of a database that is away once, not at every poll, and again after it came back", async () => {
      let away = true;
      let polls = 0;
      const flaky: ContentStore = {
        ...store,
        publishedNumber: () => {
          polls += 1;
          return away ? Promise.reject(new Error("connection refused")) : store.publishedNumber();
        },
      };
      const published = createPublishedContent({
        store: flaky,
        cacheDir: join(data.path, "flaky", "content"),
        standIn,
      });
      servers.push(published);
      /** Resolves once the watch has polled `count` times in all. */
      const polled = (count: number) =>
        new Promise<void>((resolve) => {
          const check = setInterval(() => {
            if (polls < count) return;
            clearInterval(check);
            resolve();
          }, 5);
        });
      const told: unknown[] = [];
      published.watch(5, (error) => told.push(error));
      await polled(5);
      expect(told).toHaveLength(1);
      const back = new Promise((resolve) => published.onChange(resolve));
      away = false;
      await back;
      away = true;
      await polled(polls + 5);
      expect(told).toHaveLength(2);
      expect(String(told[1])).toContain("connection refused");
    });

    it("writes a revision once for servers that share a data folder, and keeps the last two", async () => {
      const cacheDir = join(data.path, "shared", "content");
      const make = () => {
        const published = createPublishedContent({ store, cacheDir, standIn });
        servers.push(published);
        return published;
      };
      const [one, two] = [make(), make()];
      await Promise.all([one.refresh(), two.refresh()]);
      expect(one.current()).toEqual(two.current());
      expect(readdirSync(cacheDir)).toEqual([`r${one.current().number}`]);
      // Two more revisions: the oldest folder goes, nothing half-written stays behind.
      for (const note of ["first", "second"]) {
        const dir = copies.copy();
        appendFileSync(join(dir, "pages/blog.yaml"), `# ${note}\n`);
        await publishFolder(dir, note);
        await one.refresh();
      }
      const newest = one.current().number!;
      expect(readdirSync(cacheDir).sort()).toEqual([`r${newest - 1}`, `r${newest}`]);
      // A folder removed under a server (a cleaned disk) is written again on the next revision.
      rmSync(cacheDir, { recursive: true });
      await publishFolder(copies.copy(), "back");
      expect(await two.refresh()).toBe(true);
      expect(digest(two.current().root)).toEqual(digest(copies.copy()));
    });
  });
}
