import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ReadMore } from "./read-more.tsx";

describe("ReadMore", () => {
  it("renders the collapsed text in the markup, hidden, behind a collapsed button", () => {
    const { container } = render(
      <ReadMore id="why" summary={<p>Always here.</p>}>
        <p>Only after reading more.</p>
      </ReadMore>,
    );
    expect(screen.getByText("Always here.")).toBeTruthy();
    const extra = container.querySelector("#why-more");
    expect(extra?.textContent).toBe("Only after reading more.");
    expect(extra?.hasAttribute("hidden")).toBe(true);
    const button = screen.getByRole("button", { name: "Read more" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe("why-more");
  });

  it("flips its label and aria-expanded on each press, and shows and hides the text", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ReadMore id="why" summary={<p>Always here.</p>} about="why search matters">
        <p>Only after reading more.</p>
      </ReadMore>,
    );
    const button = screen.getByRole("button", { name: "Read more: why search matters" });
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toContain("Read less");
    expect(container.querySelector("#why-more")?.hasAttribute("hidden")).toBe(false);

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.textContent).toContain("Read more");
    expect(container.querySelector("#why-more")?.hasAttribute("hidden")).toBe(true);
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(
      <ReadMore id="k" summary={<p>S</p>}>
        <p>M</p>
      </ReadMore>,
    );
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Read less" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });
});
