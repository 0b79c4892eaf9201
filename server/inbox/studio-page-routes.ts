// The Studio's pages (docs/inbox-api.md, "Studio: pages"; decision 1314): every written-out page
// of content/pages/ and every service page of content/services/ listed, its words, blocks and
// sharing picture edited as a draft, previewed, published, and its history with a way back. A page
// is its file and its sharing picture beside it; what it shares with the other kinds of entry
// (preview, the render check, publish, discard, history, revert) is in studio-entries.ts. Pages
// are not added or removed here: that is a developer's change with its route.
import { basename } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  type PageEditor,
  type PageList,
  type PageSummary,
  STUDIO_PICTURE_MAX_BYTES,
} from "#contracts/studio.ts";
import { history } from "../content/content-changes.ts";
import {
  LOCKED_FIELDS,
  type PageKey,
  pageAddress,
  pageFilesIn,
  pageKeyAt,
  pageKeyOf,
  pageRenders,
  pageYaml,
  readPageDocument,
} from "../content/page-files.ts";
import { pageFields } from "../content/page-form.ts";
import { headerOf } from "../content/study-files.ts";
import { sharePicture } from "../media/clean-picture.ts";
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

/** A page's JSON is a few kilobytes; this leaves room for a long one, not for abuse. */
const PAGE_BODY_LIMIT = 256 * 1024;

/** What history and revert cover: the page's file and its sharing picture. */
const scopeOf = (page: PageKey) => ({ paths: [page.yaml, page.share] });

