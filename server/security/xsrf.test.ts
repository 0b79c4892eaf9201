import { createSigner } from "./signer.ts";
import { describe, expect, it } from "vitest";
import { createXsrf } from "./xsrf.ts";

describe("XSRF tokens", () => {
  const xsrf = createXsrf(createSigner("a-secret-that-is-long-enough-for-tests-0123456789"));

  it("accepts a header equal to a cookie it signed", () => {
    const token = xsrf.issue();
    expect(xsrf.isValid(token)).toBe(true);
    expect(xsrf.verify(token, token)).toBe(true);
  });

  it("refuses a missing, mismatched, forged or foreign token", () => {
    const token = xsrf.issue();
    expect(xsrf.verify(undefined, token)).toBe(false);
    expect(xsrf.verify(token, undefined)).toBe(false);
    expect(xsrf.verify(token, xsrf.issue())).toBe(false);
    const [value] = token.split(".");
    expect(xsrf.verify(`${value}.forged`, `${value}.forged`)).toBe(false);
    const other = createXsrf(createSigner("another-secret-that-is-long-enough-0123456789")).issue();
    expect(xsrf.verify(other, other)).toBe(false);
    expect(xsrf.isValid(`${token}.extra`)).toBe(false);
  });
});
