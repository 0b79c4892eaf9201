// The Studio's pages API (decision 1314), run against each database (server/inbox/studio-pages.*.
// test.ts), through app.inject() on the real app over the real content store: every page listed,
// a page's words and a service page's blocks saved as a draft and published, the site's content
// made from the published revision (and, with a server build, its pages rendered) showing them,
// a stale save refused, the sharing picture judged by its bytes, stripped and cut to 1200×630,
// typed markup kept as text, history and revert, and who may do what.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type {
  EntryHistoryItem,
  PageEditor,
  PageList,
  PageUploaded,
  StudyDocument,
} from "#contracts/studio.ts";
import { writeTree } from "../content/content-tree.ts";
import type { PublishedContent } from "../content/published-content.ts";
import { type FileUse, pagesView, servicesView } from "../content/content-views.ts";
import { readPageCopies } from "../content/pages.ts";
import { readServices } from "../content/services.ts";
import { createPictureCache } from "../media/picture-cache.ts";
import { siteRenderer } from "../site/site-renderer.ts";
import type { InboxClient } from "./inbox-client.ts";
import type { DbFactory } from "./stores-suite.ts";
import { data, editorsOnly, jpegWithGps, studioMembers } from "./studio-members.ts";

/** The EXIF tag that points at the GPS directory (0x8825), as a little-endian TIFF writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

const SEO = "services.digital-marketing.seo";
const TODAY = process.env.CONTENT_TODAY ?? "2026-12-01";
/** The server build, when there is one: the pages are then rendered as a visitor gets them. */
const BUILD = join(import.meta.dirname, "../../build");
const hasBuild = existsSync(join(BUILD, "server", "index.js"));

