// The Studio's openings API, run against each database (server/inbox/studio.*.test.ts), through
// app.inject() on the real app over the real content store: drafts and their versions, the
// picture (its pixels judged, its metadata stripped), publishing, closing, history and revert,
// who may do what, and hostile input.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type {
  EntryHistoryItem,
  OpeningEditor,
  OpeningFields,
  OpeningList,
} from "#contracts/studio.ts";
import type { InboxClient } from "./inbox-client.ts";
import type { DbFactory } from "./stores-suite.ts";
import { data, editorsOnly, jpegWithGps, pngBomb, studioMembers } from "./studio-members.ts";

const FIELDS: OpeningFields = {
  title: "UI/UX Designer",
  order: 70,
  summary: "Shape the screens our clients' customers use, from the first sketch to the last pixel.",
  duties: ["Map how people find their way through a site before anyone draws a screen"],
  employmentType: "FULL_TIME",
  datePosted: "2026-11-20",
  validThrough: "2027-02-28",
  closed: false,
  pictureAlt: "A designer's desk with a phone showing three stacked cards",
};

/** Photos made once and kept: an HEIC as an iPhone writes it, and one of 48 megapixels in 11 KB. */
const FIXTURES = join(import.meta.dirname, "fixtures");

/** The EXIF tag that points at the GPS directory (0x8825), as a little-endian TIFF writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

export function studioSuite(label: string, makeDb: DbFactory) {
  describe(`the Studio's openings (${label})`, () => {
    const studio = studioMembers(makeDb, "10.2.0");
    const open = async (member: InboxClient, slug: string) =>
      data<OpeningEditor>(await member.request("GET", `content/openings/${slug}`));
    const upload = (
      member: InboxClient,
      slug: string,
      body: Buffer,
      version: number,
      type = "image/jpeg",
    ) => studio.send(member, `content/openings/${slug}/picture?version=${version}`, body, type);
    const { publishedFile } = studio;
    const list = async () =>
      data<OpeningList>(await studio.editor.request("GET", "content/openings"));

    /** A new opening saved as a draft, its picture uploaded: the editor's state after both. */
    async function drafted(slug: string, fields: Partial<OpeningFields> = {}) {
      const { revision } = await list();
      const saved = data<OpeningEditor>(
        await studio.editor.request("POST", `content/openings/${slug}/draft`, {
          fields: { ...FIELDS, ...fields },
          version: 0,
          base: revision,
        }),
      );
      return data<OpeningEditor>(
        await upload(studio.editor, slug, await jpegWithGps(), saved.draft!.version),
      );
    }

    it("lists the six openings as published, open on the suite's day", async () => {
      const { openings, today } = await list();
      expect(today).toBe(process.env.CONTENT_TODAY ?? today);
      expect(openings.map((o) => o.slug).sort()).toEqual([
        "art-director",
        "digital-strategist",
        "graphic-designer",
        "illustrator",
        "social-media-content-specialist",
        "video-editor",
      ]);
      expect(openings.every((o) => o.status === "open" && o.draft === null)).toBe(true);
    });

    it("a new opening is a draft until published; publishing needs its picture, stripped of EXIF and GPS", async () => {
      const { revision } = await list();
      const saved = data<OpeningEditor>(
        await studio.editor.request("POST", "content/openings/ui-ux-designer/draft", {
          fields: FIELDS,
          version: 0,
          base: revision,
        }),
      );
      expect(saved).toMatchObject({
        slug: "ui-ux-designer",
        published: false,
        status: "unpublished",
        draft: { version: 1, author: studio.editor.email },
        picture: null,
        fields: FIELDS,
      });
      expect(await publishedFile("jobs/ui-ux-designer.yaml")).toBeUndefined();

      const early = await studio.editor.request("POST", "content/openings/ui-ux-designer/publish", {
        version: 1,
      });
      expect(early.statusCode).toBe(400);
      expect(early.json().data.errors).toEqual({ picture: "an opening needs a picture" });

      const photo = await jpegWithGps();
      expect((await sharp(photo).metadata()).exif?.includes(GPS_POINTER)).toBe(true);
      const withPicture = data<OpeningEditor>(
        await upload(studio.editor, "ui-ux-designer", photo, 1),
      );
      expect(withPicture).toMatchObject({ picture: "ui-ux-designer.jpg", draft: { version: 2 } });

      const served = await studio.editor.request("GET", "content/openings/ui-ux-designer/picture");
      expect(served.headers["content-type"]).toBe("image/jpeg");
      const kept = await sharp(served.rawPayload).metadata();
      expect(kept).toMatchObject({ format: "jpeg", width: 800, height: 600 });
      expect(kept.exif).toBeUndefined();

      const published = data<OpeningEditor>(
        await studio.editor.request("POST", "content/openings/ui-ux-designer/publish", {
          version: 2,
        }),
      );
      expect(published).toMatchObject({ published: true, status: "open", draft: null });
      const yaml = parse((await publishedFile("jobs/ui-ux-designer.yaml"))!.body.toString());
      expect(yaml).toMatchObject({
        title: "UI/UX Designer",
        picture: { file: "ui-ux-designer.jpg" },
      });
      const stored = (await publishedFile("jobs/ui-ux-designer.jpg"))!.body;
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes(Buffer.from("Marine Drive"))).toBe(false);

      const audit = await studio.audit("ui-ux-designer");
      expect(audit.map((row) => row.action)).toEqual([
        "content-save",
        "content-upload",
        "content-publish",
      ]);
      expect(audit.every((row) => row.actor === studio.editor.email)).toBe(true);
    });

    it("a second save on an older version is refused with who saved, never written over", async () => {
      const first = await open(studio.editor, "ui-ux-designer");
      const theirs = await open(studio.other, "ui-ux-designer");
      data(
        await studio.other.request("POST", "content/openings/ui-ux-designer/draft", {
          fields: { ...theirs.fields, summary: "Their summary, saved first." },
          version: 0,
          base: theirs.base,
        }),
      );
      const mine = await studio.editor.request("POST", "content/openings/ui-ux-designer/draft", {
        fields: { ...first.fields, summary: "My summary, saved second." },
        version: 0,
        base: first.base,
      });
      expect(mine.statusCode).toBe(409);
      expect(mine.json().data.message).toMatch(/^second@kadal\.example saved this draft/);
      expect((await open(studio.editor, "ui-ux-designer")).fields.summary).toBe(
        "Their summary, saved first.",
      );
      data(
        await studio.other.request("POST", "content/openings/ui-ux-designer/discard", {
          version: 1,
        }),
      );
    });

    it("closing takes an opening off the site at once; reopening brings it back", async () => {
      const before = await open(studio.editor, "ui-ux-designer");
      const closed = data<OpeningEditor>(
        await studio.editor.request("POST", "content/openings/ui-ux-designer/close", {
          base: before.base,
        }),
      );
      expect(closed).toMatchObject({ status: "closed", fields: { closed: true } });
      expect(
        parse((await publishedFile("jobs/ui-ux-designer.yaml"))!.body.toString()),
      ).toMatchObject({ closed: true });
      const reopened = data<OpeningEditor>(
        await studio.editor.request("POST", "content/openings/ui-ux-designer/reopen", {
          base: closed.base,
        }),
      );
      expect(reopened).toMatchObject({ status: "open", fields: { closed: false } });
    });

    it("the history lists each publish with who and when, and a revert brings an earlier state back", async () => {
      const { items } = data<{ items: EntryHistoryItem[] }>(
        await studio.editor.request("GET", "content/openings/ui-ux-designer/history"),
      );
      expect(items.map((item) => item.change)).toEqual(["changed", "changed", "added"]);
      expect(items[0]).toMatchObject({ author: studio.editor.email, current: true });
      const closedAt = items[1]!.number;
      const { base } = await open(studio.editor, "ui-ux-designer");
      data(
        await studio.editor.request("POST", "content/openings/ui-ux-designer/revert", {
          to: closedAt,
          base,
        }),
      );
      expect((await open(studio.editor, "ui-ux-designer")).status).toBe("closed");
    });

    it("a field the schema refuses is a 400 naming it; an address is made once", async () => {
      const { revision } = await list();
      const wrong = await studio.editor.request("POST", "content/openings/copywriter/draft", {
        fields: { ...FIELDS, title: "Copywriter", duties: [], validThrough: "2026-01-01" },
        version: 0,
        base: revision,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().data.errors).toEqual({
        duties: "an opening lists at least one duty",
        validThrough: "validThrough must be after datePosted",
      });
      const taken = await studio.editor.request("POST", "content/openings/art-director/draft", {
        fields: FIELDS,
        version: 0,
        base: revision,
        slug: "ui-ux-designer",
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().data.errors).toEqual({
        slug: "A published opening's address cannot change",
      });
    });

    it("an unpublished opening's address can change, and its picture follows it", async () => {
      const first = await drafted("motion-designr", { title: "Motion Designer" });
      const renamed = data<OpeningEditor>(
        await studio.editor.request("POST", "content/openings/motion-designr/draft", {
          fields: first.fields,
          version: first.draft!.version,
          base: first.base,
          slug: "motion-designer",
        }),
      );
      expect(renamed).toMatchObject({ slug: "motion-designer", picture: "motion-designer.jpg" });
      const gone = await studio.editor.request("GET", "content/openings/motion-designr");
      expect(gone.statusCode).toBe(404);
      data(
        await studio.editor.request("POST", "content/openings/motion-designer/discard", {
          version: renamed.draft!.version,
        }),
      );
    });

    describe("hostile input", () => {
      it("a script tag in every text field is kept as text, never as markup", async () => {
        const script = '<script>alert("x")</script>';
        const saved = await drafted("hostile-text", {
          title: `Hacker ${script}`,
          summary: `Summary ${script}`,
          duties: [`Duty ${script}`],
          pictureAlt: `Alt text ${script}`,
        });
        expect(saved.fields.title).toBe(`Hacker ${script}`);
        const file = (await studio.stores.drafts.get("jobs/hostile-text"))!.put.find((f) =>
          f.path.endsWith(".yaml"),
        )!;
        expect(parse(file.body.toString())).toMatchObject({ summary: `Summary ${script}` });
        data(
          await studio.editor.request("POST", "content/openings/hostile-text/discard", {
            version: saved.draft!.version,
          }),
        );
      });

      it("a 50-megapixel decompression bomb is refused from its header", async () => {
        const { revision } = await list();
        const saved = data<OpeningEditor>(
          await studio.editor.request("POST", "content/openings/bomb/draft", {
            fields: FIELDS,
            version: 0,
            base: revision,
          }),
        );
        const bomb = await pngBomb();
        expect(bomb.length).toBeLessThan(1_000_000);
        const refused = await upload(
          studio.editor,
          "bomb",
          bomb,
          saved.draft!.version,
          "image/png",
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json().data.errors.picture).toBe(
          "This picture is 50 megapixels; the most we take is 40",
        );
        data(await studio.editor.request("POST", "content/openings/bomb/discard", { version: 1 }));
      });

      it("an iPhone's HEIC photo is decoded off the event loop and kept as a JPEG; a 48-megapixel one is refused", async () => {
        const { revision } = await list();
        data(
          await studio.editor.request("POST", "content/openings/from-a-phone/draft", {
            fields: FIELDS,
            version: 0,
            base: revision,
          }),
        );
        const heic = readFileSync(join(FIXTURES, "photo.heic"));
        expect((await sharp(heic).metadata()).compression).toBe("hevc");
        const saved = data<OpeningEditor>(
          await upload(studio.editor, "from-a-phone", heic, 1, "image/heic"),
        );
        expect(saved.picture).toBe("from-a-phone.jpg");
        const kept = await studio.editor.request("GET", "content/openings/from-a-phone/picture");
        expect(await sharp(kept.rawPayload).metadata()).toMatchObject({
          format: "jpeg",
          width: 320,
          height: 240,
        });
        const bomb = readFileSync(join(FIXTURES, "bomb-48mp.heic"));
        expect(bomb.length).toBeLessThan(20_000);
        const refused = await upload(studio.editor, "from-a-phone", bomb, 2, "image/heic");
        expect(refused.statusCode).toBe(400);
        expect(refused.json().data.errors.picture).toBe(
          "This picture is 48 megapixels; the most we take is 40",
        );
        data(
          await studio.editor.request("POST", "content/openings/from-a-phone/discard", {
            version: 2,
          }),
        );
      });

      it("a PNG sent as a JPEG is judged by its bytes and kept as the PNG it is", async () => {
        const png = await sharp({
          create: { width: 400, height: 300, channels: 3, background: "#e07a5f" },
        })
          .png()
          .toBuffer();
        const { revision } = await list();
        data(
          await studio.editor.request("POST", "content/openings/renamed-png/draft", {
            fields: FIELDS,
            version: 0,
            base: revision,
          }),
        );
        const saved = data<OpeningEditor>(
          await upload(studio.editor, "renamed-png", png, 1, "image/jpeg"),
        );
        expect(saved.picture).toBe("renamed-png.png");
        data(
          await studio.editor.request("POST", "content/openings/renamed-png/discard", {
            version: 2,
          }),
        );
      });

      it("what is not a picture, or a type the Studio does not take, is refused in words", async () => {
        const { revision } = await list();
        data(
          await studio.editor.request("POST", "content/openings/not-a-picture/draft", {
            fields: FIELDS,
            version: 0,
            base: revision,
          }),
        );
        const html = Buffer.from("<!doctype html><script>alert(1)</script>");
        const text = await upload(studio.editor, "not-a-picture", html, 1, "image/jpeg");
        expect(text.statusCode).toBe(400);
        expect(text.json().data.errors.picture).toBe("This file is not a picture we can read");
        const gif = await sharp({
          create: { width: 40, height: 30, channels: 3, background: "#000" },
        })
          .gif()
          .toBuffer();
        const refused = await upload(studio.editor, "not-a-picture", gif, 1, "image/gif");
        expect(refused.json().data.errors.picture).toBe(
          "Pictures must be JPEG, PNG, WEBP; this file is GIF",
        );
        data(
          await studio.editor.request("POST", "content/openings/not-a-picture/discard", {
            version: 1,
          }),
        );
      });
    });

    describe("who may edit", () => {
      editorsOnly(studio, [
        ["GET", "content/openings"],
        ["GET", "content/openings/art-director"],
        ["GET", "content/openings/art-director/picture"],
        ["GET", "content/openings/art-director/history"],
        ["POST", "content/openings/art-director/draft", { fields: FIELDS, version: 0, base: 1 }],
        ["POST", "content/openings/art-director/publish", { version: 1 }],
        ["POST", "content/openings/art-director/discard", { version: 1 }],
        ["POST", "content/openings/art-director/close", { base: 1 }],
        ["POST", "content/openings/art-director/reopen", { base: 1 }],
        ["POST", "content/openings/art-director/revert", { to: 1, base: 1 }],
        ["POST", "content/openings/art-director/picture?version=0"],
      ]);
    });
  });
}
