// What the Studio's kinds of entry (openings, decision 1311; case studies, decision 1312) share:
// an entry is one draft in the database over some of the published files, and every kind is
// previewed, checked by rendering its pages, published, discarded, listed in its history and
// brought back the same way. A kind's own file says what its entry is (its files, fields and
// pages); this one does the rest, with the same answers, refusals and audit entries for each.
import { extname } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type DraftState,
  type EntryHistoryItem,
  STUDIO_FILM_MAX_BYTES,
  STUDIO_PICTURE_MAX_BYTES,
} from "#contracts/studio.ts";
import { history, publishChange, revert } from "../content/content-changes.ts";
import { ContentConflictError, type Scope } from "../content/content-store.ts";
import { type ContentFile, ContentTreeError } from "../content/content-tree.ts";
import type { Draft, DraftChange, DraftInfo } from "../content/draft-store.ts";
import { ContentFileError } from "../content/read-entry.ts";
import { InvalidFields } from "../routes/validation.ts";
import { embedsInPage } from "../security/embed-origins.ts";
import { contentSecurityPolicy } from "../security/headers.ts";
import { inlineScriptHashes } from "../site/pages.ts";
import { NoServerBuild, PreviewError } from "../site/site-renderer.ts";
import { type AuditAction, audit } from "./audit-log.ts";
import { fieldsOf as bodyFields, type Fields } from "./body.ts";
import type { InboxContext } from "./inbox-context.ts";
import { refuse } from "./inbox-guard.ts";
import { inboxMessages } from "./inbox-messages.ts";

/** Every Studio route is for the content's editors and admins (decision 1308). */
export const CONTENT_ROUTE = { config: { inbox: "content" as const } };

export const TEXT_MAX = 2000;

/** A text field of a body, at most `max` characters (the schema judges its words). */
export function text(fields: Fields, name: string, max = TEXT_MAX): string {
  const value = fields[name];
  if (typeof value !== "string" || value.length > max)
    throw new InvalidFields({ [name]: inboxMessages.invalid });
  return value;
}

/** A whole number of a body (a version, a revision), 0 or more. */
export function whole(fields: Fields, name: string): number {
  const value = fields[name];
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    throw new InvalidFields({ [name]: inboxMessages.invalid });
  return value;
}

export const draftState = (draft: DraftInfo | null): DraftState | null =>
  draft ? { version: draft.version, author: draft.author, updatedAt: draft.updatedAt } : null;

/** An entry's files as the draft would leave them (the published ones, changed by the draft). */
export function withDraft(
  published: readonly ContentFile[],
  draft: EntryChange | null,
): ContentFile[] {
  if (!draft) return [...published];
  const put = new Map(draft.put.map((file) => [file.path, file]));
  const gone = new Set(draft.remove);
  return [
    ...published.filter((file) => !put.has(file.path) && !gone.has(file.path)),
    ...put.values(),
  ];
}

/** The refusal (409) of a change begun before `author` saved the draft, and what to do after reloading. */
export const savedSince = (author: string, then = "make your change again") =>
  new ContentConflictError(
    `${author} saved this draft after you opened it; reload to see their version, then ${then}`,
  );

/**
 * Refuses (409) a change begun on `version` of the draft (0 for none) when it has moved on: saying
 * who saved it since, or, when it is gone (published or discarded), to reload to see `what` (the
 * entry, the study) as it is now.
 */
export function checkVersion(draft: DraftInfo | null, version: number, what: string): void {
  if ((draft?.version ?? 0) === version) return;
  throw draft
    ? savedSince(draft.author)
    : new ContentConflictError(
        `This draft was published or discarded after you opened it; reload to see ${what} as it is now`,
      );
}

/** The types a Studio file is served with, by its extension. */
const FILE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** A picture or film of an entry, for the editor's previews, with its type. */
export function sendFile(reply: FastifyReply, file: ContentFile) {
  return (
    reply
      .header(
        "Content-Type",
        FILE_TYPES[extname(file.path).toLowerCase()] ?? "application/octet-stream",
      )
      // An SVG opened on its own is a document: it may show, never run anything.
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(file.body)
  );
}

/** What a change to an entry writes and removes. */
export type EntryChange = { put: readonly ContentFile[]; remove: readonly string[] };

/** An entry as published and as drafted: `publishedFiles` are its files in the live revision. */
export type FoundEntry = {
  live: { number: number; files: ContentFile[] };
  draft: Draft | null;
  publishedFiles: ContentFile[];
  isPublished: boolean;
};