export function studioPageRoutes(studio: StudioEntries, ctx: InboxContext, api: string) {
  const { app } = studio;
  const { drafts, content: store } = ctx.services;
  const base = `${api}/content/pages`;

  /** The page as published and as drafted. */
  async function found(key: string) {
    const page = pageKeyOf(key);
    const entry = await studio.find(page.entry, (files) => pageFilesIn(files, page));
    const published = readPageDocument(entry.publishedFiles, page);
    return { ...entry, page, published, isPublished: published !== null };
  }
  type Found = Awaited<ReturnType<typeof found>>;

  /** What the editor shows of the page; null when the site has no such page. */
  function editorOf(at: Found): PageEditor | null {
    const { page, published } = at;
    if (!published) return null;
    const files = withDraft(at.publishedFiles, at.draft);
    const document = readPageDocument(files, page) ?? published;
    const locked: PageEditor["locked"] = {};
    for (const field of LOCKED_FIELDS[page.kind]) {
      const value = published[field];
      if (typeof value === "string" || typeof value === "number") locked[field] = value;
    }
    return {
      key: page.key,
      kind: page.kind,
      address: pageAddress(page, published),
      file: page.yaml,
      base: at.draft?.base ?? at.live.number,
      published: true,
      draft: draftState(at.draft),
      page: document,
      locked,
      fields: pageFields(page, published),
      files: files
        .filter((file) => file.path !== page.yaml)
        .map((file) => ({ name: basename(file.path), size: file.body.length })),
    };
  }
  const editor = async (key: string, extra: object = {}) => ({
    ...editorOf(await found(key)),
    ...extra,
  });
  const answer = async (key: string, extra: object = {}) => ({
    status: "success",
    data: await editor(key, extra),
  });

  /** The file names beside the page that a save may name: its sharing picture, if uploaded. */
  const namesIn = (at: Found) =>
    new Set(
      withDraft(at.publishedFiles, at.draft)
        .filter((file) => file.path !== at.page.yaml)
        .map((file) => basename(file.path)),
    );

  // Preview (the page, or `?page=above` the page whose tiles link to a service page), publish,
  // discard, history and revert, as for every kind of entry.
  const { keyParam } = studio.entryRoutes({
    base,
    param: "page",
    keyOf: (value) => pageKeyOf(value).key,
    entryOf: (key) => pageKeyOf(key).entry,
    noun: "page",
    scope: (key) => scopeOf(pageKeyOf(key)),
    pages: (_key, at) => pageRenders(at.page, at.published),
    afterConflict: "publish",
    find: found,
    answer: editor,
    // Checked again without a draft's leave to lack its picture, naming the field.
    publishing: (_key, at) => {
      const sent = readPageDocument(at.draft.put, at.page);
      if (!sent || !at.published) return "There is nothing to publish: save the page first";
      const yaml = at.publishedFiles.find((file) => file.path === at.page.yaml);
      const body = pageYaml(at.page, at.published, sent, namesIn(at), {
        header: headerOf(yaml?.body),
      });
      const put = [
        { path: at.page.yaml, body },
        ...at.draft.put.filter((file) => file.path !== at.page.yaml),
      ];
      return { put, remove: at.draft.remove };
    },
  });

  // Every page the site has, in the order of its files, with who last published each.
  app.get(base, CONTENT_ROUTE, async () => {
    const [live, open] = await Promise.all([
      studio.current(),
      Promise.all([drafts.list("pages/"), drafts.list("services/")]).then((all) => all.flat()),
    ]);
    const pages: PageSummary[] = [];
    for (const file of live.files) {
      const key = pageKeyAt(file.path);
      if (!key) continue;
      const page = pageKeyOf(key);
      const document = readPageDocument([file], page)!;
      const [newest] = await history(store, scopeOf(page));
      pages.push({
        key,
        kind: page.kind,
        title: typeof document.title === "string" ? document.title : page.name,
        address: pageAddress(page, document),
        file: page.yaml,
        lastPublished: newest ? { at: newest.publishedAt, by: newest.author } : null,
        draft: draftState(open.find((draft) => draft.entry === page.entry) ?? null),
      });
    }
    // The written-out pages first, then the service pages, each by its address.
    pages.sort((a, b) => a.kind.localeCompare(b.kind) || a.address.localeCompare(b.address));
    const data: PageList = { revision: live.number, pages };
    return { status: "success", data };
  });

  app.get(`${base}/:page`, CONTENT_ROUTE, async (request, reply) => {
    const found_ = editorOf(await found(keyParam(request)));
    if (!found_) return refuse(reply, 404, inboxMessages.notFound);
    return { status: "success", data: found_ };
  });

  // Saves the page as its draft. Its address, body class and layout stay as published; its
  // folder keeps the sharing picture the file names, and loses one it no longer does.
  app.post(
    `${base}/:page/draft`,
    { ...CONTENT_ROUTE, bodyLimit: PAGE_BODY_LIMIT },
    async (request, reply) => {
      const key = keyParam(request);
      const body = bodyFields(request.body);
      const version = whole(body, "version");
      const begun = whole(body, "base");
      const at = await found(key);
      if (!at.published) return refuse(reply, 404, inboxMessages.notFound);
      checkVersion(at.draft, version, "the page");
      const yaml = at.publishedFiles.find((file) => file.path === at.page.yaml);
      const saved = pageYaml(at.page, at.published, body.page, namesIn(at), {
        draft: true,
        header: headerOf(yaml?.body),
      });
      const named = readPageDocument([{ path: at.page.yaml, body: saved }], at.page)!;
      const shareName = (named.share as { image?: unknown } | undefined)?.image;
      const keep = (file: { path: string }) =>
        typeof shareName === "string" && shareName !== "" && basename(file.path) === shareName;
      const put = [
        { path: at.page.yaml, body: saved },
        ...(at.draft?.put ?? []).filter((file) => file.path !== at.page.yaml && keep(file)),
      ];
      const remove = at.publishedFiles
        .filter((file) => file.path !== at.page.yaml && !keep(file))
        .map((file) => file.path);
      await studio.saveDraft(
        request,
        { from: at.page.entry, to: at.page.entry, version },
        { base: begun, put, remove },
      );
      return answer(key);
    },
  );

  // The sharing picture: judged by its decoded pixels, its metadata (EXIF, GPS) stripped, cut to
  // 1200×630 and kept as a JPEG beside the page in the draft. The editor names it in the page.
  app.post(
    `${base}/:page/share`,
    {
      ...CONTENT_ROUTE,
      bodyLimit: STUDIO_PICTURE_MAX_BYTES,
      // Only a picture's own bytes are read here, never a large body of another kind.
      preParsing: async (request: FastifyRequest, reply: FastifyReply) => {
        const type = request.headers["content-type"] ?? "";
        if (!/^(image\/|application\/octet-stream)/i.test(type))
          void refuse(reply, 415, "Send the picture itself: a JPEG, PNG, WebP or HEIC file");
      },
    },
    async (request, reply) => {
      const key = keyParam(request);
      const version = Number((request.query as { version?: unknown }).version);
      if (!Buffer.isBuffer(request.body))
        return refuse(reply, 415, "Send the picture itself: a JPEG, PNG, WebP or HEIC file");
      const at = await found(key);
      if (!at.published) return refuse(reply, 404, inboxMessages.notFound);
      checkVersion(at.draft, version, "the page");
      let made;
      try {
        made = await sharePicture(request.body);
      } catch (error) {
        if (error instanceof PictureError) throw new InvalidFields({ file: error.message });
        throw error;
      }
      const path = at.page.share;
      await studio.saveUpload(
        request,
        at.page.entry,
        at,
        {
          put: [
            ...(at.draft?.put ?? []).filter((file) => file.path !== path),
            { path, body: made.body },
          ],
          remove: (at.draft?.remove ?? []).filter((removed) => removed !== path),
        },
        { version, detail: `${basename(path)}: jpeg, ${made.width}×${made.height}` },
      );
      return answer(key, { uploaded: basename(path) });
    },
  );

  // The page's sharing picture as the draft (else the site) has it, for the editor's preview.
  app.get(`${base}/:page/files/:name`, CONTENT_ROUTE, async (request, reply) => {
    const at = await found(keyParam(request));
    const name = String((request.params as { name?: unknown }).name);
    const file =
      name === basename(at.page.share)
        ? withDraft(at.publishedFiles, at.draft).find((f) => f.path === at.page.share)
        : undefined;
    if (!file) return refuse(reply, 404, inboxMessages.notFound);
    return sendFile(reply, file);
  });
}
