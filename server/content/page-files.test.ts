// The landing's file as the Studio writes it: an editor changes the tiles' words, never their
// previews, which are the pages' own artwork (page-form.ts leaves them out of the editor).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { StudyDocument } from "#contracts/studio.ts";
import { contentDir } from "./content-dir.ts";
import { pageKeyOf, pageYaml } from "./page-files.ts";
import { pageFields } from "./page-form.ts";

type Tile = { id: string; line: string; preview?: string };

const home = pageKeyOf("home");
const published = parse(
  readFileSync(join(contentDir(), "pages", "home.yaml"), "utf8"),
) as StudyDocument & { tiles: Tile[][] };
const previews = (tiles: Tile[][]) =>
  Object.fromEntries(tiles.flat().map((tile) => [tile.id, tile.preview]));

describe("the landing's tiles in the Studio", () => {
  it("are edited without their previews", () => {
    const tiles = pageFields(home, published).find((field) => field.key === "tiles");
    expect(JSON.stringify(tiles)).toContain('"key":"line"');
    expect(JSON.stringify(tiles)).not.toContain('"key":"preview"');
  });

  it("keep their published previews whatever the editor sends", () => {
    expect(Object.values(previews(published.tiles)).filter(Boolean).length).toBeGreaterThan(1);
    const sent = structuredClone(published);
    for (const tile of sent.tiles.flat()) {
      tile.line = `${tile.line}, again`;
      if (tile.id === "weirdos") tile.preview = "elsewhere.jpg";
      else delete tile.preview;
    }
    sent.tiles[0]!.push({ ...sent.tiles[0]![0]!, id: "new-tile", preview: "new.jpg" });
    const names = new Set<string>();
    const saved = parse(pageYaml(home, published, sent, names).toString("utf8")) as {
      tiles: Tile[][];
    };
    expect(saved.tiles.flat().every((tile) => tile.line.endsWith(", again"))).toBe(true);
    expect(previews(saved.tiles)).toEqual({ ...previews(published.tiles), "new-tile": undefined });
  });
});
