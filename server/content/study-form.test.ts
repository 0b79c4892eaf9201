// The case study's editor is derived from the study's schema: every field the schema has gets a
// label of its own, every block type a name, and every study on the site today goes through the
// editor's save unchanged, each of its fields shown by the description (or left alone on purpose).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { StudyField } from "#contracts/studio.ts";
import { contentDir } from "./content-dir.ts";
import { headerOf, studyYaml } from "./study-files.ts";
import {
  HIDDEN_FIELDS,
  ITEM_LABELS,
  LABELS,
  studyFields,
  studyJsonSchema,
  VARIANT_LABELS,
} from "./study-form.ts";

type Json = {
  properties?: Record<string, Json>;
  items?: Json | false;
  prefixItems?: Json[];
  oneOf?: Json[];
  const?: unknown;
  type?: string;
};

/** Every property name in the schema, every list's name, and every fixed tag's value. */
function namesIn(
  schema: Json,
  found = { keys: new Set<string>(), lists: new Set<string>(), tags: new Set<string>() },
  key = "",
) {
  if (schema.type === "array" && key) found.lists.add(key);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (name === "type" || name === "provider") {
      if (property.const !== undefined) found.tags.add(String(property.const));
    } else found.keys.add(name);
    namesIn(property, found, name);
  }
  if (schema.items) namesIn(schema.items, found, key);
  for (const item of [...(schema.prefixItems ?? []), ...(schema.oneOf ?? [])])
    namesIn(item, found, key);
  return found;
}

const studies = readdirSync(join(contentDir(), "works")).map((folder) => {
  const dir = join(contentDir(), "works", folder);
  const body = readFileSync(join(dir, "study.yaml"));
  return {
    folder,
    body,
    names: new Set(readdirSync(dir)),
    study: parse(body.toString()) as Record<string, unknown>,
  };
});

describe("the case study's editor, from its schema", () => {
  const { keys, lists, tags } = namesIn(studyJsonSchema());

  it("labels every field, names every list's items and every block type", () => {
    expect([...keys].filter((key) => !LABELS[key] && !HIDDEN_FIELDS.has(key))).toEqual([]);
    expect([...lists].filter((list) => !ITEM_LABELS[list] && !HIDDEN_FIELDS.has(list))).toEqual([]);
    expect(
      [...tags].filter(
        (tag) =>
          !VARIANT_LABELS[tag] &&
          !["Activation", "Insight and Strategy", "Challenges"].includes(tag),
      ),
    ).toEqual([]);
  });

  it("gives each kind of value its control", () => {
    const byKey = (fields: StudyField[], key: string) => fields.find((field) => field.key === key)!;
    const fields = studyFields();
    expect(fields.map((field) => field.key)).toEqual([
      "client",
      "title",
      "metaDescription",
      "market",
      "services",
      "resultBadge",
      "order",
      "ring",
      "theme",
      "listing",
      "blocks",
    ]);
    expect(byKey(fields, "ring").kind).toBe("switch");
    const theme = byKey(fields, "theme");
    expect(theme.kind === "group" && theme.fields.map((field) => field.kind)).toEqual([
      "colour",
      "colour",
      "colour",
    ]);
    const blocks = byKey(fields, "blocks");
    if (blocks.kind !== "list" || blocks.of.kind !== "variants") throw new Error("blocks");
    const variant = (type: string) =>
      blocks.of.kind === "variants" && blocks.of.variants.find((v) => v.value === type)!.fields;
    expect(variant("hero")).toMatchObject([
      { key: "image", kind: "file", accept: "picture" },
      { key: "alt", kind: "text", long: true },
      { key: "focus", kind: "text", optional: true },
    ]);
    expect(variant("loop")).toMatchObject([
      { key: "label" },
      { key: "poster", accept: "picture" },
      { key: "webm", accept: "webm" },
      { key: "mp4", accept: "mp4" },
    ]);
    expect(variant("embed")).toMatchObject([
      { key: "url", kind: "address" },
      { key: "title" },
      { key: "caption", optional: true },
    ]);
    expect(variant("approach")).toMatchObject([
      {
        key: "panels",
        kind: "list",
        min: 3,
        of: { kind: "tuple", items: [{ kind: "group" }, {}, {}] },
      },
    ]);
  });

  it.each(studies)(
    "$folder goes through the editor's save unchanged, every field of it described",
    ({ body, names, study }) => {
      const saved = studyYaml(study, names, { header: headerOf(body) });
      expect(saved.toString().startsWith(headerOf(body))).toBe(true);
      const again = parse(saved.toString()) as Record<string, unknown>;
      // ring: true is the schema's default, written out once an editor saves.
      expect(again).toEqual({ ...study, ring: study.ring ?? true });
      expect(Object.keys(again)).toEqual([
        ...Object.keys(study),
        ...("ring" in study ? [] : ["ring"]),
      ]);

      const undescribed: string[] = [];
      const walk = (fields: readonly StudyField[], value: Record<string, unknown>, at: string) => {
        for (const [key, item] of Object.entries(value)) {
          const field = fields.find((f) => f.key === key);
          if (!field) {
            if (!HIDDEN_FIELDS.has(key) && !["type", "provider"].includes(key))
              undescribed.push(`${at}${key}`);
            continue;
          }
          visit(field, item, `${at}${key}`);
        }
      };
      const visit = (field: StudyField, item: unknown, at: string) => {
        if (field.kind === "group") walk(field.fields, item as Record<string, unknown>, `${at}.`);
        if (field.kind !== "list") return;
        (item as unknown[]).forEach((entry, i) => {
          const of = field.of;
          if (of.kind === "each") visit(of.item, entry, `${at}.${i}`);
          else if (of.kind === "tuple") visit(of.items[i]!, entry, `${at}.${i}`);
          else {
            const tag = (entry as Record<string, unknown>)[of.tag];
            walk(
              of.variants.find((v) => v.value === tag)!.fields,
              entry as Record<string, unknown>,
              `${at}.${i}.`,
            );
          }
        });
      };
      walk(studyFields(), study, "");
      expect(undescribed).toEqual([]);
    },
  );
});
