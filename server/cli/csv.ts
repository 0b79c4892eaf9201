// CSV for spreadsheets, safe against formula injection. A spreadsheet reads a cell as a formula
// when it starts with = + - @ (or a tab or carriage return before one); it may also cut a quoted
// cell wherever it meets a line break or the separator it guessed (LibreOffice offers `;`, tab
// and `,`), and then read what follows as a cell of its own. So a single quote goes before any such
// character at the start of the cell and at the start of every piece those cuts could make.
const FORMULA_START = /^[=+\-@\t\r]/;
/** After a line break or a possible separator, optional blanks and a formula's first character. */
const FORMULA_AFTER_CUT = /([\r\n,;\t][ \t]*)(?=[=+\-@])/g;

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ""
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  text = text.replace(FORMULA_AFTER_CUT, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
