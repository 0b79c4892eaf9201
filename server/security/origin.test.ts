// Which origins count as this site: SITE_ORIGIN, and on a loopback SITE_ORIGIN the loopback names
// of the port the server listens on; never a name the request chose.
import { describe, expect, it } from "vitest";
import { isOurOrigin } from "./xsrf.ts";

describe("isOurOrigin", () => {
  it.each([
    ["https://kadal.agency", "https://kadal.agency", 3000, true],
    ["https://kadal.agency", "https://kadal.agency/old/contact-us", 3000, true],
    ["https://kadal.agency", "http://kadal.agency", 3000, false],
    ["https://kadal.agency", "https://kadal.agency.evil.example", 3000, false],
    ["https://kadal.agency", "http://127.0.0.1:3000", 3000, false],
    ["https://kadal.agency", "null", 3000, false],
    ["http://127.0.0.1:3000", "http://127.0.0.1:3000", undefined, true],
    ["http://127.0.0.1:3000", "http://localhost:3000", 3000, true],
    ["http://127.0.0.1:3000", "http://[::1]:41234", 41234, true],
    ["http://127.0.0.1:3000", "http://localhost:41234", undefined, false],
    ["http://127.0.0.1:3000", "http://localhost:8080", 41234, false],
    ["http://127.0.0.1:3000", "https://localhost:41234", 41234, false],
    // A rebinding attack's page keeps its own name, even when it resolves to 127.0.0.1.
    ["http://127.0.0.1:3000", "http://rebind.evil.example:3000", 3000, false],
    ["http://127.0.0.1:3000", "http://127.0.0.1.nip.io:3000", 3000, false],
  ] as const)("SITE_ORIGIN %s: %s on port %s → %s", (site, value, port, expected) => {
    expect(isOurOrigin(value, site, port)).toBe(expected);
  });
});
