import { createSigner } from "./signer.ts";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createXsrf } from "./xsrf.ts";

describe("XSRF tokens", () => {
  const signer = createSigner("a-secret-that-is-long-enough-for-tests-0123456789");
  const xsrf = createXsrf(signer);

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

  it("carries the time it was issued, never earlier than the truth and at most a batch's life later", () => {
    const issuedAt = 1_800_000_000_000;
    const token = xsrf.issue(issuedAt);
    const read = xsrf.issuedAt(token)!;
    expect(read).toBeGreaterThanOrEqual(issuedAt);
    expect(read - issuedAt).toBeLessThanOrEqual(250);
    // A later batch is stamped anew, and so is one after the clock went back.
    expect(xsrf.issuedAt(xsrf.issue(issuedAt + 10_000))).toBeGreaterThanOrEqual(issuedAt + 10_000);
    expect(xsrf.issuedAt(xsrf.issue(issuedAt - 10_000))! - (issuedAt - 10_000)).toBeLessThanOrEqual(
      250,
    );
    // The time is under the signature: changing it breaks the token.
    const [value, tag] = token.split(".") as [string, string];
    const bytes = Buffer.from(value, "base64url");
    bytes[5] = bytes[5]! ^ 1;
    const moved = `${bytes.toString("base64url")}.${tag}`;
    expect(xsrf.isValid(moved)).toBe(false);
    expect(xsrf.issuedAt(moved)).toBeNull();
    expect(xsrf.issuedAt(undefined)).toBeNull();
  });

  it("issues a different token each time, across the batches signed at once", () => {
    const tokens = new Set(Array.from({ length: 600 }, () => xsrf.issue()));
    expect(tokens.size).toBe(600);
    for (const token of tokens) expect(xsrf.isValid(token)).toBe(true);
  });

  it("refuses a value with another's signature, or another spelling of a signed value", () => {
    const [value, signature] = xsrf.issue().split(".") as [string, string];
    const [otherValue] = xsrf.issue().split(".") as [string];
    expect(xsrf.isValid(`${otherValue}.${signature}`)).toBe(false);
    // 16 bytes take 22 base64url characters; the last one's 4 low bits are spare, so the next
    // character of the alphabet spells the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = `${value.slice(0, -1)}${alphabet[alphabet.indexOf(value.at(-1)!) + 1]}`;
    expect(Buffer.from(respelled, "base64url")).toEqual(Buffer.from(value, "base64url"));
    expect(xsrf.isValid(`${respelled}.${signature}`)).toBe(false);
  });

  it("still accepts a token signed by the HMAC of earlier versions, and refuses a forged one", () => {
    const value = randomBytes(18).toString("base64url");
    const earlier = `${value}.${signer.sign("xsrf", value)}`;
    expect(xsrf.isValid(earlier)).toBe(true);
    expect(xsrf.verify(earlier, earlier)).toBe(true);
    const forged = `${value}.${signer.sign("form-token", value)}`;
    expect(xsrf.isValid(forged)).toBe(false);
  });
});
