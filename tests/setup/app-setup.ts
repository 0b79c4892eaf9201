// Component tests fail on any console.error (React warnings included), like the end-to-end specs.
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// findBy/waitFor end as soon as what they wait for is there; the limit is for a busy machine
// (Testing Library's own default is 1 s).
configure({ asyncUtilTimeout: 10_000 });

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`,
    );
  }
});
