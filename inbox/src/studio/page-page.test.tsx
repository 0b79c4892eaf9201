// A page's editor against a fake server: the fields the server derives from the page's schema,
// what the site's code fixes shown and never sent as changed, the sharing picture uploaded as it
// is chosen and named in the page, and the server's refusals listed by place.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PageEditor, StudyDocument } from "#contracts/studio.ts";
import { editor, fakeServer } from "../testing/fake-server.ts";
import { renderInbox } from "../testing/render-inbox.tsx";

const PAGE: StudyDocument = {
  path: "/careers/",
  title: "Careers",
  description: "Work at Kadal, a marketing and creative agency in Kochi.",
  intro: "We are free-spirits.",
  bodyClass: "careers-page",
};

const answer = (page: StudyDocument, version: number | null): PageEditor => ({
  key: "careers",
  kind: "page",
  address: "/careers",
  file: "pages/careers.yaml",
  base: 7,
  published: true,
  draft:
    version === null
      ? null
      : { version, author: editor.email, updatedAt: Date.parse("2026-11-26T10:00:00Z") },
  page,
  locked: { path: "/careers/", bodyClass: "careers-page" },
  fields: [
    { key: "title", label: "Title", kind: "text" },
    { key: "description", label: "Description", kind: "text", long: true },
    {
      key: "share",
      label: "Sharing picture",
      kind: "group",
      optional: true,
      fields: [
        { key: "image", label: "Picture", kind: "file", accept: "share" },
        { key: "alt", label: "Describe the picture", kind: "text", long: true },
      ],
    },
    { key: "intro", label: "Introduction", kind: "text", long: true },
  ],
  files: [],
});

function studio(routes: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    "GET me": () => ({ data: editor }),
    "GET content/pages/careers": () => ({ data: answer(PAGE, null) }),
    "GET content/pages/careers/history": () => ({ data: { items: [] } }),
    ...routes,
  });
}

describe("a page's editor", () => {
  it("shows what the site's code fixes, and saves the words with the sharing picture uploaded", async () => {
    const server = studio({
      "POST content/pages/careers/share": () => ({
        data: { ...answer(PAGE, 1), uploaded: "careers-share.jpg" },
      }),
      "POST content/pages/careers/draft": ({ body }) => ({
        data: answer((body as { page: StudyDocument }).page, 2),
      }),
    });
    renderInbox(server, "/pages/careers");
    expect(await screen.findByRole("heading", { level: 1, name: "Careers" })).toBeTruthy();
    expect(screen.getByText("content/pages/careers.yaml")).toBeTruthy();
    expect(screen.getByText("careers-page")).toBeTruthy();
    expect(screen.queryByLabelText("Address")).toBeNull();

    fireEvent.change(screen.getByLabelText("Introduction"), {
      target: { value: "We are curious." },
    });
    const share = screen.getByRole("group", { name: "Sharing picture" });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "boat.jpg", { type: "image/jpeg" });
    fireEvent.change(within(share).getByLabelText("Picture"), { target: { files: [file] } });
    expect(
      await within(share).findByText("Kept beside the page as careers-share.jpg."),
    ).toBeTruthy();
    fireEvent.change(within(share).getByLabelText("Describe the picture"), {
      target: { value: "A snake boat on the backwater at dawn" },
    });

    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText(/^Draft saved\./);
    const upload = server.requests.find((r) => r.url.pathname.endsWith("/share"))!;
    expect(upload.url.searchParams.get("version")).toBe("0");
    const save = server.requests.find((r) => r.url.pathname.endsWith("/draft"))!;
    expect(save.body).toEqual({
      page: {
        ...PAGE,
        intro: "We are curious.",
        share: { image: "careers-share.jpg", alt: "A snake boat on the backwater at dawn" },
      },
      version: 1,
      base: 7,
    });
  });

  it("lists the server's refusals by the field's name", async () => {
    renderInbox(
      studio({
        "POST content/pages/careers/draft": () => ({
          status: 400,
          data: {
            message: "invalid fields",
            errors: { "share.alt": "alt text must describe the image" },
          },
        }),
      }),
      "/pages/careers",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(
        screen.getByText(
          "Sharing picture › Describe the picture: alt text must describe the image",
        ),
      ).toBeTruthy(),
    );
  });
});
