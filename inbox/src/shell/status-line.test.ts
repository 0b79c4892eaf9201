// Which words a failure shows: a field's message over the general one, the server's over ours.
import { describe, expect, it } from "vitest";
import { ApiError, NO_ANSWER } from "../api/client.ts";
import { failureText } from "./status-line.tsx";

describe("failureText", () => {
  it("prefers the field's words, then the server's message, then ours", () => {
    expect(
      failureText(new ApiError("Check the form.", 400, { state: "Mark it as not spam first." })),
    ).toBe("Mark it as not spam first.");
    expect(failureText(new ApiError("Only an admin can do this.", 403))).toBe(
      "Only an admin can do this.",
    );
    expect(failureText(new TypeError("boom"))).toBe(NO_ANSWER);
  });
});
