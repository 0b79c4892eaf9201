// Content is data: a copy of the project with one more opening (a file and its picture) and one
// more case study (a folder), and no other change, builds into a site that lists both — on the
// careers page with its JobPosting data, on the works list, in the project ring, in the sitemap,
// each with a page of its own. Its site.yaml has a new tagline, which the web manifest carries.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSite } from "#server/content/site.ts";
import { webManifest } from "#server/site/web-manifest.ts";
import { addFourteenthStudy } from "#server/test-support/seventh-job.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";

const ROOT = resolve(import.meta.dirname, "..");

describe("a copy of the project with a new opening file and a new study folder", () => {
  const dir = makeTempDir();
  const copy = join(dir.path, "site");
  const built = (path: string) => readFileSync(join(copy, "build/client", path), "utf8");

  beforeAll(() => {
    // The project's own files, as a clone has them, and its installed packages.
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      try {
        copyFileSync(join(ROOT, file), join(copy, file));
      } catch {
        // listed but deleted in the working tree
      }
    }
    symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));

    const jobs = join(copy, "content/jobs");
    writeFileSync(
      join(jobs, "ui-ux-designer.yaml"),
      readFileSync(join(jobs, "illustrator.yaml"), "utf8")
        .replace("title: Illustrator", "title: UI/UX Designer")
        .replace("file: illustrator.jpg", "file: ui-ux-designer.jpg"),
    );
    copyFileSync(join(jobs, "illustrator.jpg"), join(jobs, "ui-ux-designer.jpg"));

    addFourteenthStudy(join(copy, "content"));

    const site = join(copy, "content/site.yaml");
    writeFileSync(
      site,
      readFileSync(site, "utf8").replace(/^tagline: .*$/m, "tagline: Stories from the backwaters"),
    );

    execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      env: { ...process.env, CONTENT_TODAY: "2026-12-01", CONTENT_DIR: "" },
      stdio: "ignore",
    });
  }, 900_000);
  afterAll(() => dir.remove());

  it("lists the opening on the careers page, with its JobPosting, and gives it a page", () => {
    const careers = built("old/careers/index.html");
    expect(careers).toContain("UI/UX Designer");
    expect(careers).toContain('href="/old/careers/apply-now/ui-ux-designer"');
    const postings = [...careers.matchAll(/"@type":"JobPosting","title":"([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(postings).toContain("UI/UX Designer");
    expect(postings).toHaveLength(7);
    expect(built("old/careers/apply-now/ui-ux-designer/index.html")).toContain("Ui ux designer");
  });

  it("lists the study on the works list and gives it a page of its own", () => {
    const list = built("old/works/index.html");
    expect(list).toContain('href="/old/works/branding/kayal"');
    expect(list).toContain("Boats that carry a name");
    const page = built("old/works/branding/kayal/index.html");
    expect(page).toMatch(/<h1 class="work-client">Kayal Boats<\/h1>/);
  });

  it("puts the study in the ring at its order, between the studies of 10 and 20", () => {
    const next = (path: string) =>
      /class="project-nav-link project-nav-next" rel="next" href="([^"]+)"/.exec(
        built(`old${path}/index.html`),
      )?.[1];
    expect(next("/works/branding/aptayu")).toBe("/old/works/branding/kayal");
    expect(next("/works/branding/kayal")).toBe("/old/works/media/palmtree");
  });

  it("writes the web manifest from the copy's site.yaml, not a file of its own", () => {
    const manifest = JSON.parse(built("manifest.webmanifest")) as Record<string, unknown>;
    expect(manifest).toEqual(JSON.parse(webManifest(readSite(join(copy, "content")))));
    expect(manifest["description"]).toBe("Stories from the backwaters");
  });

  it("names both pages in the sitemap", () => {
    const sitemap = built("sitemap.xml");
    expect(sitemap).toContain("/old/works/branding/kayal</loc>");
    expect(sitemap).toContain("/old/careers/apply-now/ui-ux-designer</loc>");
  });
});