/** One kind of entry: what the shared routes need to know of it. */
export type EntryKind<Found extends FoundEntry> = {
  /** The kind's routes: `${api}/content/openings`. */
  base: string;
  /** The path parameter naming an entry (`slug`, `folder`), and how it is checked. */
  param: string;
  keyOf: (value: unknown) => string;
  /** The draft's entry: `jobs/{slug}`. */
  entryOf: (key: string) => string;
  /** The entry in a revision's note: "opening", "case study". */
  noun: string;
  /** What the entry's history and revert cover. */
  scope: (key: string) => Scope;
  /**
   * The site's pages the entry is shown on, in the order publishing renders them, each by the
   * name a preview asks for it (`?page=careers`); "" is the entry's own page, a preview's default.
   * `found` is the entry as published and drafted (a page's file names its own address).
   */
  pages: (key: string, found: Found) => readonly (readonly [name: string, address: string])[];
  /** What to do after reloading when publishing met another editor's save: "publish". */
  afterConflict?: string;
  find: (key: string) => Promise<Found>;
  /** What the editor is answered after a publish or a discard. */
  answer: (key: string) => Promise<unknown>;
  /**
   * The change publishing the draft makes, checked as published files are (a 400 naming a field
   * when one is wrong), or the reason (409) there is nothing to publish.
   */
  publishing: (key: string, found: Found & { draft: Draft }) => EntryChange | string;
};

/**
 * The Studio's shared machinery, made once for every kind: files come as their own bytes (a
 * picture or a film, judged by them, not by their type), and how each route reads the content
 * store, records what it did, checks pages and publishes.
 */