export function studioPageSuite(label: string, makeDb: DbFactory) {
  describe(`the Studio's pages (${label})`, () => {
    const studio = studioMembers(makeDb, "10.4.0");
    const open = async (member: InboxClient, key: string) =>
      data<PageEditor>(await member.request("GET", `content/pages/${key}`));
    const save = (
      member: InboxClient,
      key: string,
      page: StudyDocument,
      version: number,
      base: number,
    ) => member.request("POST", `content/pages/${key}/draft`, { page, version, base });
    const publish = (key: string, version: number) =>
      studio.editor.request("POST", `content/pages/${key}/publish`, { version });
    const uploadShare = (key: string, body: Buffer, version: number, type = "image/jpeg") =>
      studio.send(studio.editor, `content/pages/${key}/share?version=${version}`, body, type);
    const errorsOf = (response: { statusCode: number; json: () => unknown }) => {
      expect(response.statusCode).toBe(400);
      return (response.json() as { data: { errors: Record<string, string> } }).data.errors;
    };

    /**
     * What the loaders are given of the pages' words and the service pages, made from the revision
     * the site shows (server/content/content-views.ts): its files, and each sharing picture by the
     * address the server keeps it under (the pages' other pictures are not made here).
     */
    async function siteContentNow() {
      const number = (await studio.stores.content.publishedNumber())!;
      const files = await studio.stores.content.files(number);
      const root = mkdtempSync(join(tmpdir(), "kadal-pages-suite-"));
      try {
        writeTree(root, files);
        const cache = createPictureCache(join(root, ".media"), "/old/media/");
        const ref = (file: string, use: FileUse) =>
          use === "film" ? cache.file(readFileSync(file), extname(file).slice(1)) : null;
        return {
          files,
          content: {
            pages: pagesView(readPageCopies(root), ref),
            services: servicesView(readServices(root), ref),
          },
        };
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }

    it("lists every written-out page and every service page, with who last published each", async () => {
      const { pages } = data<PageList>(await studio.editor.request("GET", "content/pages"));
      expect(pages.map((page) => page.key)).toEqual(
        expect.arrayContaining(["home", "careers", "thanathu", "services", "apply-now", SEO]),
      );
      expect(pages).toHaveLength(17);
      const seo = pages.find((page) => page.key === SEO)!;
      expect(seo).toMatchObject({
        kind: "service",
        title: "SEO",
        address: "/services/digital-marketing/seo",
        file: "services/digital-marketing/seo.yaml",
        lastPublished: { by: "first start" },
        draft: null,
      });
      expect(pages.find((page) => page.key === "careers")).toMatchObject({
        kind: "page",
        address: "/careers",
      });
    });

    it("the careers tagline and a service page's FAQ answer, published, are what the site's pages are made with", async () => {
      const careers = await open(studio.editor, "careers");
      expect(careers.locked).toEqual({ path: "/careers/", bodyClass: "careers-page" });
      expect(careers.fields.map((field) => field.key).slice(0, 5)).toEqual([
        "title",
        "description",
        "share",
        "heading",
        "intro",
      ]);
      const tagline = "We are curious, and we stay that way.";
      // The address and body class sent are not what is kept: they stay as published.
      const saved = data<PageEditor>(
        await save(
          studio.editor,
          "careers",
          { ...careers.page, intro: tagline, path: "/elsewhere", bodyClass: "other-page" },
          0,
          careers.base,
        ),
      );
      expect(saved.draft).toMatchObject({ version: 1, author: studio.editor.email });
      expect(saved.page).toMatchObject({
        intro: tagline,
        path: "/careers/",
        bodyClass: "careers-page",
      });
      expect((await studio.publishedFile("pages/careers.yaml"))!.body.toString()).not.toContain(
        tagline,
      );
      data(await publish("careers", 1));

      const seo = await open(studio.editor, SEO);
      expect(seo.locked).toEqual({ bodyClass: "digital-page", layout: "seo", order: 20 });
      const blocks = structuredClone(seo.page.blocks) as Record<string, unknown>[];
      const faqs = blocks.find((block) => block.type === "faqs") as {
        faqs: { question: string; answer: string }[];
      };
      const answer = "Most sites see movement in eight to twelve weeks, and we report every month.";
      faqs.faqs[0]!.answer = answer;
      data(await save(studio.editor, SEO, { ...seo.page, blocks }, 0, seo.base));
      const live = data<PageEditor>(await publish(SEO, 1));
      expect(live.draft).toBeNull();

      const file = parse(
        (await studio.publishedFile("services/digital-marketing/seo.yaml"))!.body.toString(),
      );
      expect(
        file.blocks.find((block: { type: string }) => block.type === "faqs").faqs[0].answer,
      ).toBe(answer);
      const { content } = await siteContentNow();
      expect(content.pages["/careers/"]!.intro).toBe(tagline);
      const page = content.services.find(
        (service) => service.path === "/services/digital-marketing/seo",
      )!;
      expect(JSON.stringify(page.blocks)).toContain(answer);

      const history = data<{ items: EntryHistoryItem[] }>(
        await studio.editor.request("GET", "content/pages/careers/history"),
      ).items;
      expect(history[0]).toMatchObject({
        author: studio.editor.email,
        change: "changed",
        current: true,
      });
      expect((await studio.audit("pages/careers")).map((row) => row.action)).toEqual([
        "content-save",
        "content-publish",
      ]);
    });

    it.skipIf(!hasBuild)(
      "the published words are on the pages rendered by the server build",
      async () => {
        const { files } = await siteContentNow();
        const root = mkdtempSync(join(tmpdir(), "kadal-pages-render-"));
        try {
          const renderer = siteRenderer({
            buildDir: BUILD,
            published: {} as PublishedContent,
            today: () => TODAY,
            pictures: createPictureCache(join(root, "media"), "/old/media/"),
          });
          const [careers = "", seo = ""] = await renderer.preview(files, [
            "/careers",
            "/services/digital-marketing/seo",
          ]);
          expect(careers).toContain("We are curious, and we stay that way.");
          expect(seo).toContain("Most sites see movement in eight to twelve weeks");
        } finally {
          rmSync(root, { recursive: true, force: true });
        }
      },
    );

    it("a save begun on an older version is refused (409), naming who saved since", async () => {
      const page = await open(studio.editor, "thanathu");
      data(
        await save(
          studio.other,
          "thanathu",
          { ...page.page, title: "Thanathu, rooted" },
          0,
          page.base,
        ),
      );
      const refused = await save(
        studio.editor,
        "thanathu",
        { ...page.page, title: "Mine" },
        0,
        page.base,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().data.message).toMatch(/^second@kadal\.example saved this draft/);
      data(await studio.other.request("POST", "content/pages/thanathu/discard", { version: 1 }));
    });

    it("a field the schema refuses is named; the address of another site is never a page's button", async () => {
      const seo = await open(studio.editor, SEO);
      const blocks = structuredClone(seo.page.blocks) as Record<string, unknown>[];
      const next = blocks.findIndex((block) => block.type === "next");
      blocks[next] = { ...blocks[next], to: "javascript:alert(1)" };
      const errors = errorsOf(
        await save(studio.editor, SEO, { ...seo.page, blocks, title: "" }, 0, seo.base),
      );
      expect(Object.keys(errors).sort()).toEqual([`blocks.${next}.to`, "title"]);
    });

    it("a script tag typed into a text field is kept as text, and the site is given it as text", async () => {
      const script = '<script>alert("x")</script>';
      const page = await open(studio.editor, "weirdos");
      const saved = data<PageEditor>(
        await save(
          studio.editor,
          "weirdos",
          { ...page.page, intro: `Odd ${script}` },
          0,
          page.base,
        ),
      );
      expect(saved.page.intro).toBe(`Odd ${script}`);
      data(await publish("weirdos", 1));
      const { content, files } = await siteContentNow();
      expect(content.pages["/weirdos"]!.intro).toBe(`Odd ${script}`);
      if (!hasBuild) return;
      const root = mkdtempSync(join(tmpdir(), "kadal-pages-render-"));
      try {
        const renderer = siteRenderer({
          buildDir: BUILD,
          published: {} as PublishedContent,
          today: () => TODAY,
          pictures: createPictureCache(join(root, "media"), "/old/media/"),
        });
        const [html = ""] = await renderer.preview(files, ["/weirdos"]);
        expect(html).not.toContain(script);
        expect(html).toContain("Odd &lt;script&gt;");
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });

    it("a sharing picture is stripped of its GPS, cut to 1200×630 and named by the page; the site's tags name it", async () => {
      const photo = await jpegWithGps(1600, 1200);
      expect((await sharp(photo).metadata()).exif?.includes(GPS_POINTER)).toBe(true);
      const page = await open(studio.editor, "contact-us");
      const up = data<PageUploaded>(await uploadShare("contact-us", photo, 0));
      expect(up.uploaded).toBe("contact-us-share.jpg");
      const served = await studio.editor.request(
        "GET",
        "content/pages/contact-us/files/contact-us-share.jpg",
      );
      expect(served.headers["content-type"]).toBe("image/jpeg");
      const kept = await sharp(served.rawPayload).metadata();
      expect(kept).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
      expect(kept.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from("Marine Drive"))).toBe(false);

      // Without words for it, the picture is not published.
      const bare = errorsOf(
        await save(
          studio.editor,
          "contact-us",
          { ...page.page, share: { image: up.uploaded, alt: "" } },
          1,
          page.base,
        ),
      );
      expect(Object.keys(bare)).toEqual(["share.alt"]);
      const alt = "Our studio's front door in Panampilly Nagar, open in the morning light";
      data(
        await save(
          studio.editor,
          "contact-us",
          { ...page.page, share: { image: up.uploaded, alt } },
          1,
          page.base,
        ),
      );
      data(await publish("contact-us", 2));
      expect(await studio.publishedFile("pages/contact-us-share.jpg")).toBeDefined();
      const { content } = await siteContentNow();
      expect(content.pages["/contact-us"]!.share).toEqual({
        image: expect.stringMatching(/^\/old\/media\/[a-f0-9]{20}\.jpg$/),
        alt,
      });

      // Taken away again, the file goes with it and the page has its card.
      const now = await open(studio.editor, "contact-us");
      const { share: _share, ...without } = now.page;
      data(await save(studio.editor, "contact-us", without, 0, now.base));
      data(await publish("contact-us", 1));
      expect(await studio.publishedFile("pages/contact-us-share.jpg")).toBeUndefined();
    });

    it("a PNG named .jpg is judged by its bytes; what is not a picture is refused in words", async () => {
      const png = await sharp({
        create: { width: 900, height: 900, channels: 3, background: "#e07a5f" },
      })
        .png()
        .toBuffer();
      const up = data<PageUploaded>(await uploadShare("works", png, 0, "image/jpeg"));
      const served = await studio.editor.request("GET", `content/pages/works/files/${up.uploaded}`);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: "jpeg",
        width: 1200,
        height: 630,
      });
      const refused = await uploadShare(
        "works",
        Buffer.from("<svg onload=alert(1)>"),
        1,
        "image/svg+xml",
      );
      expect(errorsOf(refused)).toHaveProperty("file");
      data(await studio.editor.request("POST", "content/pages/works/discard", { version: 1 }));
    });

    it("reverting brings the page back as it was, as a new revision", async () => {
      const history = data<{ items: EntryHistoryItem[] }>(
        await studio.editor.request("GET", "content/pages/careers/history"),
      ).items;
      const first = history.at(-1)!;
      const { revision } = data<PageList>(await studio.editor.request("GET", "content/pages"));
      data(
        await studio.editor.request("POST", "content/pages/careers/revert", {
          to: first.number,
          base: revision,
        }),
      );
      const back = parse((await studio.publishedFile("pages/careers.yaml"))!.body.toString());
      expect(back.intro).toBe(
        "We are free-spirits. We are curious. We are excited. We get carried away. That's it",
      );
    });

    it("a page the site does not have is not found, and a key that names none is refused", async () => {
      expect((await studio.editor.request("GET", "content/pages/nowhere")).statusCode).toBe(404);
      expect((await studio.editor.request("GET", "content/pages/..%2Fjobs")).statusCode).toBe(400);
    });

    describe("who may edit", () => {
      editorsOnly(studio, [
        ["GET", "content/pages"],
        ["GET", "content/pages/careers"],
        ["POST", "content/pages/careers/draft", { page: {}, version: 0, base: 1 }],
        ["POST", "content/pages/careers/publish", { version: 1 }],
        ["POST", "content/pages/careers/discard", { version: 1 }],
        ["GET", "content/pages/careers/history"],
        ["POST", "content/pages/careers/revert", { to: 1, base: 1 }],
        ["GET", "content/pages/careers/preview"],
        ["GET", `content/pages/${SEO}/files/seo-share.jpg`],
        ["POST", "content/pages/careers/share?version=0", {}],
      ]);
    });
  });
}
