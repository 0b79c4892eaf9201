// The case study's editor against a fake server: blocks added from the description, filled,
// moved and removed; an embed's address checked as it is typed; a picture uploaded as chosen; the
// server's refusals shown beside their fields and listed by place.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StudyEditor, StudyField, StudyForm } from "#contracts/studio.ts";
import { editor, fakeServer } from "../testing/fake-server.ts";
import { renderInbox } from "../testing/render-inbox.tsx";

const FIELDS: StudyField[] = [
  { key: "client", label: "Client", kind: "text" },
  {
    key: "blocks",
    label: "Blocks",
    kind: "list",
    min: 1,
    of: {
      kind: "variants",
      item: "Block",
      tag: "type",
      variants: [
        {
          value: "hero",
          label: "Hero",
          fields: [
            { key: "image", label: "Picture", kind: "file", accept: "picture" },
            { key: "alt", label: "Describe the picture", kind: "text", long: true },
          ],
        },
        {
          value: "text",
          label: "Text",
          hint: "A heading and paragraphs.",
          fields: [
            { key: "heading", label: "Heading", kind: "text", optional: true },
            {
              key: "paragraphs",
              label: "Paragraphs",
              kind: "list",
              min: 1,
              of: { kind: "each", item: { key: "", label: "Paragraph", kind: "text", long: true } },
            },
          ],
        },
        {
          value: "embed",
          label: "Embedded post",
          fields: [
            { key: "url", label: "Address", kind: "address" },
            { key: "title", label: "Title", kind: "text" },
          ],
        },
      ],
    },
  },
];
const FORM: StudyForm = {
  fields: FIELDS,
  blank: { client: "", blocks: [{ type: "hero", image: "", alt: "" }] },
};

const saved = (study: Record<string, unknown>, version = 1): StudyEditor => ({
  folder: "branding-kayal",
  address: "/old/works/branding/kayal",
  category: "branding",
  base: 4,
  published: false,
  draft: { version, author: editor.email, updatedAt: Date.parse("2026-11-26T10:00:00Z") },
  study,
  files: [],
});

function studio(routes: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    "GET me": () => ({ data: editor }),
    "GET content/studies": () => ({ data: { revision: 4, studies: [] } }),
    "GET content/studies/form": () => ({ data: FORM }),
    "GET content/studies/branding-kayal/history": () => ({ data: { items: [] } }),
    ...routes,
  });
}

const block = (n: number) => screen.getByRole("group", { name: new RegExp(`^Block ${n}: `) });

describe("the case study's editor", () => {
  it("adds blocks of a chosen type, fills, moves and removes them, and saves them in order", async () => {
    const server = studio({
      "POST content/studies/branding-kayal/draft": ({ body }) => ({
        data: saved((body as { study: Record<string, unknown> }).study),
      }),
    });
    renderInbox(server, "/studies/new");
    fireEvent.change(await screen.findByLabelText("Client"), { target: { value: "Kayal" } });
    expect(screen.getByText("The page will be /old/works/branding/kayal")).toBeTruthy();

    const type = screen.getByLabelText("Add a block");
    fireEvent.change(type, { target: { value: "text" } });
    expect(screen.getByText("A heading and paragraphs.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add block" }));
    const text = block(2);
    expect(within(text).getByLabelText("Heading")).toBe(document.activeElement);
    fireEvent.change(within(text).getByLabelText("Paragraph 1"), {
      target: { value: "The catch,\nby nine." },
    });
    fireEvent.click(within(text).getByRole("button", { name: "Add paragraph" }));
    fireEvent.change(within(text).getByLabelText("Paragraph 2"), { target: { value: "Second." } });
    fireEvent.click(within(text).getByRole("button", { name: "Move paragraph 2 up" }));
    expect(within(text).getByLabelText<HTMLTextAreaElement>("Paragraph 1").value).toBe("Second.");

    fireEvent.change(type, { target: { value: "embed" } });
    fireEvent.click(screen.getByRole("button", { name: "Add block" }));
    fireEvent.click(within(block(3)).getByRole("button", { name: "Move block 3 up" }));
    expect(within(block(2)).getByLabelText("Address")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move block 2 up" })).toBe(document.activeElement);
    fireEvent.click(screen.getByRole("button", { name: "Remove block 2" }));

    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText(/^Draft saved\./);
    const save = server.requests.find((r) => r.method === "POST")!;
    expect(save.url.pathname).toBe("/inbox/api/content/studies/branding-kayal/draft");
    expect(save.body).toEqual({
      study: {
        client: "Kayal",
        blocks: [
          { type: "hero", image: "", alt: "" },
          { type: "text", paragraphs: ["Second.", "The catch, by nine."] },
        ],
      },
      version: 0,
      base: 4,
      folder: "branding-kayal",
    });
  });

  it("checks an embed's address as it is typed, and keeps it as the site reads it", async () => {
    renderInbox(studio(), "/studies/new");
    fireEvent.change(await screen.findByLabelText("Add a block"), { target: { value: "embed" } });
    fireEvent.click(screen.getByRole("button", { name: "Add block" }));
    const address = within(block(2)).getByLabelText<HTMLInputElement>("Address");
    fireEvent.change(address, { target: { value: "javascript:alert(1)" } });
    expect(within(block(2)).getByText(/"javascript:" addresses are never taken$/)).toBeTruthy();
    expect(address.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(address, { target: { value: "https://youtu.be/dQw4w9WgXcQ?t=90" } });
    expect(
      within(block(2)).getByText("The site shows YouTube's video dQw4w9WgXcQ, from 1:30."),
    ).toBeTruthy();
    fireEvent.change(address, {
      target: { value: "https://www.instagram.com/kadal.agency/p/CUbHfhpswxt/?igsh=1" },
    });
    fireEvent.blur(address);
    expect(address.value).toBe("https://www.instagram.com/p/CUbHfhpswxt/");
  });

  it("uploads a picture as it is chosen, and shows the server's refusals by their place", async () => {
    const server = studio({
      "POST content/studies/branding-kayal/files": () => ({
        data: { ...saved({}), study: null, uploaded: "counter.jpg" },
      }),
      "POST content/studies/branding-kayal/draft": () => ({
        status: 400,
        data: {
          message: "invalid fields",
          errors: { "blocks.0.alt": "alt text must describe the image" },
        },
      }),
    });
    renderInbox(server, "/studies/new");
    fireEvent.change(await screen.findByLabelText("Client"), { target: { value: "Kayal" } });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "Counter.JPG", {
      type: "image/jpeg",
    });
    fireEvent.change(within(block(1)).getByLabelText("Picture"), { target: { files: [file] } });
    expect(await within(block(1)).findByText("In the study's folder as counter.jpg.")).toBeTruthy();
    const upload = server.requests.find((r) => r.url.pathname.endsWith("/files"))!;
    expect(Object.fromEntries(upload.url.searchParams)).toEqual({
      version: "0",
      as: "picture",
      name: "Counter.JPG",
    });
    expect(upload.init.body).toBe(file);

    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(
        within(block(1)).getByLabelText("Describe the picture").getAttribute("aria-invalid"),
      ).toBe("true"),
    );
    expect(
      screen.getByText(
        "Blocks › Block 1: Hero › Describe the picture: alt text must describe the image",
      ),
    ).toBeTruthy();
    const save = server.requests.find((r) => r.url.pathname.endsWith("/draft"))!;
    expect(save.body).toMatchObject({ version: 1, study: { blocks: [{ image: "counter.jpg" }] } });
  });
});
