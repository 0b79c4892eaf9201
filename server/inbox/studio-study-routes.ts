// The Studio's case studies (docs/inbox-api.md, "Studio"; decision 1312): list, edit as a draft,
// upload pictures and films into the study's folder, publish, discard, history and revert. A
// study is a folder (decision 1302): its draft is every file of it that changes, kept in the
// database like an opening's (decision 1311), and every publish goes through publishChange, so
// the whole tree is checked by the build's readers before it goes live.
import { basename, extname } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type DraftState,
  type EntryHistoryItem,
  STUDIO_FILM_MAX_BYTES,
  STUDIO_PICTURE_MAX_BYTES,
  type StudyEditor,
  type StudyFileKind,
  type StudyList,
  type StudySummary,
} from "#contracts/studio.ts";
import { history, publishChange, revert } from "../content/content-changes.ts";
import { ContentConflictError } from "../content/content-store.ts";
import type { ContentFile } from "../content/content-tree.ts";
import type { Draft, DraftInfo } from "../content/draft-store.ts";
import {
  addressOf,
  checkFolder,
  entryOf,
  folderFilesIn,
  folderPath,
  headerOf,
  namedFiles,
  readStudyDocument,
  studyYaml,
  uploadName,
  WORKS_FOLDER,
  yamlPath,
} from "../content/study-files.ts";
import { studyForm } from "../content/study-form.ts";
import { cleanPicture } from "../media/clean-picture.ts";
import { checkFilm, FilmError } from "../media/film-check.ts";
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

/** A study's JSON is a few kilobytes; this leaves room for a long one, not for abuse. */
const STUDY_BODY_LIMIT = 512 * 1024;

const FILE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** Megabytes, as an editor reads a file's size. */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;

const draftState = (draft: DraftInfo | null): DraftState | null =>
  draft ? { version: draft.version, author: draft.author, updatedAt: draft.updatedAt } : null;

function whole(fields: Fields, name: string): number {
  const value = fields[name];
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    throw new InvalidFields({ [name]: inboxMessages.invalid });
  return value;
}

/** The folder's files as the draft would leave them (the published ones, changed by the draft). */
function withDraft(
  published: readonly ContentFile[],
  draft: Pick<Draft, "put" | "remove"> | null,
): ContentFile[] {
  if (!draft) return [...published];
  const put = new Map(draft.put.map((file) => [file.path, file]));
  const gone = new Set(draft.remove);
  return [
    ...published.filter((file) => !put.has(file.path) && !gone.has(file.path)),
    ...put.values(),
  ];
}

const conflict = (author: string | undefined) =>
  new ContentConflictError(
    author
      ? `${author} saved this draft after you opened it; reload to see their version, then make your change again`
      : "This draft was published or discarded after you opened it; reload to see the study as it is now",
  );

/** Every study's number (workId) and place (order) in `files`, for a new study's. */
function numbers(files: readonly ContentFile[]) {
  const found = { workId: -1, order: 0 };
  for (const file of files)
    if (file.path.startsWith(WORKS_FOLDER) && file.path.endsWith("/study.yaml")) {
      const folder = file.path.slice(WORKS_FOLDER.length, -"/study.yaml".length);
      const study = readStudyDocument([file], folder);
      if (typeof study?.workId === "number") found.workId = Math.max(found.workId, study.workId);
      if (typeof study?.order === "number") found.order = Math.max(found.order, study.order);
    }
  return found;
}

