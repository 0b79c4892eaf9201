// The Studio's openings (docs/inbox-api.md, "Studio"; decision 1311): list, edit as a draft,
// upload the picture, publish, close and reopen, history and revert. Every change goes through
// the content store's publishChange, so the whole tree is checked by the build's readers before
// it goes live, and a change begun before someone else's to the same files is refused.
import { extname } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  EMPLOYMENT_TYPES,
  type EntryHistoryItem,
  type OpeningEditor,
  type OpeningFields,
  type OpeningList,
  type OpeningStatus,
  type OpeningSummary,
  STUDIO_PICTURE_MAX_BYTES,
} from "#contracts/studio.ts";
import type { JobFile } from "#contracts/job-opening.schema.ts";
import { SlugSchema } from "#contracts/content.schema.ts";
import { history, publishChange, revert } from "../content/content-changes.ts";
import { ContentConflictError } from "../content/content-store.ts";
import { type ContentFile, ContentTreeError } from "../content/content-tree.ts";
import type { Draft, DraftInfo } from "../content/draft-store.ts";
import { contentToday, isOpen } from "../content/jobs.ts";
import {
  entryOf,
  fieldsOf,
  JOBS_FOLDER,
  openingFilesIn,
  openingPaths,
  openingYaml,
  picturePath,
  readOpening,
  yamlPath,
} from "../content/opening-files.ts";
import { ContentFileError } from "../content/read-entry.ts";
import { cleanPicture } from "../media/clean-picture.ts";
import { PictureError } from "../media/pictures.ts";
import { InvalidFields } from "../routes/validation.ts";
import { embedsInPage } from "../security/embed-origins.ts";
import { contentSecurityPolicy } from "../security/headers.ts";
import { inlineScriptHashes } from "../site/pages.ts";
import { NoServerBuild } from "../site/site-renderer.ts";
import { audit } from "./audit-log.ts";
import { fieldsOf as bodyFields, type Fields } from "./body.ts";
import type { InboxContext } from "./inbox-context.ts";
import { refuse } from "./inbox-guard.ts";
import { inboxMessages } from "./inbox-messages.ts";

const TEXT_MAX = 2000;

function statusOf(job: JobFile | undefined, today: string): OpeningStatus {
  if (!job) return "unpublished";
  if (job.closed) return "closed";
  if (isOpen(job, today)) return "open";
  return today < job.datePosted ? "scheduled" : "ended";
}

const draftState = (draft: DraftInfo | null) =>
  draft ? { version: draft.version, author: draft.author, updatedAt: draft.updatedAt } : null;

function text(fields: Fields, name: string, max = TEXT_MAX): string {
  const value = fields[name];
  if (typeof value !== "string" || value.length > max)
    throw new InvalidFields({ [name]: inboxMessages.invalid });
  return value;
}

function whole(fields: Fields, name: string): number {
  const value = fields[name];
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    throw new InvalidFields({ [name]: inboxMessages.invalid });
  return value;
}

/** The editor's fields from a body, each of the right type (the schema judges their values). */
function openingFieldsOf(body: unknown): OpeningFields {
  const fields = bodyFields(body);
  const duties = fields.duties;
  if (!Array.isArray(duties) || duties.length > 30 || duties.some((d) => typeof d !== "string"))
    throw new InvalidFields({ duties: inboxMessages.invalid });
  const type = fields.employmentType;
  if (!(EMPLOYMENT_TYPES as readonly unknown[]).includes(type))
    throw new InvalidFields({ employmentType: inboxMessages.invalid });
  if (typeof fields.closed !== "boolean")
    throw new InvalidFields({ closed: inboxMessages.invalid });
  return {
    title: text(fields, "title", 200),
    order: whole(fields, "order"),
    summary: text(fields, "summary"),
    duties: (duties as string[]).map((duty, i) => {
      if (duty.length > TEXT_MAX)
        throw new InvalidFields({ [`duties.${i}`]: inboxMessages.invalid });
      return duty;
    }),
    employmentType: type as OpeningFields["employmentType"],
    datePosted: text(fields, "datePosted", 10),
    validThrough: text(fields, "validThrough", 10),
    closed: fields.closed,
    pictureAlt: text(fields, "pictureAlt", 500),
  };
}

