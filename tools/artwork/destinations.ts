// Where a generated picture goes. A study's pictures sit beside its entry in
// content/works/{slug}/ under short names: work-{slug}-hero.svg is content/works/{slug}/hero.svg,
// and {client}-{name}.jpg a website study's mock-up (a video study's are all made by tools/render).
// An opening's picture, job-{slug}.svg, is content/jobs/{slug}.svg. A service page's,
// service-{name}.svg, is beside its entry in content/services/ (SERVICE_PAGES). A written-out
// page's hero, hero-{name}.svg, is beside the page's file in content/pages/ (PAGE_HEROES).
// Anything else stays in the folder the tool names.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CONTENT = fileURLToPath(new URL("../../content/", import.meta.url));

/** A service picture's name (service-{name}.svg) and its page's file below content/services/. */
const SERVICE_PAGES: Record<string, string> = {
  unbranding: "branding",
  unadvertising: "advertising",
  "content-stories": "content-and-stories",
  "digital-marketing": "digital-marketing",
  "lead-generation": "digital-marketing/lead-generation",
  seo: "digital-marketing/seo",
  ppc: "digital-marketing/ppc",
};

/** A page hero's name (hero-{name}.svg) and its page's file in content/pages/. */
const PAGE_HEROES: Record<string, string> = {
  weirdos: "weirdos",
  thanathu: "thanathu",
  careers: "careers",
};

export function destination(name: string, otherwise: string): string {
  if (name.startsWith("job-")) return `${CONTENT}jobs/${name.slice("job-".length)}`;
  const hero = /^hero-(.+)\.svg$/.exec(name);
  if (hero && PAGE_HEROES[hero[1]!]) return `${CONTENT}pages/${PAGE_HEROES[hero[1]!]}.svg`;
  const service = /^service-(.+)\.svg$/.exec(name);
  if (service && SERVICE_PAGES[service[1]!])
    return `${CONTENT}services/${SERVICE_PAGES[service[1]!]}.svg`;
  const work = /^work-([a-z]+-[a-z0-9]+)-(.+)$/.exec(name);
  if (work && existsSync(`${CONTENT}works/${work[1]}`))
    return `${CONTENT}works/${work[1]}/${work[2]}`;
  const mockup = /^([a-z0-9]+)-(.+\.jpg)$/.exec(name);
  if (mockup && existsSync(`${CONTENT}works/website-${mockup[1]}`))
    return `${CONTENT}works/website-${mockup[1]}/${mockup[2]}`;
  return `${otherwise}${name}`;
}
