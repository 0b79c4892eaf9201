// The films' byte budgets (decision 1202), by the committed files' sizes: the Works tile's reel
// and a study's loop are fetched only once on screen, but a phone still pays for every byte.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
/** Bytes of WebM (what current browsers take) and of MP4 (Safari's fallback). */
const BUDGET = {
  reel: { webm: 250_000, mp4: 400_000 },
  film: { webm: 150_000, mp4: 250_000 },
} as const;

function films(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(webm|mp4)$/.test(name))
    .map((name) => join(dir, name));
}

describe("film budgets", () => {
  it("keeps the Works tile's reel within 250 KB of WebM and 400 KB of MP4", () => {
    for (const kind of ["webm", "mp4"] as const)
      expect(statSync(join(ROOT, `app/assets/video/works-loop.${kind}`)).size).toBeLessThanOrEqual(
        BUDGET.reel[kind],
      );
  });

  it("keeps every study's film within 150 KB of WebM and 250 KB of MP4", () => {
    const all = films(join(ROOT, "content/works"));
    expect(all.length).toBeGreaterThan(20);
    for (const file of all) {
      const kind = file.endsWith(".webm") ? "webm" : "mp4";
      expect(statSync(file).size, file).toBeLessThanOrEqual(BUDGET.film[kind]);
    }
  });
});
