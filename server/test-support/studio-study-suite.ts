// The Studio's case studies API, run against each database (server/inbox/studio-studies.*.test.ts),
// through app.inject() on the real app over the real content store: the list and one study as its
// file holds it, a new study drafted with its pictures (their pixels judged, their metadata
// stripped) and films (judged by their bytes), published, changed by two editors at once, its
// history and revert, who may do what, and hostile input.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type {
  EntryHistoryItem,
  StudyDocument,
  StudyEditor,
  StudyForm,
  StudyList,
  StudyUploaded,
} from "#contracts/studio.ts";
import { contentDir } from "../content/content-dir.ts";
import type { InboxClient } from "./inbox-client.ts";
import type { DbFactory } from "./stores-suite.ts";
import { data, editorsOnly, jpegWithGps, pngBomb, studioMembers } from "./studio-members.ts";

const FOLDER = "branding-kayal";
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const INSTAGRAM = "https://www.instagram.com/p/CUbHfhpswxt/";
const PARAGRAPH = "Kayal sells the morning's catch from a counter on the Vypin ferry road.";

/** A whole new study naming the three pictures it will have. */
function kayal(pictures = { hero: "", thumb: "", counter: "" }): StudyDocument {
  return {
    order: 200,
    client: "Kayal",
    theme: { ground: "#0b3d4a", ink: "#ffffff", accent: "#f2a541" },
    title: "A fish market's new sign",
    metaDescription:
      "How Kadal gave Kayal, a fish counter on the Vypin ferry road, a sign, a price board and a voice.",
    market: "Vypin and Kochi",
    services: ["Naming", "Signage"],
    resultBadge: "Sold out by nine",
    listing: [
      {
        project: "A fish market's new sign",
        thumbnail: { image: pictures.thumb, alt: "The Kayal sign over the counter at dawn" },
      },
    ],
    blocks: [
      { type: "hero", image: pictures.hero, alt: "The Kayal counter with the day's catch on ice" },
      { type: "overview", paragraphs: [PARAGRAPH] },
      {
        type: "image",
        image: pictures.counter,
        alt: "The price board in chalk above the counter",
        caption: "The price board",
      },
      { type: "embed", url: YOUTUBE, title: "The opening morning" },
      { type: "embed", url: INSTAGRAM, title: "The first post" },
      { type: "result", paragraphs: [PARAGRAPH], figures: [] },
    ],
  };
}

