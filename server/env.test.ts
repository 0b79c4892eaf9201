import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      SITE_ORIGIN: "http://127.0.0.1:3000",
      RATE_LIMIT_PER_MINUTE: 10,
      UPLOAD_MAX_MB: 10,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("treats empty values as unset and normalises the origin", () => {
    const env = parseEnv({ PORT: "", SITE_ORIGIN: "https://kadal.agency/some/path" });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_ORIGIN).toBe("https://kadal.agency");
  });

  it("names every bad variable in one clear message", () => {
    expect(() =>
      parseEnv({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        SECRET: "short",
      }),
    ).toThrowError(EnvError);
    try {
      parseEnv({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        SECRET: "short",
      });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid environment:/);
      for (const name of ["PORT", "DATABASE_URL", "SMTP_URL", "SECRET"])
        expect(message).toContain(name);
    }
  });

  it("never prints a value that may hold a credential", () => {
    const wrong = {
      SMTP_URL: "smtp:/mailer:hunter2@mail.example",
      DATABASE_URL: "mysql://kadal:s3cr3t-pw@db.example/kadal",
      SECRET: "too-short-secret",
      PORT: "eighty",
    };
    const message = (() => {
      try {
        parseEnv(wrong);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ["SMTP_URL", "DATABASE_URL", "SECRET"]) expect(message).toContain(name);
    for (const leaked of ["hunter2", "s3cr3t-pw", "too-short-secret", "mailer", "kadal:"])
      expect(message).not.toContain(leaked);
    expect(message).toContain('PORT="eighty"');
  });

  it("refuses a SECRET that is white space or trivially weak, and trims a good one", () => {
    for (const weak of [
      " ".repeat(40),
      "\t".repeat(33),
      "a".repeat(64),
      "passwordpasswordpasswordpassword",
      "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    ])
      expect(() => parseEnv({ SECRET: weak }), JSON.stringify(weak)).toThrowError(/SECRET/);
    const strong = "9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8";
    expect(parseEnv({ SECRET: ` ${strong}\n` }).SECRET).toBe(strong);
  });
});
