// The opening's editor against a stand-in server: a new opening's address follows its title, a
// line break typed into a text becomes a space, a picture over the limit is refused before it is
// sent, and the server's field messages are shown beside their fields with focus on the first.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { STUDIO_PICTURE_MAX_BYTES } from "#contracts/studio.ts";
import { editor, fakeServer } from "../testing/fake-server.ts";
import { renderInbox } from "../testing/render-inbox.tsx";

const list = () => ({ data: { revision: 4, today: "2026-12-01", openings: [] } });

describe("the opening's editor", () => {
  it("makes the address from the title, keeps texts to one paragraph and names the fields the server refused", async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      "GET me": () => ({ data: editor }),
      "GET content/openings": list,
      "POST content/openings/ui-ux-designer/draft": () => ({
        status: 400,
        data: {
          message: "invalid fields",
          errors: {
            "duties.0": "text must not be empty",
            pictureAlt: "alt text must describe the image (at least 8 characters)",
          },
        },
      }),
    });
    renderInbox(server, "/openings/new");
    await user.type(await screen.findByLabelText("Title"), "UI/UX Designer");
    expect(screen.getByLabelText("Address")).toHaveProperty("value", "ui-ux-designer");

    await user.type(screen.getByLabelText("Summary"), "First line{Enter}second line");
    expect(screen.getByLabelText("Summary")).toHaveProperty("value", "First line second line");

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    const duty = screen.getByLabelText("Duty 1", { exact: true });
    await waitFor(() => expect(document.activeElement).toBe(duty));
    expect(duty.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("alt text must describe the image (at least 8 characters)"),
    ).toBeTruthy();
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
      "Please check the fields marked below.",
    );
    const sent = server.requests.find((r) => r.method === "POST")!;
    expect(sent.body).toMatchObject({
      version: 0,
      base: 4,
      slug: "ui-ux-designer",
      fields: { title: "UI/UX Designer", summary: "First line second line" },
    });
  });

  it("refuses a picture over the limit before sending it", async () => {
    const user = userEvent.setup();
    const server = fakeServer({ "GET me": () => ({ data: editor }), "GET content/openings": list });
    renderInbox(server, "/openings/new");
    const big = new File([new Uint8Array(STUDIO_PICTURE_MAX_BYTES + 1)], "huge.jpg", {
      type: "image/jpeg",
    });
    await user.upload(await screen.findByLabelText("Picture"), big);
    expect(
      screen.getByText(/^This file is .* the most the Studio takes is 20\.0 MB$/),
    ).toBeTruthy();
  });
});
