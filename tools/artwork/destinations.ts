// Where a generated picture goes. A study's pictures sit beside its entry in
// content/works/{slug}/ under short names: work-{slug}-hero.svg is content/works/{slug}/hero.svg,
// and {client}-{name}.jpg a website study's mock-up (a video study's are all made by tools/render).
// (The openings', the service pages' and the written-out pages' pictures are rendered photographs
// now, tools/render; nothing here draws them.) Anything else stays in the folder the tool names.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CONTENT = fileURLToPath(new URL("../../content/", import.meta.url));

export function destination(name: string, otherwise: string): string {
  const work = /^work-([a-z]+-[a-z0-9]+)-(.+)$/.exec(name);
  if (work && existsSync(`${CONTENT}works/${work[1]}`))
    return `${CONTENT}works/${work[1]}/${work[2]}`;
  const mockup = /^([a-z0-9]+)-(.+\.jpg)$/.exec(name);
  if (mockup && existsSync(`${CONTENT}works/website-${mockup[1]}`))
    return `${CONTENT}works/website-${mockup[1]}/${mockup[2]}`;
  return `${otherwise}${name}`;
}
