// Password hashing and the rules for a new password.
import { describe, expect, it } from "vitest";
import { createPasswordHasher, dummyHashOf, parseHash, passwordProblem } from "./passwords.ts";
import { SCRYPT } from "./staff-policy.ts";

describe("password hashing", () => {
  const hasher = createPasswordHasher();

  it("stores scrypt with its parameters, a random salt, and verifies only the right password", async () => {
    const stored = await hasher.hash("harbour kettle sunrise");
    expect(stored).toMatch(/^scrypt\$N=32768,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(parseHash(stored)?.params).toEqual({
      N: SCRYPT.N,
      r: SCRYPT.r,
      p: SCRYPT.p,
      keyLength: 32,
    });
    expect(await hasher.hash("harbour kettle sunrise")).not.toBe(stored);
    expect(await hasher.verify("harbour kettle sunrise", stored)).toBe(true);
    expect(await hasher.verify("harbour kettle sunrisE", stored)).toBe(false);
    expect(await hasher.verify("harbour kettle sunrise", "not a hash")).toBe(false);
  });

  it("verifies a hash made with other parameters (a later change of cost)", async () => {
    const cheaper = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1, keyLength: 32 });
    const stored = await cheaper.hash("old but fine passphrase");
    expect(stored.startsWith("scrypt$N=1024,r=8,p=1$")).toBe(true);
    expect(await hasher.verify("old but fine passphrase", stored)).toBe(true);
  });

  it("makes the dummy hash once, with the real parameters", async () => {
    const dummy = dummyHashOf(hasher);
    const first = await dummy();
    expect(await dummy()).toBe(first);
    expect(parseHash(first)?.params.N).toBe(SCRYPT.N);
  });
});

describe("new password rules", () => {
  it.each([
    ["short pass", /at least 12 characters/],
    ["password1234", /too common/],
    ["Qwerty123456", /too common/],
    ["iloveyou2025", /too common/],
    ["aaaaaaaaaaaaaaaa", /too common/],
    ["abababababababab", /too common/],
    ["x".repeat(201), /at most 200/],
    ["accounts.desk is here", /e-mail address/],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password, "accounts.desk@kadal.example")).toMatch(message);
  });

  it.each(["harbour kettle sunrise", "7 lamps on the Periyar", "monsoon-ferry-window"])(
    "accepts %j",
    (password) => {
      expect(passwordProblem(password, "accounts.desk@kadal.example")).toBeNull();
    },
  );
});
