// The agency's identity and the home landing's tiles are content (decision 1315): a copy of
// content/ with a new phone number, address, e-mail and name, read by the server's readers as a
// published revision is, reaches the footer, the header, the contact details, the home page's
// tiles, the structured data and the titles through the root route's loader, with no code change.
// (A test of the site's rendering that reads content/ with the server's readers: tests/ may import
// both, app/ never imports the server.)
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { metaFor } from "#app/lib/page-route.ts";
import { rootData } from "#app/lib/site-identity.ts";
import ContactUs from "#app/routes/contact-us.tsx";
import Home from "#app/routes/home.tsx";
import InnerLayout from "#app/routes/inner-layout.tsx";
import NotFound from "#app/routes/not-found.tsx";
import { contentDir } from "#server/content/content-dir.ts";
import { pageBodiesView, pagesView, type Ref } from "#server/content/content-views.ts";
import { readPageCopies } from "#server/content/pages.ts";
import { readSite } from "#server/content/site.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import { prerender } from "../support/hydrate.tsx";

const dir = makeTempDir();
afterAll(() => dir.remove());

/** A copy of content/ with each of `edits` made to its file. */
function contentWith(edits: [file: string, from: string, to: string][]): string {
  const root = join(dir.path, `content-${Math.random().toString(36).slice(2)}`);
  cpSync(contentDir(), root, { recursive: true });
  for (const [file, from, to] of edits) {
    const path = join(root, file);
    const text = readFileSync(path, "utf8");
    expect(text).toContain(from);
    writeFileSync(path, text.replace(from, to));
  }
  return root;
}

/**
 * What the root route's loader gives every page, from a content folder as a server reads it, and
 * the contact page's own loader data. A picture is made ready as the pipeline makes it (its
 * sources and its fallback), any other file is its address.
 */
function rootOf(root: string) {
  const pages = readPageCopies(root);
  const ref: Ref<unknown> = (file, use) => {
    const url = `/old/media/${file.split("/").pop()}`;
    return typeof use === "object" && "preset" in use
      ? {
          sources: { avif: `${url}.avif 800w`, webp: `${url}.webp 800w` },
          img: { src: url, w: 800, h: 533 },
        }
      : url;
  };
  const content = {
    site: readSite(root),
    pages: pagesView(pages, ref),
    pageBodies: pageBodiesView(pages, ref),
  };
  return Object.assign(rootData({ content } as never), {
    contact: { contact: content.pageBodies["/contact-us"] },
  });
}

const Stub = createRoutesStub([
  {
    id: "root",
    Component: Outlet,
    children: [
      { id: "home", path: "/", Component: Home },
      {
        id: "inner",
        Component: InnerLayout,
        children: [{ id: "contact", path: "/contact-us", Component: ContactUs }],
      },
      { id: "not-found", path: "*", Component: NotFound },
    ],
  },
]);

const page = (url: string, { contact, ...root }: ReturnType<typeof rootOf>) =>
  prerender(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root, contact } }} />);

const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );

describe("the agency's identity from content/site.yaml", () => {
  const changed = contentWith([
    ["site.yaml", "phone: +91 484 400 2180", "phone: +91 484 299 7711"],
    ["site.yaml", "email: hello@kadal.agency", "email: namaste@kadal.agency"],
    ["site.yaml", "street: 2nd Floor, Chakkalakal Building", "street: 5th Floor, Kayal Tower"],
    ["site.yaml", "company: Kadal", "company: Kayal"],
    ["pages/home.yaml", "label: Say Hello", "label: Say Namaste"],
  ]);

  it("shows a new number, e-mail and address in the contact details and the footer", () => {
    const contact = page("/contact-us", rootOf(changed));
    const details = contact.querySelector(".contact-address")!;
    const call = details.querySelector('a[href^="tel:"]')!;
    expect(call.getAttribute("href")).toBe("tel:+914842997711");
    expect(call.textContent).toBe("+91 484 299 7711");
    expect(details.textContent).toContain("5th Floor, Kayal Tower");
    expect(details.querySelector('a[href^="mailto:"]')!.textContent).toBe("namaste@kadal.agency");

    const footer = contact.querySelector("footer address")!;
    expect(footer.textContent).toContain("5th Floor, Kayal Tower");
    expect(footer.textContent).toContain("namaste@kadal.agency");
    expect(contact.textContent).not.toMatch(/400 2180|hello@kadal\.agency|Chakkalakal/);
    // The name: the logo's word, the header's link home.
    expect(contact.querySelector(".site-header .logo-word")!.textContent).toBe("kayal");
    expect(contact.querySelector(".site-header-home")!.getAttribute("aria-label")).toBe(
      "Kayal home",
    );
  });

  it("gives the structured data the new identity, and the titles the new name", () => {
    const root = rootOf(changed);
    const home = page("/", root);
    const organization = jsonLd(home).find((item) => item["@type"] === "Organization")!;
    expect(organization).toMatchObject({
      name: "Kayal",
      email: "namaste@kadal.agency",
      telephone: "+91 484 299 7711",
      address: { streetAddress: "5th Floor, Kayal Tower, Panampilly Nagar" },
    });
    const tags = metaFor("/contact-us")({ matches: [{ id: "root", data: root }] });
    expect(tags).toContainEqual({ title: "Say Hello | Kayal Company" });
  });

  it("draws the home page's tiles from content/pages/home.yaml, on the 404 page too", () => {
    const root = rootOf(changed);
    for (const url of ["/", "/no-such-page"]) {
      const home = page(url, root);
      const tiles = [...home.querySelectorAll("a.home-tile")];
      expect(tiles.map((tile) => tile.getAttribute("href"))).toEqual([
        "/thanathu",
        "/works",
        "/weirdos",
        "/thought-starters",
        "/services",
        "/contact-us",
      ]);
      expect(home.querySelector(".home-tile--say-hello .home-tile-label")!.textContent).toBe(
        "Say Namaste",
      );
      expect(home.querySelector(".home-tile--palm")).toBe(
        home.querySelector(".home-tile--say-hello"),
      );
    }
  });

  it("renders today's content/ as it was written in code before", () => {
    const contact = page("/contact-us", rootOf(contentDir()));
    expect(contact.querySelector('.contact-address a[href^="tel:"]')!.textContent).toBe(
      "+91 484 400 2180",
    );
    expect(contact.querySelector(".site-footer-copyright")!.textContent).toMatch(
      /^© 2014–\d* Kadal Creative LLP\. Made in Kochi, Kerala\.$/,
    );
  });
});