export function studioStudyRoutes(app: FastifyInstance, ctx: InboxContext, api: string) {
  const content = { config: { inbox: "content" as const } };
  const { content: store, drafts, db, published } = ctx.services;
  const base = `${api}/content/studies`;

  // A film comes as its own bytes, like a picture (whose parser the openings' routes add).
  app.addContentTypeParser(
    /^video\//,
    { parseAs: "buffer", bodyLimit: STUDIO_FILM_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  async function current() {
    const revision = await store.published();
    if (!revision)
      throw new ContentConflictError("The content store is empty; import content first");
    return { number: revision.number, files: await store.files(revision.number) };
  }

  /** The study as published and as drafted. */
  async function study(folder: string) {
    const [live, draft] = await Promise.all([current(), drafts.get(entryOf(folder))]);
    const publishedFiles = folderFilesIn(live.files, folder);
    const isPublished = publishedFiles.some((file) => file.path === yamlPath(folder));
    return { live, draft, publishedFiles, isPublished };
  }
  type Found = Awaited<ReturnType<typeof study>>;

  /** What the editor shows of the study; null when it is neither published nor drafted. */
  function editorOf(folder: string, found: Found): StudyEditor | null {
    if (!found.isPublished && !found.draft) return null;
    const files = withDraft(found.publishedFiles, found.draft);
    return {
      folder,
      ...addressOf(folder),
      base: found.draft?.base ?? found.live.number,
      published: found.isPublished,
      draft: draftState(found.draft),
      study: readStudyDocument(files, folder),
      files: files
        .filter((file) => file.path !== yamlPath(folder))
        .map((file) => ({ name: basename(file.path), size: file.body.length }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  const actor = (request: FastifyRequest) => request.staff!.email;
  const folderParam = (request: FastifyRequest) =>
    checkFolder((request.params as { folder?: unknown }).folder);
  const answer = async (folder: string, extra: object = {}) => ({
    status: "success",
    data: { ...editorOf(folder, await study(folder)), ...extra },
  });

  /**
   * Renders the study's page and the works list with `files` (the whole tree as it would be),
   * refusing (409) what does not render, so a study that would break a page is never published.
   * A server without a build serves no pages, so it has none to break.
   */
  async function rendersWith(files: readonly ContentFile[], folder: string) {
    if (!ctx.site) return;
    for (const address of [addressOf(folder).address.slice("/old".length), "/works"]) {
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

  app.get(base, content, async () => {
    const [live, open] = await Promise.all([current(), drafts.list(WORKS_FOLDER)]);
    const folders = new Set(open.map((draft) => draft.entry.slice(WORKS_FOLDER.length)));
    for (const file of live.files)
      if (file.path.startsWith(WORKS_FOLDER) && file.path.endsWith("/study.yaml"))
        folders.add(file.path.slice(WORKS_FOLDER.length, -"/study.yaml".length));
    const studies: StudySummary[] = [];
    for (const folder of folders) {
      const draft = open.find((d) => d.entry === entryOf(folder)) ?? null;
      const live_ = readStudyDocument(live.files, folder);
      const shown =
        live_ ?? readStudyDocument((await drafts.get(entryOf(folder)))?.put ?? [], folder) ?? {};
      const text = (value: unknown) => (typeof value === "string" ? value : "");
      studies.push({
        folder,
        ...addressOf(folder),
        client: text(shown.client),
        title: text(shown.title),
        order: typeof shown.order === "number" ? shown.order : 0,
        status: live_ ? "published" : "unpublished",
        draft: draftState(draft),
      });
    }
    studies.sort((a, b) => a.order - b.order || a.folder.localeCompare(b.folder));
    const data: StudyList = { revision: live.number, studies };
    return { status: "success", data };
  });

  // The editor's description of a study, derived from its schema, and a new study's first state.
  app.get(`${base}/form`, content, async () => {
    const { order } = numbers((await current()).files);
    return { status: "success", data: studyForm(Math.floor(order / 10) * 10 + 10) };
  });

  app.get(`${base}/:folder`, content, async (request, reply) => {
    const folder = folderParam(request);
    const editor = editorOf(folder, await study(folder));
    if (!editor) return refuse(reply, 404, inboxMessages.notFound);
    return { status: "success", data: editor };
  });

  // Saves the study as its draft (a new study's first save or upload makes it). The folder keeps
  // what study.yaml names and nothing else; a published study's number (workId) is kept.
  app.post(
    `${base}/:folder/draft`,
    { ...content, bodyLimit: STUDY_BODY_LIMIT },
    async (request) => {
      const folder = folderParam(request);
      const body = bodyFields(request.body);
      const version = whole(body, "version");
      const begun = whole(body, "base");
      const sent = body.study;
      if (!sent || typeof sent !== "object" || Array.isArray(sent))
        throw new InvalidFields({ study: inboxMessages.invalid });
      const found = await study(folder);
      const to =
        body.folder === undefined || body.folder === folder ? folder : checkFolder(body.folder);
      if (to !== folder && found.isPublished)
        throw new InvalidFields({ folder: "A published study's folder cannot change" });
      if ((found.draft?.version ?? 0) !== version) throw conflict(found.draft?.author);
      if (to !== folder) {
        const other = await study(to);
        if (other.isPublished || other.draft)
          throw new InvalidFields({ folder: "A case study in this folder exists already" });
      }
      const files = withDraft(found.publishedFiles, found.draft);
      const yaml = files.find((file) => file.path === yamlPath(folder));
      const live = readStudyDocument(found.publishedFiles, folder);
      const workId = live?.workId ?? numbers(found.live.files).workId + 1;
      const document: Record<string, unknown> =
        "workId" in sent ? { ...sent, workId } : { workId, ...sent };
      const others = files.filter((file) => file.path !== yamlPath(folder));
      const names = new Set(others.map((file) => basename(file.path)));
      // A new study's file opens as the others do: who, what, and where its page is.
      const words = (value: unknown) =>
        typeof value === "string" ? value.replace(/\s+/g, " ") : "";
      const header =
        headerOf(yaml?.body) ||
        `# ${words(document.client)} — ${words(document.title)}. The page: ${addressOf(to).address.slice("/old".length)}.\n` +
          "# Blocks run top to bottom; every picture and film named here sits beside this file.\n";
      const body_ = studyYaml(document, names, { draft: true, header });
      const keep = namedFiles(
        readStudyDocument([{ path: yamlPath(folder), body: body_ }], folder)!,
      );
      const drafted = new Set(found.draft?.put.map((file) => file.path));
      const put = [
        { path: yamlPath(to), body: body_ },
        ...others
          .filter((file) => keep.has(basename(file.path)) && drafted.has(file.path))
          .map((file) => ({ path: `${folderPath(to)}${basename(file.path)}`, body: file.body })),
      ];
      const remove = found.publishedFiles
        .filter((file) => file.path !== yamlPath(folder) && !keep.has(basename(file.path)))
        .map((file) => file.path);
      const saved = await drafts.save(
        entryOf(to),
        { base: begun, put, remove },
        { author: actor(request), version: to === folder ? version : 0 },
        ctx.now(),
      );
      if (to !== folder) await drafts.discard(entryOf(folder));
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
      return answer(to);
    },
  );

  // A picture or a film into the study's folder in the draft, judged by its bytes: a picture by
  // its decoded pixels and stripped of its metadata (cleanPicture), a film by its signature.
  app.post(
    `${base}/:folder/files`,
    {
      ...content,
      bodyLimit: STUDIO_FILM_MAX_BYTES,
      // Only a file's own bytes are read here, never a large body of another kind.
      preParsing: async (request: FastifyRequest, reply: FastifyReply) => {
        const type = request.headers["content-type"] ?? "";
        if (!/^(image\/|video\/|application\/octet-stream)/i.test(type))
          void refuse(reply, 415, "Send the file itself: a picture or a film");
      },
    },
    async (request, reply) => {
      const folder = folderParam(request);
      const query = request.query as { version?: unknown; name?: unknown; as?: unknown };
      const version = Number(query.version);
      const as = query.as as StudyFileKind;
      if (!["picture", "webm", "mp4"].includes(as))
        throw new InvalidFields({ as: inboxMessages.invalid });
      const requested = typeof query.name === "string" ? query.name.slice(0, 200) : "";
      if (!Buffer.isBuffer(request.body))
        return refuse(reply, 415, "Send the file itself: a picture or a film");
      const body = request.body;
      if (as === "picture" && body.length > STUDIO_PICTURE_MAX_BYTES)
        return refuse(
          reply,
          413,
          `This picture is ${megabytes(body.length)}; the most we take is ${megabytes(STUDIO_PICTURE_MAX_BYTES)}`,
        );
      const found = await study(folder);
      if ((found.draft?.version ?? 0) !== version) throw conflict(found.draft?.author);
      let kept: { body: Buffer; extension: string; detail: string };
      try {
        if (as === "picture") {
          const cleaned = await cleanPicture(body);
          kept = {
            body: cleaned.body,
            extension: cleaned.format === "jpeg" ? "jpg" : cleaned.format,
            detail: `${cleaned.format}, ${cleaned.width}×${cleaned.height}`,
          };
        } else {
          const format = checkFilm(body, as);
          kept = { body, extension: format, detail: `${format}, ${megabytes(body.length)}` };
        }
      } catch (error) {
        if (error instanceof PictureError || error instanceof FilmError)
          throw new InvalidFields({ file: error.message });
        throw error;
      }
      const files = withDraft(found.publishedFiles, found.draft)
        .filter((file) => file.path !== yamlPath(folder))
        .map((file) => ({ name: basename(file.path), body: file.body }));
      const fallback = as === "picture" ? "picture" : "film";
      const name = uploadName(requested, kept.extension, files, kept.body, fallback);
      const path = `${folderPath(folder)}${name}`;
      const saved = await drafts.save(
        entryOf(folder),
        {
          base: found.draft?.base ?? found.live.number,
          put: [
            ...(found.draft?.put ?? []).filter((file) => file.path !== path),
            { path, body: kept.body },
          ],
          remove: found.draft?.remove ?? [],
        },
        { author: actor(request), version },
        ctx.now(),
      );
      await audit(
        db,
        {
          actor: actor(request),
          action: "content-upload",
          target: entryOf(folder),
          detail: `${name}: ${kept.detail}, draft ${saved.version}`,
        },
        ctx.now(),
      );
      return answer(folder, { uploaded: name });
    },
  );

  // A file of the study as the draft (else the site) has it, for the editor's previews.
  app.get(`${base}/:folder/files/:name`, content, async (request, reply) => {
    const folder = folderParam(request);
    const name = String((request.params as { name?: unknown }).name);
    const found = await study(folder);
    const file = /^[\w-][\w.-]*$/.test(name)
      ? withDraft(found.publishedFiles, found.draft).find(
          (f) => f.path === `${folderPath(folder)}${name}` && name !== "study.yaml",
        )
      : undefined;
    if (!file) return refuse(reply, 404, inboxMessages.notFound);
    return (
      reply
        .header(
          "Content-Type",
          FILE_TYPES[extname(name).toLowerCase()] ?? "application/octet-stream",
        )
        // An SVG opened on its own is a document: it may show, never run anything.
        .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file.body)
    );
  });

  // The study's page (or the works list) as a visitor would get it with the saved draft, with the
  // site's own policy for its scripts, never stored or indexed (the inbox's headers).
  app.get(`${base}/:folder/preview`, content, async (request, reply) => {
    const folder = folderParam(request);
    const list = (request.query as { page?: unknown }).page === "works";
    const found = await study(folder);
    if (!found.isPublished && !found.draft) return refuse(reply, 404, inboxMessages.notFound);
    if (!ctx.site) return refuse(reply, 503, inboxMessages.notBuilt);
    let html: string;
    try {
      html = await ctx.site.preview(
        withDraft(found.live.files, found.draft),
        list ? "/works" : addressOf(folder).address.slice("/old".length),
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

  app.post(`${base}/:folder/publish`, content, async (request, reply) => {
    const folder = folderParam(request);
    const version = whole(bodyFields(request.body), "version");
    const found = await study(folder);
    if (!found.draft) return refuse(reply, 409, "There is nothing to publish: save a draft first");
    if (found.draft.version !== version) throw conflict(found.draft.author);
    const sent = readStudyDocument(found.draft.put, folder);
    if (!sent) return refuse(reply, 409, "There is nothing to publish: save the study first");
    // Checked again without a draft's leave to lack a file, naming the field. A new study takes
    // the next number no published study has.
    const files = withDraft(found.publishedFiles, found.draft);
    const names = new Set(
      files.filter((f) => f.path !== yamlPath(folder)).map((f) => basename(f.path)),
    );
    const yaml = files.find((file) => file.path === yamlPath(folder))!;
    const workId = found.isPublished ? sent.workId : numbers(found.live.files).workId + 1;
    const body = studyYaml({ ...sent, workId }, names, { header: headerOf(yaml.body) });
    const put = [
      { path: yamlPath(folder), body },
      ...found.draft.put.filter((file) => file.path !== yamlPath(folder)),
    ];
    await rendersWith(withDraft(found.live.files, { put, remove: found.draft.remove }), folder);
    const recorded = await publishChange(
      store,
      { put, remove: found.draft.remove },
      {
        author: actor(request),
        base: found.draft.base,
        note: `${found.isPublished ? "changed" : "added"} case study ${folder}`,
      },
    );
    await published.refresh();
    await drafts.discard(entryOf(folder), version);
    await audit(
      db,
      {
        actor: actor(request),
        action: "content-publish",
        target: `revision ${recorded.revision.number}`,
        detail: entryOf(folder),
      },
      ctx.now(),
    );
    return answer(folder);
  });

  app.post(`${base}/:folder/discard`, content, async (request) => {
    const folder = folderParam(request);
    const version = whole(bodyFields(request.body), "version");
    if (!(await drafts.discard(entryOf(folder), version)))
      throw new ContentConflictError("This draft changed after you opened it; reload to see it");
    await audit(
      db,
      { actor: actor(request), action: "content-discard", target: entryOf(folder) },
      ctx.now(),
    );
    return answer(folder);
  });

  app.get(`${base}/:folder/history`, content, async (request) => {
    const folder = folderParam(request);
    const [entries, live] = await Promise.all([
      history(store, { folders: [folderPath(folder)] }),
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

  app.post(`${base}/:folder/revert`, content, async (request) => {
    const folder = folderParam(request);
    const body = bodyFields(request.body);
    const to = whole(body, "to");
    const begun = whole(body, "base");
    const recorded = await revert(store, { folders: [folderPath(folder)] }, to, {
      author: actor(request),
      base: begun,
      note: `case study ${folder} back to revision ${to}`,
    });
    await published.refresh();
    await audit(
      db,
      {
        actor: actor(request),
        action: "content-revert",
        target: entryOf(folder),
        detail: `to revision ${to}, as revision ${recorded.revision.number}`,
      },
      ctx.now(),
    );
    return { status: "success", data: { revision: recorded.revision.number } };
  });
}
