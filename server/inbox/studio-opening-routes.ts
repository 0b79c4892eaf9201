// The Studio's openings (docs/inbox-api.md, "Studio"; decision 1311): list, edit as a draft,
// upload the picture, publish, close and reopen, history and revert. Every change goes through
// the content store's publishChange, so the whole tree is checked by the build's readers before
// it goes live, and a change begun before someone else's to the same files is refused. What an
// opening shares with the other kinds of entry is in studio-entries.ts.
import { extname } from "node:path";
import {
  EMPLOYMENT_TYPES,
  type OpeningEditor,
  type OpeningFields,
  type OpeningList,
  type OpeningStatus,
  type OpeningSummary,
} from "#contracts/studio.ts";
import type { JobFile } from "#contracts/job-opening.schema.ts";
import { SlugSchema } from "#contracts/content.schema.ts";
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
import { cleanPicture } from "../media/clean-picture.ts";
import { PictureError } from "../media/pictures.ts";
import { InvalidFields } from "../routes/validation.ts";
import { fieldsOf as bodyFields } from "./body.ts";
import type { InboxContext } from "./inbox-context.ts";
import { refuse } from "./inbox-guard.ts";
import { inboxMessages } from "./inbox-messages.ts";
import {
  checkVersion,
  CONTENT_ROUTE,
  draftState,
  savedSince,
  sendFile,
  type StudioEntries,
  text,
  TEXT_MAX,
  whole,
  withDraft,
} from "./studio-entries.ts";

function statusOf(job: JobFile | undefined, today: string): OpeningStatus {
  if (!job) return "unpublished";
  if (job.closed) return "closed";
  if (isOpen(job, today)) return "open";
  return today < job.datePosted ? "scheduled" : "ended";
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

export function studioOpeningRoutes(studio: StudioEntries, ctx: InboxContext, api: string) {
  const { app } = studio;
  const { drafts } = ctx.services;
  const base = `${api}/content/openings`;

  /** The opening as published and as drafted. */
  async function opening(slug: string) {
    const found = await studio.find(entryOf(slug), (files) => openingFilesIn(files, slug));
    const job = readOpening(found.publishedFiles, slug)?.job;
    return { ...found, job, isPublished: job !== undefined };
  }

  /** What the editor shows of the opening; null when it is neither published nor drafted. */
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
  const editor = async (slug: string) => editorOf(slug, await opening(slug), contentToday());
  const answer = async (slug: string) => ({ status: "success", data: await editor(slug) });

  // Preview (the apply page, or `?page=careers` the careers list), publish, discard, history and
  // revert, as for every kind of entry.
  const { keyParam: slugParam } = studio.entryRoutes({
    base,
    param: "slug",
    keyOf: slugOf,
    entryOf,
    noun: "opening",
    scope: (slug) => ({ paths: openingPaths(slug) }),
    pages: (slug) => [
      ["careers", "/careers"],
      ["", `/careers/apply-now/${slug}`],
    ],
    afterConflict: "publish",
    find: opening,
    answer: editor,
    // Checked again without a draft's leave to lack the picture, naming the field.
    publishing: (slug, { draft }) => {
      const entry = readOpening(draft.put, slug);
      if (!entry) return "There is nothing to publish: save a draft first";
      openingYaml(fieldsOf(entry.job), entry.picture);
      return draft;
    },
  });

  app.get(base, CONTENT_ROUTE, async () => {
    const [live, open] = await Promise.all([studio.current(), drafts.list(JOBS_FOLDER)]);
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

  app.get(`${base}/:slug`, CONTENT_ROUTE, async (request, reply) => {
    const found = await editor(slugParam(request));
    if (!found) return refuse(reply, 404, inboxMessages.notFound);
    return { status: "success", data: found };
  });

  // Saves the fields as the opening's draft (a new opening's first save makes it).
  app.post(`${base}/:slug/draft`, CONTENT_ROUTE, async (request) => {
    const slug = slugParam(request);
    const body = bodyFields(request.body);
    const fields = openingFieldsOf(body.fields);
    const version = whole(body, "version");
    const begun = whole(body, "base");
    const found = await opening(slug);
    const to = body.slug === undefined || body.slug === slug ? slug : slugOf(body.slug);
    if (to !== slug && found.job)
      throw new InvalidFields({ slug: "A published opening's address cannot change" });
    checkVersion(found.draft, version, "the entry");
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
    await studio.saveDraft(
      request,
      { from: entryOf(slug), to: entryOf(to), version },
      { base: begun, put, remove },
    );
    return answer(to);
  });

  // The picture: checked by its decoded pixels, its metadata (EXIF, GPS) stripped, into the draft.
  app.post(`${base}/:slug/picture`, CONTENT_ROUTE, async (request, reply) => {
    const slug = slugParam(request);
    const version = Number((request.query as { version?: unknown }).version);
    if (!Buffer.isBuffer(request.body))
      return refuse(reply, 415, "Send the picture itself: a JPEG, PNG or WebP file");
    const found = await opening(slug);
    if (!found.draft && !found.job) return refuse(reply, 404, inboxMessages.notFound);
    if ((found.draft?.version ?? 0) !== version) throw savedSince(found.draft?.author ?? "Someone");
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
    await studio.saveUpload(
      request,
      entryOf(slug),
      found,
      { put, remove },
      { version, detail: `${cleaned.format}, ${cleaned.width}×${cleaned.height}` },
    );
    // Made ready now, while the editor writes, so that publishing does not wait for the AVIFs
    // (the careers page shows it at the card preset). A failure here is met again, and
    // reported, when the pages are rendered.
    ctx.pictures?.picture(cleaned.body, "card").catch(() => undefined);
    return answer(slug);
  });

  app.get(`${base}/:slug/picture`, CONTENT_ROUTE, async (request, reply) => {
    const slug = slugParam(request);
    const found = await opening(slug);
    const files = withDraft(found.publishedFiles, found.draft);
    const name = readOpening(files, slug)?.picture;
    const picture = name && files.find((file) => file.path === `${JOBS_FOLDER}${name}`);
    if (!picture) return refuse(reply, 404, inboxMessages.notFound);
    return sendFile(reply, picture);
  });

  // Closing and reopening change the published opening at once (no draft): the careers page,
  // the apply page and the application endpoint follow within seconds.
  for (const [action, closed] of [
    ["close", true],
    ["reopen", false],
  ] as const)
    app.post(`${base}/:slug/${action}`, CONTENT_ROUTE, async (request, reply) => {
      const slug = slugParam(request);
      const begun = whole(bodyFields(request.body), "base");
      const found = await opening(slug);
      if (!found.job) return refuse(reply, 404, inboxMessages.notFound);
      const picture = readOpening(found.publishedFiles, slug)!.picture;
      const yaml = openingYaml({ ...fieldsOf(found.job), closed }, picture);
      const recorded = await studio.publish(
        request,
        { put: [{ path: yamlPath(slug), body: yaml }], remove: [] },
        { base: begun, note: `${action === "close" ? "closed" : "reopened"} opening ${slug}` },
      );
      await studio.record(
        request,
        action === "close" ? "content-close" : "content-reopen",
        entryOf(slug),
        `revision ${recorded.revision.number}`,
      );
      return answer(slug);
    });
}