function slugOf(value: unknown, name = "slug"): string {
  const checked = SlugSchema.max(80).safeParse(value);
  if (!checked.success)
    throw new InvalidFields({ [name]: `The address ${checked.error.issues[0]!.message}` });
  return checked.data;
}

/** The opening's files as the draft would leave them (the published ones, changed by the draft). */
function withDraft(published: readonly ContentFile[], draft: Draft | null): ContentFile[] {
  if (!draft) return [...published];
  const put = new Map(draft.put.map((file) => [file.path, file]));
  const gone = new Set(draft.remove);
  return [
    ...published.filter((file) => !put.has(file.path) && !gone.has(file.path)),
    ...put.values(),
  ];
}

const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
};

export function studioOpeningRoutes(app: FastifyInstance, ctx: InboxContext, api: string) {
  const content = { config: { inbox: "content" as const } };
  const { content: store, drafts, db, published } = ctx.services;
  const base = `${api}/content/openings`;

  // A picture comes as its own bytes (the browser sends the File), judged by them, not its type.
  for (const type of [/^image\//, "application/octet-stream"])
    app.addContentTypeParser(
      type,
      { parseAs: "buffer", bodyLimit: STUDIO_PICTURE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

  async function current() {
    const revision = await store.published();
    if (!revision)
      throw new ContentConflictError("The content store is empty; import content first");
    return { number: revision.number, files: await store.files(revision.number) };
  }

  /** The opening as published and as drafted; 404 when it is neither. */
  async function opening(slug: string) {
    const [live, draft] = await Promise.all([current(), drafts.get(entryOf(slug))]);
    const publishedFiles = openingFilesIn(live.files, slug);
    return { live, draft, publishedFiles, job: readOpening(publishedFiles, slug)?.job };
  }

  function editorOf(
    slug: string,
    found: Awaited<ReturnType<typeof opening>>,
    today: string,
  ): OpeningEditor | null {
    const entry = readOpening(withDraft(found.publishedFiles, found.draft), slug);
    if (!entry) return null;
    return {
      slug,
      base: found.draft?.base ?? found.live.number,
      published: found.job !== undefined,
      status: statusOf(found.job, today),
      draft: draftState(found.draft),
      fields: fieldsOf(entry.job),
      picture: entry.picture,
    };
  }

  const actor = (request: FastifyRequest) => request.staff!.email;
  const slugParam = (request: FastifyRequest) =>
    slugOf((request.params as { slug?: unknown }).slug);

  /** Publishes a change to one opening and lets this server take it up at once. */
  async function publishOpening(
    request: FastifyRequest,
    slug: string,
    change: { put: ContentFile[]; remove: string[] },
    by: { base: number; note: string },
  ) {
    const recorded = await publishChange(store, change, { author: actor(request), ...by });
    await published.refresh();
    return recorded;
  }

  /**
   * Renders the opening's pages with `files` (the whole tree as it would be), refusing (409) what
   * does not render, so a draft that would break a page is never published. A server without a
   * build serves no pages, so it has none to break.
   */
  async function rendersWith(files: readonly ContentFile[], slug: string) {
    if (!ctx.site) return;
    for (const address of ["/careers", `/careers/apply-now/${slug}`]) {
      try {
        await ctx.site.preview(files, address);
      } catch (error) {
        if (error instanceof NoServerBuild) return;
        throw new ContentConflictError(
          `The page ${address} could not be made with this draft, so nothing was published: ${(error as Error).message}`,
        );
      }
    }
  }

  // The page as a visitor would get it with the draft, the site's own policy for its scripts,
  // never stored or indexed (the inbox's headers). `page`: the apply page, or the careers list.
  app.get(`${base}/:slug/preview`, content, async (request, reply) => {
    const slug = slugParam(request);
    const list = (request.query as { page?: unknown }).page === "careers";
    const found = await opening(slug);
    if (!found.job && !found.draft) return refuse(reply, 404, inboxMessages.notFound);
    if (!ctx.site) return refuse(reply, 503, inboxMessages.notBuilt);
    let html: string;
    try {
      html = await ctx.site.preview(
        withDraft(found.live.files, found.draft),
        list ? "/careers" : `/careers/apply-now/${slug}`,
      );
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

  app.get(base, content, async () => {
    const [live, open] = await Promise.all([current(), drafts.list(JOBS_FOLDER)]);
    const today = contentToday();
    const slugs = new Set<string>();
    for (const file of live.files)
      if (file.path.startsWith(JOBS_FOLDER) && file.path.endsWith(".yaml"))
        slugs.add(file.path.slice(JOBS_FOLDER.length, -".yaml".length));
    for (const draft of open) slugs.add(draft.entry.slice(JOBS_FOLDER.length));
    const openings: OpeningSummary[] = [];
    for (const slug of slugs) {
      const draft = open.find((d) => d.entry === entryOf(slug)) ?? null;
      const job = readOpening(openingFilesIn(live.files, slug), slug)?.job;
      const shown = job ?? readOpening((await drafts.get(entryOf(slug)))?.put ?? [], slug)?.job;
      if (!shown) continue;
      openings.push({
        slug,
        title: shown.title,
        datePosted: shown.datePosted,
        validThrough: shown.validThrough,
        status: statusOf(job, today),
        draft: draftState(draft),
      });
    }
    openings.sort((a, b) => a.title.localeCompare(b.title));
    const data: OpeningList = { revision: live.number, today, openings };
    return { status: "success", data };
  });

  app.get(`${base}/:slug`, content, async (request, reply) => {
    const slug = slugParam(request);
    const editor = editorOf(slug, await opening(slug), contentToday());
    if (!editor) return refuse(reply, 404, inboxMessages.notFound);
    return { status: "success", data: editor };
  });

  // Saves the fields as the opening's draft (a new opening's first save makes it).
  app.post(`${base}/:slug/draft`, content, async (request) => {
    const slug = slugParam(request);
    const body = bodyFields(request.body);
    const fields = openingFieldsOf(body.fields);
    const version = whole(body, "version");
    const begun = whole(body, "base");
    const found = await opening(slug);
    const to = body.slug === undefined || body.slug === slug ? slug : slugOf(body.slug);
    if (to !== slug && found.job)
      throw new InvalidFields({ slug: "A published opening's address cannot change" });
    if (!found.draft && version !== 0)
      throw new ContentConflictError(
        "This draft was published or discarded after you opened it; reload to see the entry as it is now",
      );
    if (found.draft?.version !== undefined && found.draft.version !== version)
      throw new ContentConflictError(
        `${found.draft.author} saved this draft after you opened it; reload to see their version, then make your change again`,
      );
    if (!found.job && !found.draft && version === 0) {
      const taken = openingFilesIn(found.live.files, slug).length > 0 || found.draft !== null;
      if (taken) throw new InvalidFields({ slug: "An opening at this address exists already" });
    }
    if (to !== slug) {
      const other = await opening(to);
      if (other.job || other.draft)
        throw new InvalidFields({ slug: "An opening at this address exists already" });
    }
    const files = withDraft(found.publishedFiles, found.draft);
    const name = readOpening(files, slug)?.picture ?? null;
    const picture = name ? files.find((file) => file.path === `${JOBS_FOLDER}${name}`) : undefined;
    // A new opening's picture follows its address when the address changes before publishing.
    const renamedPicture = picture
      ? { path: `${JOBS_FOLDER}${to}${extname(picture.path)}`, body: picture.body }
      : null;
    const yaml = {
      path: yamlPath(to),
      body: openingYaml(fields, renamedPicture?.path.slice(JOBS_FOLDER.length) ?? null, {
        draft: true,
      }),
    };
    const put = [yaml, ...(renamedPicture ? [renamedPicture] : [])];
    const remove = found.publishedFiles
      .map((file) => file.path)
      .filter((path) => !put.some((file) => file.path === path));
    const saved = await drafts.save(
      entryOf(to),
      { base: begun, put, remove },
      { author: actor(request), version: to === slug ? version : 0 },
      ctx.now(),
    );
    if (to !== slug) await drafts.discard(entryOf(slug));
    await audit(
      db,
      {
        actor: actor(request),
        action: "content-save",
        target: entryOf(to),
        detail: `draft ${saved.version}`,
      },
      ctx.now(),
    );
    return { status: "success", data: editorOf(to, await opening(to), contentToday()) };
  });

  // The picture: checked by its decoded pixels, its metadata (EXIF, GPS) stripped, into the draft.
  app.post(`${base}/:slug/picture`, content, async (request, reply) => {
    const slug = slugParam(request);
    const version = Number((request.query as { version?: unknown }).version);
    if (!Buffer.isBuffer(request.body))
      return refuse(reply, 415, "Send the picture itself: a JPEG, PNG or WebP file");
    const found = await opening(slug);
    if (!found.draft && !found.job) return refuse(reply, 404, inboxMessages.notFound);
    if ((found.draft?.version ?? 0) !== version)
      throw new ContentConflictError(
        `${found.draft?.author ?? "Someone"} saved this draft after you opened it; reload to see their version, then make your change again`,
      );
    let cleaned;
    try {
      cleaned = await cleanPicture(request.body);
    } catch (error) {
      if (error instanceof PictureError) throw new InvalidFields({ picture: error.message });
      throw error;
    }
    const entry = readOpening(withDraft(found.publishedFiles, found.draft), slug)!;
    const path = picturePath(slug, cleaned.format);
    const put = [
      {
        path: yamlPath(slug),
        body: openingYaml(fieldsOf(entry.job), path.slice(JOBS_FOLDER.length), { draft: true }),
      },
      { path, body: cleaned.body },
    ];
    const remove = found.publishedFiles
      .map((file) => file.path)
      .filter((p) => !put.some((file) => file.path === p));
    const saved = await drafts.save(
      entryOf(slug),
      { base: found.draft?.base ?? found.live.number, put, remove },
      { author: actor(request), version },
      ctx.now(),
    );
    // Made ready now, while the editor writes, so that publishing does not wait for the AVIFs
    // (the careers page shows it at the card preset). A failure here is met again, and
    // reported, when the pages are rendered.
    ctx.pictures?.picture(cleaned.body, "card").catch(() => undefined);
    await audit(
      db,
      {
        actor: actor(request),
        action: "content-upload",
        target: entryOf(slug),
        detail: `${cleaned.format}, ${cleaned.width}×${cleaned.height}, draft ${saved.version}`,
      },
      ctx.now(),
    );
    return { status: "success", data: editorOf(slug, await opening(slug), contentToday()) };
  });

  app.get(`${base}/:slug/picture`, content, async (request, reply) => {
    const slug = slugParam(request);
    const found = await opening(slug);
    const files = withDraft(found.publishedFiles, found.draft);
    const name = readOpening(files, slug)?.picture;
    const picture = name && files.find((file) => file.path === `${JOBS_FOLDER}${name}`);
    if (!picture) return refuse(reply, 404, inboxMessages.notFound);
    return (
      reply
        .header("Content-Type", IMAGE_TYPES[extname(picture.path)] ?? "application/octet-stream")
        // An SVG opened on its own is a document: it may show, never run anything.
        .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(picture.body)
    );
  });

  app.post(`${base}/:slug/publish`, content, async (request, reply) => {
    const slug = slugParam(request);
    const version = whole(bodyFields(request.body), "version");
    const found = await opening(slug);
    if (!found.draft) return refuse(reply, 409, "There is nothing to publish: save a draft first");
    if (found.draft.version !== version)
      throw new ContentConflictError(
        `${found.draft.author} saved this draft after you opened it; reload to see their version, then publish`,
      );
    // Checked again without a draft's leave to lack the picture, naming the field.
    const entry = readOpening(found.draft.put, slug);
    if (!entry) return refuse(reply, 409, "There is nothing to publish: save a draft first");
    openingYaml(fieldsOf(entry.job), entry.picture);
    await rendersWith(withDraft(found.live.files, found.draft), slug);
    const recorded = await publishOpening(
      request,
      slug,
      { put: found.draft.put, remove: found.draft.remove },
      { base: found.draft.base, note: `${found.job ? "changed" : "added"} opening ${slug}` },
    );
    await drafts.discard(entryOf(slug), version);
    await audit(
      db,
      {
        actor: actor(request),
        action: "content-publish",
        target: `revision ${recorded.revision.number}`,
        detail: entryOf(slug),
      },
      ctx.now(),
    );
    return { status: "success", data: editorOf(slug, await opening(slug), contentToday()) };
  });

  app.post(`${base}/:slug/discard`, content, async (request) => {
    const slug = slugParam(request);
    const version = whole(bodyFields(request.body), "version");
    if (!(await drafts.discard(entryOf(slug), version)))
      throw new ContentConflictError("This draft changed after you opened it; reload to see it");
    await audit(
      db,
      { actor: actor(request), action: "content-discard", target: entryOf(slug) },
      ctx.now(),
    );
    return { status: "success", data: editorOf(slug, await opening(slug), contentToday()) };
  });

  // Closing and reopening change the published opening at once (no draft): the careers page,
  // the apply page and the application endpoint follow within seconds.
  for (const [action, closed] of [
    ["close", true],
    ["reopen", false],
  ] as const)
    app.post(`${base}/:slug/${action}`, content, async (request, reply) => {
      const slug = slugParam(request);
      const begun = whole(bodyFields(request.body), "base");
      const found = await opening(slug);
      if (!found.job) return refuse(reply, 404, inboxMessages.notFound);
      const picture = readOpening(found.publishedFiles, slug)!.picture;
      const yaml = openingYaml({ ...fieldsOf(found.job), closed }, picture);
      const recorded = await publishOpening(
        request,
        slug,
        { put: [{ path: yamlPath(slug), body: yaml }], remove: [] },
        { base: begun, note: `${action === "close" ? "closed" : "reopened"} opening ${slug}` },
      );
      await audit(
        db,
        {
          actor: actor(request),
          action: action === "close" ? "content-close" : "content-reopen",
          target: entryOf(slug),
          detail: `revision ${recorded.revision.number}`,
        },
        ctx.now(),
      );
      return { status: "success", data: editorOf(slug, await opening(slug), contentToday()) };
    });

  app.get(`${base}/:slug/history`, content, async (request) => {
    const slug = slugParam(request);
    const [entries, live] = await Promise.all([
      history(store, { paths: openingPaths(slug) }),
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

  app.post(`${base}/:slug/revert`, content, async (request) => {
    const slug = slugParam(request);
    const body = bodyFields(request.body);
    const to = whole(body, "to");
    const begun = whole(body, "base");
    const recorded = await revert(store, { paths: openingPaths(slug) }, to, {
      author: actor(request),
      base: begun,
      note: `opening ${slug} back to revision ${to}`,
    });
    await published.refresh();
    await audit(
      db,
      {
        actor: actor(request),
        action: "content-revert",
        target: entryOf(slug),
        detail: `to revision ${to}, as revision ${recorded.revision.number}`,
      },
      ctx.now(),
    );
    return { status: "success", data: { revision: recorded.revision.number } };
  });
}

/** How the Studio's routes answer a refused change: 409 with the reason, or 400 naming the file. */
export function studioErrors(error: unknown, reply: FastifyReply) {
  if (error instanceof ContentConflictError)
    return reply.code(409).send({ status: "error", data: { message: error.message } });
  if (error instanceof ContentFileError || error instanceof ContentTreeError)
    return reply.code(400).send({ status: "error", data: { message: error.message } });
  return null;
}
