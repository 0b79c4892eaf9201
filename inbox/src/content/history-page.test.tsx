// The Studio's history, and what an editor sees of the inbox: the content, none of what visitors sent.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ContentRevision } from "#contracts/inbox.ts";
import { admin, editor, fakeServer, reader } from "../testing/fake-server.ts";
import { renderInbox } from "../testing/render-inbox.tsx";

const revisions: ContentRevision[] = [
  {
    number: 2,
    publishedAt: Date.parse("2026-11-25T10:00:00Z"),
    author: "editor@example.com",
    note: "A seventh opening",
    files: 212,
    bytes: 5_600_000,
    live: true,
  },
  {
    number: 1,
    publishedAt: Date.parse("2026-11-20T09:00:00Z"),
    author: "first start",
    note: "",
    files: 210,
    bytes: 5_500_000,
    live: false,
  },
];

describe("the content's history", () => {
  it("an editor has the Studio's sections only, and no submissions asked for", async () => {
    const server = fakeServer({
      "GET me": () => ({ data: editor }),
      "GET content/revisions": () => ({ data: { revisions } }),
    });
    renderInbox(server, "/content");
    expect(await screen.findByRole("heading", { level: 1, name: "Content history" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Inbox sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Openings", "Case studies", "Pages", "Content history"]);
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(rows.map((row) => row.querySelector("td")!.textContent)).toEqual(["2live", "1"]);
    expect(within(rows[0]!).getByText("A seventh opening")).toBeTruthy();
    expect(within(rows[1]!).getByText("first start")).toBeTruthy();
    // Nothing of what visitors sent was asked for: no list, no unread stream.
    expect(server.requests.map((r) => r.url.pathname)).not.toContain("/inbox/api/submissions");
  });

  it.each([
    ["/", "Only an admin or a reader can see submissions."],
    ["/newsletter", "Only an admin or a reader can see submissions."],
  ])("an editor going to %s is taken to the openings or told why not", async (path, refusal) => {
    const server = fakeServer({
      "GET me": () => ({ data: editor }),
      "GET content/openings": () => ({
        data: { revision: 2, today: "2026-12-01", openings: [] },
      }),
    });
    renderInbox(server, path);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe(path === "/" ? "Openings" : refusal);
  });

  it("a reader does not see it", async () => {
    renderInbox(
      fakeServer({
        "GET me": () => ({ data: reader }),
        "GET submissions": () => ({ data: { items: [], nextCursor: null, unread: 0 } }),
      }),
      "/content",
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "Only an admin or an editor can change the site's content.",
    );
    const nav = screen.getByRole("navigation", { name: "Inbox sections" });
    expect(within(nav).queryByRole("link", { name: /Content|Openings/ })).toBeNull();
  });

  it("an admin has every section", async () => {
    renderInbox(
      fakeServer({
        "GET me": () => ({ data: admin }),
        "GET submissions": () => ({ data: { items: [], nextCursor: null, unread: 0 } }),
      }),
    );
    const nav = await screen.findByRole("navigation", { name: "Inbox sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Submissions",
      "Newsletter",
      "Openings",
      "Case studies",
      "Pages",
      "Content history",
      "Privacy",
      "Audit log",
    ]);
  });
});
