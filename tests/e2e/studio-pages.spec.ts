// The Studio's pages end to end, on a server of its own (its pages change): an editor made by the
// CLI signs in, opens the SEO service page from the Pages list, changes its description and gives
// it a sharing picture, and publishes; the public page's description and sharing tags follow
// within seconds (polled, as a visitor's browser would ask), the picture served as the 1200×630
// JPEG the Studio made of the photo.
import sharp from "sharp";
import { expect, test } from "./support/fixtures.ts";
import { describeTarget, newMember } from "./support/inbox-helpers.ts";

test.use({
  // The app asks who is signed in before anyone is; the browser logs the 401.
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
});

const DESCRIPTION =
  "SEO by Kadal for Kerala businesses: a site search engines understand, pages people look for, and every store on the map.";
const ALT = "A lighthouse keeper's lamp seen from the sea at dusk, its beam crossing the water";

/** The content of a meta tag of `html`, by its name or property. */
function meta(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
}

test.describe("the Studio's pages on sqlite", () => {
  const target = describeTarget("sqlite", { timeout: 180_000, own: true });
  const seoPath = "/old/services/digital-marketing/seo";
  const html = async () => (await fetch(`${target.origin}${seoPath}`)).text();

  test("an editor changes the SEO page's description and sharing picture; the page's tags follow", async ({
    page,
  }) => {
    const before = await html();
    // The site's origin is the build's (SITE_ORIGIN); the server under test is on its own port.
    expect(meta(before, "og:image")).toMatch(
      /^https?:\/\/[^/]+\/old\/share\/services\/digital-marketing\/seo\.png$/,
    );

    await newMember(page, target, "editor");
    await page.getByRole("link", { name: "Pages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
    await page.getByRole("link", { name: "SEO", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "SEO" })).toBeVisible();
    await expect(page.getByText("content/services/digital-marketing/seo.yaml")).toBeVisible();

    await page.getByLabel("Description", { exact: true }).fill(DESCRIPTION);
    const share = page.getByRole("group", { name: "Sharing picture" });
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#0b3d4a" },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    await share
      .getByLabel("Picture", { exact: true })
      .setInputFiles({ name: "lighthouse.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(share.getByText("Kept beside the page as seo-share.jpg.")).toBeVisible();
    await share.getByLabel("Describe the picture").fill(ALT);

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.locator("#main").getByRole("status").first()).toHaveText(/^Published\./);
    const published = Date.now();

    // Waits for the pages rendered again from the new revision (the time it took is recorded,
    // not asserted: a busy machine takes longer), as the Studio's other specs do.
    await expect
      .poll(async () => meta(await html(), "description"), { timeout: 30_000 })
      .toBe(DESCRIPTION);
    test.info().annotations.push({
      type: "live after publish",
      description: `${Date.now() - published} ms`,
    });
    const after = await html();
    expect(meta(after, "og:description")).toBe(DESCRIPTION);
    expect(meta(after, "og:image:alt")).toBe(ALT);
    expect(meta(after, "og:image:type")).toBe("image/jpeg");
    const image = /^https?:\/\/[^/]+(\/old\/media\/[a-f0-9]{20}\.jpg)$/.exec(
      meta(after, "og:image") ?? "",
    );
    expect(image, "og:image").not.toBeNull();
    const served = await fetch(`${target.origin}${image![1]}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const picture = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });
});
