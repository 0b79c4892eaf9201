// The published content as this server uses it (decision 1305): the store's newest published
// revision written once to a folder of its own (DATA_DIR/content/r{number}), read from there by
// the same readers the build uses, and watched, so that a revision published by any server on the
// same database is taken up within one poll. Until the store holds content (a fresh database
// before its first start's import), the content folder the server was given stands in.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ContentStore } from "./content-store.ts";
import { writeTree } from "./content-tree.ts";
import type { Site } from "#contracts/site.schema.ts";
import { type JobEntry, readJobs } from "./jobs.ts";
import { readSite } from "./site.ts";

export type PublishedRoot = {
  /** The revision's number; null for the stand-in folder. */
  number: number | null;
  /** The folder holding the revision's files, laid out as content/ is. */
  root: string;
};

export interface PublishedContent {
  /** The revision in use and its folder. */
  current(): PublishedRoot;
  /** Every opening of the revision in use, open or closed (read once per revision). */
  jobs(): readonly JobEntry[];
  /** The agency's identity in the revision in use (content/site.yaml; read once per revision). */
  site(): Site;
  /** Looks at the store now and takes up a newer published revision; true when it did. */
  refresh(): Promise<boolean>;
  /** Called after a newer revision is taken up. */
  onChange(listener: (current: PublishedRoot) => void): void;
  /** Polls the store every `intervalMs` until stop(); a run of failures is reported once. */
  watch(intervalMs: number, onError?: (error: unknown) => void): void;
  stop(): Promise<void>;
}

/** How many revisions' folders stay on disk: the one in use and the one before it. */
const KEEP = 2;

const folderOf = (cacheDir: string, number: number) => join(cacheDir, `r${number}`);

/**
 * Writes revision `number` to its folder unless it is there. The folder appears whole or not at
 * all (written aside, then renamed), so servers sharing DATA_DIR never read half of one; a
 * revision's files never change, so the first server's copy serves all.
 */
async function materialise(store: ContentStore, cacheDir: string, number: number) {
  const target = folderOf(cacheDir, number);
  if (existsSync(target)) return target;
  mkdirSync(cacheDir, { recursive: true });
  const aside = `${target}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeTree(aside, await store.files(number));
    renameSync(aside, target);
  } catch (error) {
    rmSync(aside, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
  return target;
}

/** Removes the folders of revisions older than the last KEEP, and leftovers of failed writes. */
function prune(cacheDir: string, newest: number) {
  for (const name of readdirSync(cacheDir)) {
    const number = /^r(\d+)$/.exec(name)?.[1];
    const stale = number ? Number(number) <= newest - KEEP : name.endsWith(".tmp");
    if (stale) rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
}

export function createPublishedContent(opts: {
  store: ContentStore;
  /** Where revisions are written: DATA_DIR/content. */
  cacheDir: string;
  /** The folder used while the store is empty: content/ (or CONTENT_DIR). */
  standIn: string;
}): PublishedContent {
  let current: PublishedRoot = { number: null, root: opts.standIn };
  let jobs: readonly JobEntry[] | null = null;
  let site: Site | null = null;
  const listeners: ((current: PublishedRoot) => void)[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<boolean> | null = null;

  async function takeUp(): Promise<boolean> {
    const number = await opts.store.publishedNumber();
    if (number === null || number === current.number) return false;
    const root = await materialise(opts.store, opts.cacheDir, number);
    // Read at once, with the folder just written: another server sharing DATA_DIR may prune it
    // once it has moved two revisions on.
    const taken = readJobs(root);
    const identity = readSite(root);
    current = { number, root };
    jobs = taken;
    site = identity;
    prune(opts.cacheDir, number);
    for (const listener of listeners) listener(current);
    return true;
  }

  const published: PublishedContent = {
    current: () => current,
    jobs: () => (jobs ??= readJobs(current.root)),
    site: () => (site ??= readSite(current.root)),
    refresh() {
      // One look at a time: a poll and a publisher's refresh share the same answer.
      running ??= takeUp().finally(() => (running = null));
      return running;
    },
    onChange(listener) {
      listeners.push(listener);
    },
    watch(intervalMs, onError) {
      if (timer) return;
      // A database that is away fails every poll: told once, until a poll succeeds again.
      let failing = false;
      const tick = () => {
        published
          .refresh()
          .then(
            () => (failing = false),
            (error: unknown) => {
              if (!failing) onError?.(error);
              failing = true;
            },
          )
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs).unref();
          });
      };
      timer = setTimeout(tick, intervalMs).unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
  return published;
}
