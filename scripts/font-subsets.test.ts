import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FACES, copyCharacters, writeSubsets } from "./font-subsets.ts";

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "copy-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const isWoff2 = (path: string) => readFileSync(path).subarray(0, 4).toString("latin1") === "wOF2";

describe("font subsets", () => {
  it("collects the characters of the sources' copy, not of tests or other files", () => {
    const dir = tree({
      "app/routes/thanathu.tsx": "<p>Thanathu — <span lang='ml'>തനത്</span></p>",
      "app/content/a.ts": 'const s = "café";',
      "app/styles/a.css": '.x::after { content: "·"; }',
      "contracts/messages.json": '{ "a": "naïve" }',
      "app/routes/thanathu.test.tsx": "expect('ü')",
      "app/assets/art.svg": "<text>ß</text>",
      "content/services/stories.yaml": "heading: Every good thing here comes with a കഥ",
    });
    const characters = copyCharacters(["app", "contracts", "content"].map((d) => join(dir, d)));
    for (const c of ["—", "ത", "é", "·", "ï", "<", "ക", "ഥ"])
      expect(characters.has(c), c).toBe(true);
    expect(characters.has("ü")).toBe(false);
    expect(characters.has("ß")).toBe(false);
  });

  it("gives the Latin faces ASCII and the copy's other letters, the Malayalam face only Malayalam", () => {
    const copy = new Set([..."Kadal — തനത് é"]);
    const [brand, malayalam, text] = FACES.map((face) => face.characters(copy));
    for (const latin of [brand, text]) {
      for (const c of ["A", "z", "~", "@", "—", "é"]) expect(latin, c).toContain(c);
      expect(latin).not.toMatch(/[\u0D00-\u0D7F]/u);
    }
    expect(malayalam).toMatch(/^ \u200C\u200D/);
    expect(new Set(malayalam!.slice(3))).toEqual(new Set("തനത്"));
  });

  it("cuts every font far smaller, still WOFF2, and makes them again only when the letters change", async () => {
    const out = mkdtempSync(join(tmpdir(), "fonts-"));
    const first = await writeSubsets(new Set([..."Thanathu — തനത്"]), out);
    expect(first.map((result) => result.name)).toEqual(FACES.map((face) => face.name));
    for (const { name, before, after, reused } of first) {
      expect(reused, name).toBe(false);
      expect(after, name).toBeLessThan(before * 0.7);
      expect(isWoff2(join(out, name)), name).toBe(true);
    }

    const again = await writeSubsets(new Set([..."Thanathu — തനത്"]), out);
    expect(again.map((result) => result.reused)).toEqual([true, true, true]);

    const brand = join(out, FACES[0]!.name);
    const before = readFileSync(brand);
    const changed = await writeSubsets(new Set([..."Thanathu — തനത് ½ ¾"]), out);
    // New Latin letters remake the Latin faces only.
    expect(changed.map((result) => result.reused)).toEqual([false, true, false]);
    expect(readFileSync(brand).equals(before)).toBe(false);
  });

  it("fails loudly when a face's source is missing", async () => {
    const out = mkdtempSync(join(tmpdir(), "fonts-"));
    const missing = { ...FACES[0]!, source: join(out, "gone.woff2") };
    await expect(writeSubsets(new Set("a"), out, [missing])).rejects.toThrow(/ENOENT/);
  });
});
