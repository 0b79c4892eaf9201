// The checks' worker thread: real files pass through it, a hostile .doc is stopped by its
// deadline or its memory bound, and the thread is replaced so the next file is checked. Real
// threads, real files; the deadline is either small or passed by the test when it chooses.
import { afterEach, describe, expect, it } from "vitest";
import { docFile, docxFile, htmlFile, pdfFile, zipBomb } from "../test-support/files.ts";
import { docDirectoryLoop, docSectorLoop } from "../test-support/hostile-doc.ts";
import { createUploadChecker, type UploadChecker } from "./upload-checker.ts";

const checkers: UploadChecker[] = [];
const checker = (options: Parameters<typeof createUploadChecker>[0] = {}) => {
  const made = createUploadChecker(options);
  checkers.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(checkers.splice(0).map((made) => made.close()));
});

const checked = (acceptable: boolean) => expect.objectContaining({ acceptable, ended: "checked" });

describe("upload checks in a worker thread", () => {
  it("checks real files and refuses disguised ones, one thread for them all", async () => {
    const checks = checker();
    expect(await checks.check(".pdf", pdfFile())).toEqual(checked(true));
    expect(await checks.check(".doc", docFile())).toEqual(checked(true));
    expect(await checks.check(".docx", docxFile())).toEqual(checked(true));
    expect(await checks.check(".pdf", htmlFile())).toEqual(checked(false));
    expect(await checks.check(".docx", zipBomb())).toEqual(checked(false));
    // Before the sector chains were checked, this one never came back.
    expect(await checks.check(".doc", docSectorLoop())).toEqual(checked(false));
    expect(checks.threadsStarted).toBe(1);
  });

  it("hands the file back whole with the verdict, large and small (moved, not copied)", async () => {
    const checks = checker();
    const files = [
      [".docx", docxFile({ imageSize: 3 * 1024 * 1024 })],
      // Under 4 KB: a Buffer that may share Node's pool, so it is copied instead.
      [".pdf", pdfFile(100)],
    ] as const;
    for (const [extension, original] of files) {
      const kept = Buffer.from(original);
      const verdict = await checks.check(extension, original);
      expect(verdict).toEqual(checked(true));
      expect(verdict.ended === "checked" && verdict.content.equals(kept)).toBe(true);
    }
  });

  it("refuses a .doc that is still being checked at a small deadline, then checks real files", async () => {
    const checks = checker({ deadlineMs: 1_000 });
    const verdict = await checks.check(".doc", docDirectoryLoop());
    // The deadline or the memory bound, whichever comes first: either way, refused.
    expect(verdict.acceptable).toBe(false);
    expect(verdict.ended).not.toBe("checked");
    expect(await checks.check(".doc", docFile())).toEqual(checked(true));
    expect(await checks.check(".docx", docxFile())).toEqual(checked(true));
    expect(await checks.check(".pdf", pdfFile())).toEqual(checked(true));
    // The stopped thread was replaced.
    expect(checks.threadsStarted).toBe(2);
  });

  it("ends a check at its deadline and terminates its thread", async () => {
    // The deadline passes when the test says: right after the file went to the thread, before
    // the thread can answer (its answer would be a later event than this microtask).
    const deadlines: (() => void)[] = [];
    const checks = checker({
      timers: {
        setTimeout: (run) => {
          deadlines.push(run);
          queueMicrotask(run);
          return deadlines.length;
        },
        clearTimeout: () => undefined,
      },
    });
    expect(await checks.check(".doc", docDirectoryLoop())).toEqual({
      acceptable: false,
      ended: "deadline",
    });
    expect(deadlines).toHaveLength(1);
    expect(checks.threadsStarted).toBe(1);
  });

  it("refuses a .doc whose check fills the thread's memory, however long the deadline", async () => {
    const checks = checker({ deadlineMs: 600_000, memoryMb: 16 });
    expect(await checks.check(".doc", docDirectoryLoop())).toEqual({
      acceptable: false,
      ended: "memory",
    });
    expect(await checks.check(".doc", docFile())).toEqual(checked(true));
    expect(checks.threadsStarted).toBe(2);
  });

  it("checks in order, one at a time, those waiting for the thread", async () => {
    const checks = checker();
    const verdicts = await Promise.all([
      checks.check(".doc", docDirectoryLoop()),
      checks.check(".pdf", pdfFile()),
      checks.check(".docx", docxFile()),
    ]);
    expect(verdicts.map((verdict) => verdict.acceptable)).toEqual([false, true, true]);
  });

  it("rejects checks once closed", async () => {
    const checks = checker();
    const waiting = expect(checks.check(".pdf", pdfFile())).rejects.toThrow("closed");
    await checks.close();
    await waiting;
    await expect(checks.check(".pdf", pdfFile())).rejects.toThrow("closed");
  });
});
