// The Studio's case studies (docs/inbox-api.md, "Studio"; decision 1312): list, edit as a draft,
// upload pictures and films into the study's folder, publish, discard, history and revert. A
// study is a folder (decision 1302): its draft is every file of it that changes, kept in the
// database like an opening's (decision 1311), and every publish goes through publishChange, so
// the whole tree is checked by the build's readers before it goes live. What a study shares with
// the other kinds of entry is in studio-entries.ts.
import { basename } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  STUDIO_FILM_MAX_BYTES,
  STUDIO_PICTURE_MAX_BYTES,
  type StudyEditor,
  type StudyFileKind,
  type StudyList,
  type StudySummary,
} from "#contracts/studio.ts";
import type { ContentFile } from "../content/content-tree.ts";
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
import { fieldsOf as bodyFields } from "./body.ts";
import type { InboxContext } from "./inbox-context.ts";
import { refuse } from "./inbox-guard.ts";
import { inboxMessages } from "./inbox-messages.ts";
import {
  checkVersion,
  CONTENT_ROUTE,
  draftState,
  sendFile,
  type StudioEntries,
  whole,
  withDraft,
} from "./studio-entries.ts";

/** A study's JSON is a few kilobytes; this leaves room for a long one, not for abuse. */
const STUDY_BODY_LIMIT = 512 * 1024;

/** Megabytes, as an editor reads a file's size. */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;

/** The study's page on the site, without the /old prefix the renderer does not take. */
const studyPage = (folder: string) => addressOf(folder).address.slice("/old".length);

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

export function studioStudyRoutes(studio: StudioEntries, ctx: InboxContext, api: string) {
  const { app } = studio;
  const { drafts } = ctx.services;
  const base = `${api}/content/studies`;

  /** The study as published and as drafted. */
  async function study(folder: string) {
    const found = await studio.find(entryOf(folder), (files) => folderFilesIn(files, folder));
    const isPublished = found.publishedFiles.some((file) => file.path === yamlPath(folder));
    return { ...found, isPublished };
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
  const editor = async (folder: string, extra: object = {}) => ({
    ...editorOf(folder, await study(folder)),
    ...extra,
  });
  const answer = async (folder: string, extra: object = {}) => ({
    status: "success",
    data: await editor(folder, extra),
  });

  // Preview (the study's page, or `?page=works` the works list), publish, discard, history and
  // revert, as for every kind of entry. History and revert cover the whole folder.
  const { keyParam: folderParam } = studio.entryRoutes({
    base,
    param: "folder",
    keyOf: checkFolder,
    entryOf,
    noun: "case study",
    scope: (folder) => ({ folders: [folderPath(folder)] }),
    pages: (folder) => [
      ["", studyPage(folder)],
      ["works", "/works"],
    ],
    find: study,
    answer: editor,
    // Checked again without a draft's leave to lack a file, naming the field. A new study takes
    // the next number no published study has.
    publishing: (folder, found) => {
      const sent = readStudyDocument(found.draft.put, folder);
      if (!sent) return "There is nothing to publish: save the study first";
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
      return { put, remove: found.draft.remove };
    },
  });

  app.get(base, CONTENT_ROUTE, async () => {
    const [live, open] = await Promise.all([studio.current(), drafts.list(WORKS_FOLDER)]);
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
  app.get(`${base}/form`, CONTENT_ROUTE, async () => {
    const { order } = numbers((await studio.current()).files);
    return { status: "success", data: studyForm(Math.floor(order / 10) * 10 + 10) };
  });

  app.get(`${base}/:folder`, CONTENT_ROUTE, async (request, reply) => {
    const folder = folderParam(request);
    const found = editorOf(folder, await study(folder));
    if (!found) return refuse(reply, 404, inboxMessages.notFound);
    return { status: "success", data: found };
  });

  // Saves the study as its draft (a new study's first save or upload makes it). The folder keeps
  // what study.yaml names and nothing else; a published study's number (workId) is kept.
  app.post(
    `${base}/:folder/draft`,
    { ...CONTENT_ROUTE, bodyLimit: STUDY_BODY_LIMIT },
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
      checkVersion(found.draft, version, "the study");
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
        `# ${words(document.client)} — ${words(document.title)}. The page: ${studyPage(to)}.\n` +
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
      await studio.saveDraft(
        request,
        { from: entryOf(folder), to: entryOf(to), version },
        { base: begun, put, remove },
      );
      return answer(to);
    },
  );

  // A picture or a film into the study's folder in the draft, judged by its bytes: a picture by
  // its decoded pixels and stripped of its metadata (cleanPicture), a film by its signature.
  app.post(
    `${base}/:folder/files`,
    {
      ...CONTENT_ROUTE,
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
      // A study has no sharing picture of its own: its hero is on its card.
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
      checkVersion(found.draft, version, "the study");
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
          const format = checkFilm(body, as as "webm" | "mp4");
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
      await studio.saveUpload(
        request,
        entryOf(folder),
        found,
        {
          put: [
            ...(found.draft?.put ?? []).filter((file) => file.path !== path),
            { path, body: kept.body },
          ],
          remove: found.draft?.remove ?? [],
        },
        { version, detail: `${name}: ${kept.detail}` },
      );
      return answer(folder, { uploaded: name });
    },
  );

  // A file of the study as the draft (else the site) has it, for the editor's previews.
  app.get(`${base}/:folder/files/:name`, CONTENT_ROUTE, async (request, reply) => {
    const folder = folderParam(request);
    const name = String((request.params as { name?: unknown }).name);
    const found = await study(folder);
    const file = /^[\w-][\w.-]*$/.test(name)
      ? withDraft(found.publishedFiles, found.draft).find(
          (f) => f.path === `${folderPath(folder)}${name}` && name !== "study.yaml",
        )
      : undefined;
    if (!file) return refuse(reply, 404, inboxMessages.notFound);
    return sendFile(reply, file);
  });
}
