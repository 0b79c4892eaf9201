import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

/**
 * What a spreadsheet may make of one line of our CSV: cut at every line break and at whichever
 * separator it guesses, each piece unquoted and trimmed as LibreOffice's import does.
 */
function piecesAfterCuts(csv: string, separator: string): string[] {
  return csv
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator))
    .map((piece) => piece.replace(/^[\s"]+/, ""));
}

const HOSTILE = [
  "=1+1",
  'note\n=HYPERLINK("http://evil","x")',
  "note\r\n+cmd|' /C calc'!A0",
  "a;=cmd",
  "a; @SUM(1)",
  "a,-2+3",
  "tab\t=1",
  "line\n  =indented",
  '"quoted";=evil',
];

describe("CSV cells", () => {
  it("leave no piece a spreadsheet could read as a formula, whatever it splits on", () => {
    const csv = toCsv(
      ["value"],
      HOSTILE.map((value) => [value]),
    );
    for (const separator of [",", ";", "\t"]) {
      for (const piece of piecesAfterCuts(csv, separator))
        expect(piece, `split on ${JSON.stringify(separator)}`).not.toMatch(/^[=+\-@]/);
    }
  });

  it("keep the words: only a quote is added, before the formula's first character", () => {
    expect(csvCell("note\n=HYPERLINK(1)")).toBe(`"note\n'=HYPERLINK(1)"`);
    expect(csvCell("a; @SUM(1)")).toBe(`"a; '@SUM(1)"`);
    expect(csvCell("well-known, fine")).toBe(`"well-known, fine"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
  });
});