export function studioEntries(app: FastifyInstance, ctx: InboxContext) {
  const { content: store, drafts, db, published } = ctx.services;

  for (const [type, bodyLimit] of [
    [/^image\//, STUDIO_PICTURE_MAX_BYTES],
    ["application/octet-stream", STUDIO_PICTURE_MAX_BYTES],
    [/^video\//, STUDIO_FILM_MAX_BYTES],
  ] as const)
    app.addContentTypeParser(type, { parseAs: "buffer", bodyLimit }, (_request, body, done) =>
      done(null, body),
    );

  const actor = (request: FastifyRequest) => request.staff!.email;

  /** The live revision and its files. */
  async function current() {
    const revision = await store.published();
    if (!revision)
      throw new ContentConflictError("The content store is empty; import content first");
    return { number: revision.number, files: await store.files(revision.number) };
  }

  /** The entry's draft and its files in the live revision (`filesIn` picks them). */
  async function find(entry: string, filesIn: (files: readonly ContentFile[]) => ContentFile[]) {
    const [live, draft] = await Promise.all([current(), drafts.get(entry)]);
    return { live, draft, publishedFiles: filesIn(live.files) };
  }

  /** An audit entry by the request's member. */
  const record = (request: FastifyRequest, action: AuditAction, target: string, detail?: string) =>
    audit(db, { actor: actor(request), action, target, detail }, ctx.now());

  /**
   * Saves `change` as the draft of `to`, begun on `version` of the draft of `from` (the entry
   * moves when they differ: its old draft goes), and records it.
   */
  async function saveDraft(
    request: FastifyRequest,
    { from, to, version }: { from: string; to: string; version: number },
    change: DraftChange,
  ) {
    const saved = await drafts.save(
      to,
      change,
      { author: actor(request), version: to === from ? version : 0 },
      ctx.now(),
    );
    if (to !== from) await drafts.discard(from);
    await record(request, "content-save", to, `draft ${saved.version}`);
    return saved;
  }

  /** Saves an upload into the entry's draft (made on the live revision when there is none). */
  async function saveUpload(
    request: FastifyRequest,
    entry: string,
    found: FoundEntry,
    change: EntryChange,
    { version, detail }: { version: number; detail: string },
  ) {
    const saved = await drafts.save(
      entry,
      { base: found.draft?.base ?? found.live.number, ...change },
      { author: actor(request), version },
      ctx.now(),
    );
    await record(request, "content-upload", entry, `${detail}, draft ${saved.version}`);
    return saved;
  }

  /** Publishes a change and lets this server take it up at once (others within their poll). */
  async function publish(
    request: FastifyRequest,
    change: EntryChange,
    by: { base: number; note: string },
  ) {
    const recorded = await publishChange(store, change, { author: actor(request), ...by });
    await published.refresh();
    return recorded;
  }

  /**
   * Renders each page with `files` (the whole tree as it would be), refusing (409) what does not
   * render, so a draft that would break a page is never published. A server without a build
   * serves no pages, so it has none to break.
   */
  async function rendersWith(files: readonly ContentFile[], addresses: readonly string[]) {
    if (!ctx.site) return;
    try {
      await ctx.site.preview(files, addresses);
    } catch (error) {
      if (error instanceof NoServerBuild) return;
      if (!(error instanceof PreviewError)) throw error;
      throw new ContentConflictError(
        `The page ${error.address} could not be made with this draft, so nothing was published: ${error.message}`,
      );
    }
  }

  /**
   * The routes every kind has: the preview of its pages with the saved draft, publishing,
   * discarding, the history and revert.
   */
  function entryRoutes<Found extends FoundEntry>(kind: EntryKind<Found>) {
    const at = `${kind.base}/:${kind.param}`;
    const keyParam = (request: FastifyRequest) =>
      kind.keyOf((request.params as Record<string, unknown>)[kind.param]);
    const answer = async (key: string) => ({ status: "success", data: await kind.answer(key) });

    // The page as a visitor would get it with the saved draft, with the site's own policy for
    // its scripts, never stored or indexed (the inbox's headers). `page`: one of the lists.
    app.get(`${at}/preview`, CONTENT_ROUTE, async (request, reply) => {
      const key = keyParam(request);
      const wanted = (request.query as { page?: unknown }).page;
      const found = await kind.find(key);
      if (!found.isPublished && !found.draft) return refuse(reply, 404, inboxMessages.notFound);
      const pages = kind.pages(key, found);
      const address =
        pages.find(([name]) => name !== "" && name === wanted) ??
        pages.find(([name]) => name === "")!;
      if (!ctx.site) return refuse(reply, 503, inboxMessages.notBuilt);
      let html: string;
      try {
        [html = ""] = await ctx.site.preview(withDraft(found.live.files, found.draft), [
          address[1],
        ]);
      } catch (error) {
        if (error instanceof NoServerBuild) return refuse(reply, 503, inboxMessages.notBuilt);
        throw error;
      }
      return reply
        .header("Content-Type", "text/html; charset=utf-8")
        .header(
          "Content-Security-Policy",
          contentSecurityPolicy({
            scriptHashes: inlineScriptHashes(html),
            embeds: embedsInPage(html),
            https: ctx.env.SITE_ORIGIN.startsWith("https:"),
          }),
        )
        .send(html);
    });

    // The draft goes live, checked whole and its pages rendered first, and is removed.
    app.post(`${at}/publish`, CONTENT_ROUTE, async (request, reply) => {
      const key = keyParam(request);
      const version = whole(bodyFields(request.body), "version");
      const found = await kind.find(key);
      const { draft } = found;
      if (!draft) return refuse(reply, 409, "There is nothing to publish: save a draft first");
      if (draft.version !== version) throw savedSince(draft.author, kind.afterConflict);
      const change = kind.publishing(key, { ...found, draft });
      if (typeof change === "string") return refuse(reply, 409, change);
      await rendersWith(
        withDraft(found.live.files, change),
        kind.pages(key, found).map(([, address]) => address),
      );
      const recorded = await publish(
        request,
        { put: change.put, remove: change.remove },
        {
          base: draft.base,
          note: `${found.isPublished ? "changed" : "added"} ${kind.noun} ${key}`,
        },
      );
      await drafts.discard(kind.entryOf(key), version);
      await record(
        request,
        "content-publish",
        `revision ${recorded.revision.number}`,
        kind.entryOf(key),
      );
      return answer(key);
    });

    app.post(`${at}/discard`, CONTENT_ROUTE, async (request) => {
      const key = keyParam(request);
      const version = whole(bodyFields(request.body), "version");
      if (!(await drafts.discard(kind.entryOf(key), version)))
        throw new ContentConflictError("This draft changed after you opened it; reload to see it");
      await record(request, "content-discard", kind.entryOf(key));
      return answer(key);
    });

    // Each revision that changed the entry, newest first, and which of them the site shows.
    app.get(`${at}/history`, CONTENT_ROUTE, async (request) => {
      const key = keyParam(request);
      const [entries, live] = await Promise.all([
        history(store, kind.scope(key)),
        store.publishedNumber(),
      ]);
      const newest = entries.find((entry) => entry.number <= (live ?? 0))?.number;
      const items: EntryHistoryItem[] = entries.map((entry) => ({
        number: entry.number,
        publishedAt: entry.publishedAt,
        author: entry.author,
        note: entry.note,
        change: entry.change,
        current: entry.number === newest,
      }));
      return { status: "success", data: { items } };
    });

    // The entry as it was at revision `to`, published as the next revision.
    app.post(`${at}/revert`, CONTENT_ROUTE, async (request) => {
      const key = keyParam(request);
      const body = bodyFields(request.body);
      const to = whole(body, "to");
      const begun = whole(body, "base");
      const recorded = await revert(store, kind.scope(key), to, {
        author: actor(request),
        base: begun,
        note: `${kind.noun} ${key} back to revision ${to}`,
      });
      await published.refresh();
      await record(
        request,
        "content-revert",
        kind.entryOf(key),
        `to revision ${to}, as revision ${recorded.revision.number}`,
      );
      return { status: "success", data: { revision: recorded.revision.number } };
    });

    return { keyParam };
  }

  return { app, current, find, record, saveDraft, saveUpload, publish, entryRoutes };
}

export type StudioEntries = ReturnType<typeof studioEntries>;

/** How the Studio's routes answer a refused change: 409 with the reason, or 400 naming the file. */
export function studioErrors(error: unknown, reply: FastifyReply) {
  if (error instanceof ContentConflictError)
    return reply.code(409).send({ status: "error", data: { message: error.message } });
  if (error instanceof ContentFileError || error instanceof ContentTreeError)
    return reply.code(400).send({ status: "error", data: { message: error.message } });
  return null;
}
