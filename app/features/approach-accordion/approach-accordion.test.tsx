import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { hydrate, prerender } from "../../../tests/support/hydrate.tsx";
import { toggleOpenPanel } from "./accordion-state.ts";
import { ApproachAccordion } from "./approach-accordion.tsx";

const panels = [
  { heading: "Activation", paragraphs: ["How the work went out into the world."] },
  { heading: "Insight and Strategy", paragraphs: ["What we learned and what we chose to do."] },
  { heading: "Challenges", paragraphs: ["What stood in the way and how we got past it."] },
];

const buttons = () => screen.getAllByRole("button");
const expanded = () => buttons().map((button) => button.getAttribute("aria-expanded"));

describe("toggleOpenPanel", () => {
  it("opens a closed panel, closes the open one, and switches between panels", () => {
    expect(toggleOpenPanel(null, 1)).toBe(1);
    expect(toggleOpenPanel(1, 1)).toBeNull();
    expect(toggleOpenPanel(0, 2)).toBe(2);
  });
});

describe("ApproachAccordion", () => {
  it("starts with all three numbered panels closed, their text in the document", () => {
    render(<ApproachAccordion panels={panels} />);
    expect(buttons().map((button) => button.textContent)).toEqual([
      "01Activation",
      "02Insight and Strategy",
      "03Challenges",
    ]);
    expect(expanded()).toEqual(["false", "false", "false"]);
    for (const button of buttons()) {
      const panel = document.getElementById(button.getAttribute("aria-controls")!);
      expect(panel).not.toBeNull();
      expect(panel!.hidden).toBe(true);
      expect(panel!.textContent).not.toBe("");
    }
  });

  it("keeps at most one panel open: opening one closes the others; clicking it again closes it", async () => {
    const user = userEvent.setup();
    render(<ApproachAccordion panels={panels} />);
    await user.click(buttons()[0]!);
    expect(expanded()).toEqual(["true", "false", "false"]);
    expect(screen.getByText(panels[0]!.paragraphs[0]!).parentElement!.hidden).toBe(false);
    await user.click(buttons()[2]!);
    expect(expanded()).toEqual(["false", "false", "true"]);
    expect(document.getElementById(buttons()[0]!.getAttribute("aria-controls")!)!.hidden).toBe(
      true,
    );
    await user.click(buttons()[2]!);
    expect(expanded()).toEqual(["false", "false", "false"]);
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    render(<ApproachAccordion panels={panels} />);
    await user.tab();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(expanded()).toEqual(["false", "true", "false"]);
  });

  it("keeps two accordions on one page independent", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ApproachAccordion panels={panels} />
        <ApproachAccordion panels={panels} />
      </>,
    );
    await user.click(buttons()[0]!);
    await user.click(buttons()[4]!);
    expect(expanded()).toEqual(["true", "false", "false", "false", "true", "false"]);
  });
});

describe("ApproachAccordion before and at hydration", () => {
  it("is prerendered as <details> sharing one name, so the browser keeps one open without scripts", () => {
    const container = prerender(<ApproachAccordion panels={panels} />);
    const items = [...container.querySelectorAll("details.approach-item")];
    expect(items).toHaveLength(3);
    expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
    expect(items[0]!.getAttribute("name")).not.toBe("");
    expect(items.map((item) => item.querySelector("summary h3")?.textContent)).toEqual([
      "01Activation",
      "02Insight and Strategy",
      "03Challenges",
    ]);
    expect(items.every((item) => !item.hasAttribute("open"))).toBe(true);
    expect(container.querySelector("button")).toBeNull();
  });

  it("hydrates into the buttons, keeping the panel opened and focused before the scripts ran", async () => {
    const container = prerender(<ApproachAccordion panels={panels} />);
    const second = container.querySelectorAll("details")[1]!;
    second.open = true;
    second.querySelector("summary")!.focus();
    const root = await hydrate(container, <ApproachAccordion panels={panels} />);
    expect(container.querySelector("details")).toBeNull();
    expect(expanded()).toEqual(["false", "true", "false"]);
    expect(document.activeElement).toBe(buttons()[1]);
    act(() => root.unmount());
  });
});