export function studioStudySuite(label: string, makeDb: DbFactory) {
  describe(`the Studio's case studies (${label})`, () => {
    const studio = studioMembers(makeDb, "10.3.0");
    const errorsOf = (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { data: { errors: Record<string, string> } }).data.errors;
    };
    const open = async (member: InboxClient, folder: string) =>
      data<StudyEditor>(await member.request("GET", `content/studies/${folder}`));
    const list = async () => data<StudyList>(await studio.editor.request("GET", "content/studies"));
    const upload = (
      member: InboxClient,
      folder: string,
      body: Buffer,
      query: { version: number; name: string; as: string },
      type = "image/jpeg",
    ) =>
      studio.send(
        member,
        `content/studies/${folder}/files?${new URLSearchParams(
          Object.entries(query).map(([k, v]) => [k, String(v)]),
        ).toString()}`,
        body,
        type,
      );
    const save = (
      folder: string,
      study: StudyDocument,
      version: number,
      base: number,
      extra = {},
    ) =>
      studio.editor.request("POST", `content/studies/${folder}/draft`, {
        study,
        version,
        base,
        ...extra,
      });
    const { publishedFile } = studio;
    const photo = (colour: string) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    const film = (name: string) =>
      readFileSync(join(contentDir(), "works", "branding-aptayu", name));

    /** A new study drafted at `folder` with its three pictures uploaded; the editor after. */
    async function drafted(folder: string, change: (study: StudyDocument) => void = () => {}) {
      const { revision } = await list();
      let version = 0;
      const names: Record<string, string> = {};
      for (const [name, colour] of [
        ["hero", "#0b3d4a"],
        ["thumb", "#f2a541"],
        ["counter", "#e07a5f"],
      ] as const) {
        const up = data<StudyUploaded>(
          await upload(studio.editor, folder, await photo(colour), {
            version,
            name,
            as: "picture",
          }),
        );
        names[name] = up.uploaded;
        version = up.draft!.version;
      }
      const study = kayal(names as { hero: string; thumb: string; counter: string });
      change(study);
      return data<StudyEditor>(await save(folder, study, version, revision));
    }

    it("lists the thirteen studies as published, in their order", async () => {
      const { studies } = await list();
      expect(studies).toHaveLength(13);
      expect(studies[0]).toMatchObject({
        folder: "branding-aptayu",
        address: "/old/works/branding/aptayu",
        category: "branding",
        client: "Aptayu",
        title: "A brand rooted in ritual",
        order: 10,
        status: "published",
        draft: null,
      });
      const orders = studies.map((study) => study.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    });

    it("gives a study as its file holds it, with its files", async () => {
      const aptayu = await open(studio.editor, "branding-aptayu");
      const yaml = readFileSync(join(contentDir(), "works", "branding-aptayu", "study.yaml"));
      expect(aptayu.study).toEqual(parse(yaml.toString()));
      expect(aptayu).toMatchObject({ published: true, draft: null, category: "branding" });
      expect(aptayu.files.map((file) => file.name)).toContain("shelf.jpg");
      expect(aptayu.files.map((file) => file.name)).not.toContain("study.yaml");
      const shelf = await studio.editor.request(
        "GET",
        "content/studies/branding-aptayu/files/shelf.jpg",
      );
      expect(shelf.statusCode).toBe(200);
      expect(shelf.headers["content-type"]).toBe("image/jpeg");
      expect(shelf.headers["content-security-policy"]).toContain("sandbox");
      for (const name of ["study.yaml", "..%2Fbranding-lazza%2Fthumb.jpg", "nothing.jpg"])
        expect(
          (await studio.editor.request("GET", `content/studies/branding-aptayu/files/${name}`))
            .statusCode,
        ).toBe(404);
    });

    it("describes every block type of the schema, and a new study with the blocks it needs", async () => {
      const form = data<StudyForm>(await studio.editor.request("GET", "content/studies/form"));
      const blocks = form.fields.find((field) => field.key === "blocks")!;
      expect(
        blocks.kind === "list" &&
          blocks.of.kind === "variants" &&
          blocks.of.variants.map((v) => v.value),
      ).toEqual([
        "hero",
        "overview",
        "text",
        "image",
        "gallery",
        "quote",
        "figures",
        "loop",
        "videos",
        "chapter",
        "approach",
        "embed",
        "result",
      ]);
      expect((form.blank.blocks as { type: string }[]).map((block) => block.type)).toEqual([
        "hero",
        "overview",
        "result",
      ]);
      const last = Math.max(...(await list()).studies.map((study) => study.order));
      expect(form.blank.order).toBe(last + 10);
    });

    it("a new study is a draft until published; its photos are stripped of EXIF and GPS; publishing needs every picture", async () => {
      const { revision } = await list();
      const first = data<StudyUploaded>(
        await upload(studio.editor, FOLDER, await jpegWithGps(), {
          version: 0,
          name: "Kayal Counter.JPG",
          as: "picture",
        }),
      );
      expect(first).toMatchObject({
        uploaded: "kayal-counter.jpg",
        published: false,
        study: null,
        draft: { version: 1, author: studio.editor.email },
      });
      const served = await studio.editor.request(
        "GET",
        `content/studies/${FOLDER}/files/kayal-counter.jpg`,
      );
      const kept = await sharp(served.rawPayload).metadata();
      expect(kept).toMatchObject({ format: "jpeg", width: 800, height: 600 });
      expect(kept.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from("Marine Drive"))).toBe(false);

      // Saved with the hero and thumbnail still to come: a draft may wait for them.
      const saved = data<StudyEditor>(
        await save(
          FOLDER,
          kayal({ hero: "", thumb: "", counter: "kayal-counter.jpg" }),
          1,
          revision,
        ),
      );
      expect(saved).toMatchObject({ published: false, draft: { version: 2 } });
      expect((saved.study!.blocks as { image?: string }[])[0]!.image).toBe("");
      expect(saved.study!.workId).toBe(13);
      expect(await publishedFile(`works/${FOLDER}/study.yaml`)).toBeUndefined();

      const early = await studio.editor.request("POST", `content/studies/${FOLDER}/publish`, {
        version: 2,
      });
      expect(errorsOf(early)).toEqual({
        "blocks.0.image": "choose a picture to upload",
        "listing.0.thumbnail.image": "choose a picture to upload",
      });

      let version = 2;
      const names: Record<string, string> = {};
      for (const name of ["hero", "thumb"]) {
        const up = data<StudyUploaded>(
          await upload(studio.editor, FOLDER, await photo("#0b3d4a"), {
            version,
            name,
            as: "picture",
          }),
        );
        names[name] = up.uploaded;
        version = up.draft!.version;
      }
      expect(names).toEqual({ hero: "hero.jpg", thumb: "thumb.jpg" });
      const whole = kayal({ hero: "hero.jpg", thumb: "thumb.jpg", counter: "kayal-counter.jpg" });
      data(await save(FOLDER, whole, version, revision));
      const published = data<StudyEditor>(
        await studio.editor.request("POST", `content/studies/${FOLDER}/publish`, {
          version: version + 1,
        }),
      );
      expect(published).toMatchObject({ published: true, draft: null });
      const yaml = (await publishedFile(`works/${FOLDER}/study.yaml`))!.body.toString();
      expect(yaml).toMatch(
        /^# Kayal — A fish market's new sign\. The page: \/works\/branding\/kayal\./,
      );
      expect(parse(yaml)).toMatchObject({
        workId: 13,
        client: "Kayal",
        blocks: [
          { type: "hero", image: "hero.jpg" },
          {},
          {},
          { url: YOUTUBE },
          { url: INSTAGRAM },
          {},
        ],
      });
      const stored = (await publishedFile(`works/${FOLDER}/kayal-counter.jpg`))!.body;
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect((await list()).studies.find((s) => s.folder === FOLDER)).toMatchObject({
        status: "published",
        category: "branding",
        client: "Kayal",
      });

      const audit = await studio.audit(FOLDER);
      expect(audit.map((row) => row.action)).toEqual([
        "content-upload",
        "content-save",
        "content-upload",
        "content-upload",
        "content-save",
        "content-publish",
      ]);
      expect(audit.every((row) => row.actor === studio.editor.email)).toBe(true);
    });

    it("a save keeps only the files the study names, and a published study keeps its folder and number", async () => {
      const before = await open(studio.editor, FOLDER);
      const up = data<StudyUploaded>(
        await upload(studio.editor, FOLDER, await photo("#123456"), {
          version: 0,
          name: "spare",
          as: "picture",
        }),
      );
      expect(up.files.map((file) => file.name)).toContain("spare.jpg");
      const study = {
        ...before.study!,
        workId: 2,
        blocks: (before.study!.blocks as unknown[]).filter((_, i) => i !== 2),
      };
      const saved = data<StudyEditor>(await save(FOLDER, study, up.draft!.version, before.base));
      expect(saved.files.map((file) => file.name)).toEqual(["hero.jpg", "thumb.jpg"]);
      expect(saved.study!.workId).toBe(13);
      const moved = await save(FOLDER, study, saved.draft!.version, before.base, {
        folder: "branding-kayalfish",
      });
      expect(errorsOf(moved)).toEqual({ folder: "A published study's folder cannot change" });
      data(
        await studio.editor.request("POST", `content/studies/${FOLDER}/discard`, {
          version: saved.draft!.version,
        }),
      );
    });

    it("a second save on an older version is refused with who saved, never written over", async () => {
      const mine = await open(studio.editor, FOLDER);
      const theirs = await open(studio.other, FOLDER);
      data(
        await studio.other.request("POST", `content/studies/${FOLDER}/draft`, {
          study: { ...theirs.study, resultBadge: "Their badge" },
          version: 0,
          base: theirs.base,
        }),
      );
      const refused = await save(FOLDER, { ...mine.study!, resultBadge: "My badge" }, 0, mine.base);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().data.message).toMatch(/^second@kadal\.example saved this draft/);
      const late = await upload(studio.editor, FOLDER, await photo("#000000"), {
        version: 0,
        name: "x",
        as: "picture",
      });
      expect(late.statusCode).toBe(409);
      expect((await open(studio.editor, FOLDER)).study!.resultBadge).toBe("Their badge");
      data(await studio.other.request("POST", `content/studies/${FOLDER}/discard`, { version: 1 }));
    });

    it("the history lists each publish, and a revert brings the earlier study back", async () => {
      const before = await open(studio.editor, FOLDER);
      const saved = data<StudyEditor>(
        await save(
          FOLDER,
          { ...before.study!, title: "A fish market's second sign" },
          0,
          before.base,
        ),
      );
      data(
        await studio.editor.request("POST", `content/studies/${FOLDER}/publish`, {
          version: saved.draft!.version,
        }),
      );
      const { items } = data<{ items: EntryHistoryItem[] }>(
        await studio.editor.request("GET", `content/studies/${FOLDER}/history`),
      );
      expect(items.map((item) => item.change)).toEqual(["changed", "added"]);
      expect(items[0]).toMatchObject({ author: studio.editor.email, current: true });
      const { base } = await open(studio.editor, FOLDER);
      data(
        await studio.editor.request("POST", `content/studies/${FOLDER}/revert`, {
          to: items[1]!.number,
          base,
        }),
      );
      expect((await open(studio.editor, FOLDER)).study!.title).toBe("A fish market's new sign");
    });

    it("an unpublished study's folder can change, and its files go with it", async () => {
      const first = await drafted("campaign-kayl");
      const moved = data<StudyEditor>(
        await save("campaign-kayl", first.study!, first.draft!.version, first.base, {
          folder: "campaign-kayal",
        }),
      );
      expect(moved).toMatchObject({
        folder: "campaign-kayal",
        address: "/old/works/campaign/kayal",
      });
      expect(moved.files.map((file) => file.name)).toEqual([
        "counter.jpg",
        "hero.jpg",
        "thumb.jpg",
      ]);
      expect((await studio.editor.request("GET", "content/studies/campaign-kayl")).statusCode).toBe(
        404,
      );
      const taken = await save("campaign-kayal", moved.study!, moved.draft!.version, moved.base, {
        folder: FOLDER,
      });
      expect(errorsOf(taken)).toEqual({ folder: "A case study in this folder exists already" });
      const badName = await save("campaign-kayal", moved.study!, moved.draft!.version, moved.base, {
        folder: "fish-kayal",
      });
      expect(errorsOf(badName).folder).toMatch(/^The folder must be \{category\}-\{name\}/);
      data(
        await studio.editor.request("POST", "content/studies/campaign-kayal/discard", {
          version: moved.draft!.version,
        }),
      );
    });

    it("films: an MP4 and a WebM by their bytes, each in its own field", async () => {
      const mp4 = data<StudyUploaded>(
        await upload(
          studio.editor,
          "videos-kayal",
          film("film.mp4"),
          { version: 0, name: "opener.mp4", as: "mp4" },
          "video/mp4",
        ),
      );
      const webm = data<StudyUploaded>(
        await upload(
          studio.editor,
          "videos-kayal",
          film("film.webm"),
          { version: 1, name: "opener.webm", as: "webm" },
          "application/octet-stream",
        ),
      );
      expect([mp4.uploaded, webm.uploaded]).toEqual(["opener.mp4", "opener.webm"]);
      const served = await studio.editor.request(
        "GET",
        "content/studies/videos-kayal/files/opener.webm",
      );
      expect(served.headers["content-type"]).toBe("video/webm");
      expect(served.rawPayload.equals(film("film.webm"))).toBe(true);
      const wrong = await upload(
        studio.editor,
        "videos-kayal",
        film("film.mp4"),
        { version: 2, name: "x", as: "webm" },
        "video/webm",
      );
      expect(errorsOf(wrong)).toEqual({
        file: "This film is an MP4; this field takes the WebM form",
      });
      data(
        await studio.editor.request("POST", "content/studies/videos-kayal/discard", { version: 2 }),
      );
    });

    describe("hostile input", () => {
      it("a script tag in every text field is kept as text, never as markup", async () => {
        const script = '<script>alert("x")</script>';
        const saved = await drafted("website-hostile", (study) => {
          study.client = `Hacker ${script}`;
          study.title = `Headline ${script}`;
          (study.blocks as Record<string, unknown>[])[1]!.paragraphs = [`${PARAGRAPH} ${script}`];
          (study.blocks as Record<string, unknown>[])[3]!.title = `Video ${script}`;
        });
        expect(saved.study).toMatchObject({
          client: `Hacker ${script}`,
          title: `Headline ${script}`,
        });
        const file = (await studio.stores.drafts.get("works/website-hostile"))!.put.find((f) =>
          f.path.endsWith("study.yaml"),
        )!;
        const kept = parse(file.body.toString()) as { blocks: { paragraphs?: string[] }[] };
        expect(kept.blocks[1]!.paragraphs).toEqual([`${PARAGRAPH} ${script}`]);
        data(
          await studio.editor.request("POST", "content/studies/website-hostile/discard", {
            version: saved.draft!.version,
          }),
        );
      });

      it.each([
        ["javascript:alert(1)", /"javascript:" addresses are never taken/],
        ["http://www.youtube.com/watch?v=dQw4w9WgXcQ", /"http:" addresses are never taken/],
        ["https://evil.example/p/1", /evil\.example is not one of them/],
        ["https://www.youtube.com/", /^This YouTube address names no video/],
      ])("an embed at %s is refused in words", async (url, message) => {
        const { revision } = await list();
        const study = kayal({ hero: "", thumb: "", counter: "" });
        (study.blocks as Record<string, unknown>[])[3]!.url = url;
        const errors = errorsOf(await save("media-kayal", study, 0, revision));
        expect(Object.keys(errors)).toEqual(["blocks.3.url"]);
        expect(errors["blocks.3.url"]).toMatch(message);
      });

      it("a PNG named as a JPEG is judged by its bytes and kept as the PNG it is", async () => {
        const png = await sharp({
          create: { width: 400, height: 300, channels: 3, background: "#e07a5f" },
        })
          .png()
          .toBuffer();
        const up = data<StudyUploaded>(
          await upload(studio.editor, "media-kayal", png, {
            version: 0,
            name: "photo.jpg",
            as: "picture",
          }),
        );
        expect(up.uploaded).toBe("photo.png");
        data(
          await studio.editor.request("POST", "content/studies/media-kayal/discard", {
            version: 1,
          }),
        );
      });

      it("a 50-megapixel decompression bomb is refused from its header", async () => {
        const bomb = await pngBomb();
        expect(bomb.length).toBeLessThan(1_000_000);
        const refused = await upload(
          studio.editor,
          "media-kayal",
          bomb,
          { version: 0, name: "bomb", as: "picture" },
          "image/png",
        );
        expect(errorsOf(refused)).toEqual({
          file: "This picture is 50 megapixels; the most we take is 40",
        });
      });

      it("what is not a film is refused in words, whatever it is called", async () => {
        const html = Buffer.from("<!doctype html><script>alert(1)</script>");
        const heic = Buffer.concat([
          Buffer.from([0, 0, 0, 24]),
          Buffer.from("ftypheic"),
          Buffer.alloc(16),
        ]);
        const mkv = Buffer.concat([
          Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]),
          Buffer.from("matroska"),
        ]);
        for (const [body, as, message] of [
          [html, "mp4", "This file is not a film we can read: MP4 or WebM only"],
          [heic, "mp4", "This file is a HEIC or AVIF picture, not a film"],
          [mkv, "webm", "This is a Matroska film (.mkv), not WebM; export it as WebM first"],
          [await photo("#000000"), "webm", "This file is not a film we can read: MP4 or WebM only"],
        ] as const) {
          const refused = await upload(
            studio.editor,
            "media-kayal",
            body,
            { version: 0, name: "film.mp4", as },
            "video/mp4",
          );
          expect(errorsOf(refused)).toEqual({ file: message });
        }
        expect((await studio.editor.request("GET", "content/studies/media-kayal")).statusCode).toBe(
          404,
        );
      });

      it("a body that is not a file is refused before it is read", async () => {
        const json = await studio.editor.request(
          "POST",
          "content/studies/media-kayal/files?version=0&as=picture",
          {
            not: "a file",
          },
        );
        expect(json.statusCode).toBe(415);
      });
    });

    describe("who may edit", () => {
      editorsOnly(studio, [
        ["GET", "content/studies"],
        ["GET", "content/studies/form"],
        ["GET", "content/studies/branding-aptayu"],
        ["GET", "content/studies/branding-aptayu/files/shelf.jpg"],
        ["GET", "content/studies/branding-aptayu/history"],
        ["GET", "content/studies/branding-aptayu/preview"],
        ["POST", "content/studies/branding-aptayu/draft", { study: {}, version: 0, base: 1 }],
        ["POST", "content/studies/branding-aptayu/files?version=0&as=picture"],
        ["POST", "content/studies/branding-aptayu/publish", { version: 1 }],
        ["POST", "content/studies/branding-aptayu/discard", { version: 1 }],
        ["POST", "content/studies/branding-aptayu/revert", { to: 1, base: 1 }],
      ]);
    });
  });
}
