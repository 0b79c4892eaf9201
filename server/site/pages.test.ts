import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./pages.ts";

describe("inlineScriptHashes", () => {
  it("hashes each inline script body and skips external scripts", () => {
    const html =
      '<script>window.a=1</script><script type="module">import("/x.js")</script><script src="/y.js"></script><script></script>';
    const sha = (body: string) => createHash("sha256").update(body).digest("base64");
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha("window.a=1"), sha('import("/x.js")')].sort(),
    );
  });
});
