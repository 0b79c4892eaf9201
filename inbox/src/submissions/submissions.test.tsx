// The list and one submission against a fake API: filters sent as the contract names them, unread
// shown and counted in the title, paging, live arrivals, values as text, actions and their
// answers, and admin-only controls hidden from readers.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Summary } from "#contracts/inbox.ts";
import { admin, fakeServer, reader } from "../testing/fake-server.ts";
import { detail, summary } from "../testing/fixtures.ts";
import { renderInbox } from "../testing/render-inbox.tsx";
import { POLL_MS } from "../shell/live-unread.tsx";
import { mergeFirstPage } from "./list-page.tsx";

/** Stands in for the browser's EventSource so a test can send `event: unread`. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  send(data: object) {
    this.dispatchEvent(new MessageEvent("unread", { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = 2;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (
  items: Summary[],
  unread = items.filter((i) => !i.read).length,
  nextCursor: string | null = null,
) => ({
  data: { items, nextCursor, unread },
});

describe("the list", () => {
  it("shows unread in bold with the count in the title, and pages with Load more", async () => {
    const first = [
      summary({ name: "Unread sender" }),
      summary({ name: "Read sender", read: true }),
    ];
    const second = [summary({ name: "Older sender", read: true })];
    const server = fakeServer({
      "GET me": () => ({ data: admin }),
      "GET submissions": ({ url }) =>
        url.searchParams.get("cursor") === "c2" ? page(second, 3) : page(first, 3, "c2"),
    });
    renderInbox(server);
    const unreadRow = (await screen.findByText("Unread sender")).closest("li")!;
    expect(unreadRow.className).toContain("submission--unread");
    expect(within(unreadRow).getByText("Unread:")).toBeTruthy();
    expect(screen.getByText("Read sender").closest("li")!.className).not.toContain(
      "submission--unread",
    );
    await waitFor(() => expect(document.title).toBe("(3) Inbox — Kadal Studio"));

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Older sender")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("sends the filters as the API names them, and keeps them in the address", async () => {
    const server = fakeServer({
      "GET me": () => ({ data: admin }),
      "GET submissions": () => page([summary()]),
    });
    renderInbox(server, "/?form=application&state=spam");
    await screen.findByRole("heading", { level: 1, name: "Submissions" });
    await waitFor(() =>
      expect(screen.getByLabelText("Form")).toHaveProperty("value", "application"),
    );
    await userEvent.selectOptions(screen.getByLabelText("Read"), "false");
    await userEvent.type(screen.getByLabelText("Search"), "ayurveda{Enter}");
    await waitFor(() => {
      const last = server.requests.filter((r) => r.url.pathname.endsWith("/submissions")).at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toEqual({
        form: "application",
        state: "spam",
        read: "false",
        q: "ayurveda",
      });
    });
    const csv = screen.getByRole("link", { name: "Export CSV" });
    expect(csv.getAttribute("href")).toBe(
      "/inbox/api/submissions.csv?form=application&state=spam&read=false&q=ayurveda",
    );
  });

  it("toggles read and unread with the API", async () => {
    const item = summary({ name: "Toggle me" });
    const server = fakeServer({
      "GET me": () => ({ data: admin }),
      "GET submissions": () => page([item]),
      [`POST submissions/${item.id}/read`]: ({ body }) => ({
        data: detail({ ...item, read: (body as { read: boolean }).read }),
      }),
    });
    renderInbox(server);
    await userEvent.click(await screen.findByRole("button", { name: "Mark read: Toggle me" }));
    expect(await screen.findByRole("button", { name: "Mark unread: Toggle me" })).toBeTruthy();
    expect(screen.getByText("Toggle me").closest("li")!.className).not.toContain(
      "submission--unread",
    );
    expect(server.requests.at(-1)!.body).toEqual({ read: true });
    await waitFor(() => expect(document.title).toBe("Inbox — Kadal Studio"));
  });

  it("shows a new submission when the event stream says one arrived", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const items = [summary({ name: "First one" })];
    const server = fakeServer({
      "GET me": () => ({ data: admin }),
      "GET submissions": () => page([...items]),
    });
    renderInbox(server);
    await screen.findByText("First one");
    expect(FakeEventSource.last!.url).toBe("/inbox/api/events");
    const arrived = summary({ name: "Just arrived", createdAt: Date.now() });
    items.unshift(arrived);
    act(() => FakeEventSource.last!.send({ unread: 2, latest: arrived.id }));
    expect(await screen.findByText("Just arrived")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("(2) Inbox — Kadal Studio"));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("keeps what was loaded beyond the first page when the top is refreshed", () => {
    const [a, b, c, d] = [summary(), summary(), summary(), summary()];
    const merged = mergeFirstPage(
      { items: [b!, c!, d!], nextCursor: "x" },
      { items: [a!, b!], nextCursor: "y" },
    );
    expect(merged.items.map((i) => i.id)).toEqual([a!.id, b!.id, c!.id, d!.id]);
    expect(merged.nextCursor).toBe("x");
  });

  it("hides the admin-only controls from a reader", async () => {
    const server = fakeServer({
      "GET me": () => ({ data: reader }),
      "GET submissions": () => page([summary()]),
    });
    renderInbox(server);
    await screen.findByRole("heading", { level: 1, name: "Submissions" });
    expect(screen.queryByRole("link", { name: "Export CSV" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Privacy" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Audit log" })).toBeNull();
    expect(screen.getByRole("link", { name: "Newsletter" })).toBeTruthy();
  });
});

describe("one submission", () => {
  it("shows every value as text, the CV as a download, and changes its state", async () => {
    const item = detail({
      form: "application",
      name: "<b>Bold</b> applicant",
      job: "Illustrator",
      fields: [
        { name: "cf_msg", label: "Message", value: "<img src=x onerror=alert(1)>\nsecond line" },
      ],
      attachments: [{ id: "f1", fileName: "cv.pdf", contentType: "application/pdf", size: 2048 }],
      mails: [
        {
          id: "m1",
          kind: "notification",
          status: "dead",
          attempts: 5,
          lastError: "550 refused",
          sentAt: null,
        },
        {
          id: "m2",
          kind: "confirmation",
          status: "sent",
          attempts: 1,
          lastError: null,
          sentAt: Date.now(),
        },
      ],
      read: true,
    });
    const server = fakeServer({
      "GET me": () => ({ data: reader }),
      [`GET submissions/${item.id}`]: () => ({ data: item }),
      [`POST submissions/${item.id}/state`]: ({ body }) => ({
        data: { ...item, state: (body as { state: string }).state === "spam" ? "spam" : "new" },
      }),
      "POST mails/m1/retry": () => ({
        data: { ...item, mails: [{ ...item.mails[0]!, status: "pending" }, item.mails[1]!] },
      }),
      "GET submissions": () => page([]),
    });
    const { container } = renderInbox(server, `/submissions/${item.id}`);
    const heading = () => screen.getByRole("heading", { level: 1, name: "<b>Bold</b> applicant" });
    // The heading takes focus in an effect after the screen renders: on a busy machine, a moment
    // after it appears.
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(container.querySelector("b, img")).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/).textContent).toContain("second line");
    expect(screen.getByText("Illustrator")).toBeTruthy();
    const cv = screen.getByRole("link", { name: "Download CV" });
    expect(cv.getAttribute("href")).toBe("/inbox/api/attachments/f1");
    expect(screen.getAllByRole("button", { name: "Retry" })).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Spam" }));
    expect((await screen.findByText("Marked as spam.")).getAttribute("role")).toBe("status");
    expect(server.requests.at(-1)!.headers.get("X-CSRF-Token")).toBe(reader.csrfToken);
    await userEvent.click(screen.getByRole("button", { name: "Not spam" }));
    expect(server.requests.at(-1)!.body).toEqual({ state: "not-spam" });
    await screen.findByRole("button", { name: "Spam" });

    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Retry" })).toBeNull());
    expect(screen.getByText("Waiting to send")).toBeTruthy();
  });

  it("goes to sign-in when an action answers 401", async () => {
    const item = detail();
    const server = fakeServer({
      "GET me": () => ({ data: admin }),
      [`GET submissions/${item.id}`]: () => ({ data: item }),
      [`POST submissions/${item.id}/state`]: () => ({
        status: 401,
        data: { message: "Please sign in." },
      }),
    });
    renderInbox(server, `/submissions/${item.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Mark handled" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
  });
});

describe("without an event stream", () => {
  it("polls, and a new submission still shows without a reload", async () => {
    vi.stubGlobal("EventSource", undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const items = [summary({ name: "Already here" })];
      const server = fakeServer({
        "GET me": () => ({ data: admin }),
        "GET submissions": () => page([...items]),
      });
      renderInbox(server);
      await screen.findByText("Already here");
      items.unshift(summary({ name: "Came while polling", createdAt: Date.now() }));
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
      expect(await screen.findByText("Came while polling")).toBeTruthy();
      const polls = server.requests.filter((r) => r.url.searchParams.get("limit") === "1");
      expect(polls.length).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
