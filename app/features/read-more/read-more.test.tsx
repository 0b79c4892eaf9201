import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { hydrate, prerender } from "../../../tests/support/hydrate.tsx";
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

describe("ReadMore before and at hydration", () => {
  const ui = (
    <ReadMore id="why" summary={<p>Always here.</p>} about="why search matters">
      <p>Only after reading more.</p>
    </ReadMore>
  );

  it("is prerendered as <details> that opens without scripts, its summary reading Read more or Read less", () => {
    const container = prerender(ui);
    const details = container.querySelector("details.read-more-details")!;
    expect(details.hasAttribute("open")).toBe(false);
    expect(details.querySelector("#why-more")?.textContent).toBe("Only after reading more.");
    const summary = details.querySelector("summary")!;
    expect(summary.querySelector(".read-more-collapsed")?.textContent).toBe("Read more");
    expect(summary.querySelector(".read-more-expanded")?.textContent).toBe("Read less");
    expect(summary.textContent).toContain(": why search matters");
    expect(container.querySelector("button")).toBeNull();
  });

  it("hydrates into the button, still open and focused if the visitor opened it", async () => {
    const container = prerender(ui);
    const details = container.querySelector("details")!;
    details.open = true;
    details.querySelector("summary")!.focus();
    const root = await hydrate(container, ui);
    const button = screen.getByRole("button", { name: "Read less: why search matters" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(container.querySelector("#why-more")?.hasAttribute("hidden")).toBe(false);
    expect(document.activeElement).toBe(button);
    act(() => root.unmount());
  });

  it("hydrates closed when the visitor did not open it", async () => {
    const container = prerender(ui);
    const root = await hydrate(container, ui);
    expect(screen.getByRole("button", { name: /^Read more/ }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    expect(container.querySelector("#why-more")?.hasAttribute("hidden")).toBe(true);
    act(() => root.unmount());
  });
});
