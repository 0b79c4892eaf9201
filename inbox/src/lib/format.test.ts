// The list's short dates: today's time, this year's day and time, an older year's date.
import { describe, expect, it } from "vitest";
import { formatWhen } from "./format.ts";

describe("formatWhen", () => {
  const now = new Date(2026, 10, 24, 15, 0).getTime();
  it("shortens by how recent the time is", () => {
    expect(formatWhen(new Date(2026, 10, 24, 9, 5).getTime(), now)).toBe("09:05");
    expect(formatWhen(new Date(2026, 2, 3, 18, 30).getTime(), now)).toBe("3 Mar, 18:30");
    expect(formatWhen(new Date(2025, 11, 31, 23, 0).getTime(), now)).toBe("31 Dec 2025");
  });
});
