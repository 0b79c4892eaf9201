// Writes Kadal's artwork as SVG into app/assets/art/ (a study's beside its entry) and the file catalogue into this folder's
// README. Deterministic: each file's randomness is seeded from its own name, so a rerun gives the
// same bytes. Run: npx tsx tools/artwork/make-artwork.ts
// Nothing here is a video study's: Hama's and Lazza's pictures and films are rendered in Blender
// and cut by tools/render (its README), and this script writes nothing into content/works/videos-*/.
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import {
  at,
  C,
  circle,
  dots,
  dotsAt,
  doc,
  f,
  kasavu,
  laterite,
  leafFan,
  path,
  rect,
  rings,
  rng,
  star,
  stroke,
  text,
  tideLines,
  waveBand,
  aptayuMark,
  type Point,
  type Rng,
} from "./lib.ts";
import { filmFrame, filmNamed, type FrameView } from "./film-scenes.ts";
import { destination } from "./destinations.ts";

const OUT_DIR = fileURLToPath(new URL("../../app/assets/art/", import.meta.url));
// An opening's and a study's pictures sit beside their entries (./destinations.ts).
const outPath = (name: string) => destination(name, OUT_DIR);
/** Whether the study beside which `path` would go names its file in study.yaml. */
const studyNames = (path: string) =>
  readFileSync(join(dirname(path), "study.yaml"), "utf8")
    .split("\n")
    .some((line) => line.trim().split(" ").at(-1) === basename(path));
const README = fileURLToPath(new URL("./README.md", import.meta.url));

/** What a drawing gives: the SVG body, or the body and the `<defs>` it refers to. */
type Drawing = string | [body: string, defs: string];
/** Draws one file with randomness seeded from its name. */
type Draw = (r: Rng) => Drawing;
/** One file of the folder: drawn into a w×h document, or (`raw`) a whole document made elsewhere. */
type ArtFile = { name: string; w: number; h: number; desc: string } & (
  { draw: Draw } | { raw: string }
);

const files: ArtFile[] = [];
const add = (name: string, w: number, h: number, desc: string, draw: Draw): void => {
  files.push({ name, w, h, desc, draw });
};

// ───────────────────────────── small shapes used by several subjects ─────────────────────────────

const phone = (x: number, y: number, w: number, h: number, frame: string, screen: string): string =>
  rect(x, y, w, h, frame, ` rx="${f(w * 0.12)}"`) +
  rect(x + w * 0.06, y + w * 0.1, w * 0.88, h - w * 0.2, screen, ` rx="${f(w * 0.05)}"`);

const browser = (
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  screen: string,
): string =>
  rect(x, y, w, h, frame, ` rx="14"`) +
  circle(x + 26, y + 22, 7, C.red) +
  circle(x + 48, y + 22, 7, C.gold) +
  circle(x + 70, y + 22, 7, C.green) +
  rect(x + 100, y + 12, w * 0.5, 20, screen, ` rx="10" opacity=".5"`) +
  rect(x + 10, y + 44, w - 20, h - 54, screen, ` rx="6"`);

const lines = (
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  color: string,
  width = 8,
  r: Rng | null = null,
): string => {
  let d = "";
  for (let i = 0; i < count; i++)
    d += `M${f(x)} ${f(y + i * gap)}h${f(r ? w * r.range(0.55, 1) : w)}`;
  return stroke(d, color, width);
};

const arch = (x: number, y: number, w: number, h: number): string =>
  `M${f(x)} ${f(y + h)}V${f(y + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w)} ${f(y + w / 2)}V${f(y + h)}Z`;

const bubble = (
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  tailLeft = true,
): string =>
  rect(x, y, w, h, color, ` rx="${f(h * 0.3)}"`) +
  path(
    tailLeft
      ? `M${f(x + w * 0.18)} ${f(y + h - 2)}l${f(-w * 0.08)} ${f(h * 0.4)}l${f(w * 0.22)} ${f(-h * 0.4)}Z`
      : `M${f(x + w * 0.82)} ${f(y + h - 2)}l${f(w * 0.08)} ${f(h * 0.4)}l${f(-w * 0.22)} ${f(-h * 0.4)}Z`,
    color,
  );

/** A closed smooth blob through `pts` (Catmull-Rom converted to cubic Béziers). */
const blob = (pts: readonly Point[]): string => {
  const n = pts.length;
  const first = at(pts, 0);
  let d = `M${f(first[0])} ${f(first[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(pts, (i - 1 + n) % n);
    const p1 = at(pts, i);
    const p2 = at(pts, (i + 1) % n);
    const p3 = at(pts, (i + 2) % n);
    d += `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
};
const blobAround = (cx: number, cy: number, rad: number, r: Rng, k = 9, wobble = 0.3): string =>
  blob(
    Array.from({ length: k }, (_, i): Point => {
      const a = (i / k) * Math.PI * 2;
      const rr = rad * (1 - wobble / 2 + wobble * r.next());
      return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
    }),
  );

// ───────────────────────────── thought starters (1200×900) ─────────────────────────────

add(
  "thought-1.svg",
  1200,
  900,
  "Thought starter 1: a mirror-symmetric sea-ink ink blot on cream, Rorschach style — what do you see?",
  (r) => {
    let half = "";
    for (let i = 0; i < 7; i++)
      half += path(
        blobAround(r.range(430, 590), r.range(200, 720), r.range(40, 130), r, 8, 0.6),
        C.ink,
      );
    half += path(blobAround(560, 460, 150, r, 10, 0.5), C.ink);
    for (let i = 0; i < 6; i++)
      half += circle(r.range(300, 560), r.range(150, 780), r.range(6, 18), C.ink);
    return (
      rect(0, 0, 1200, 900, C.cream) +
      `<g>${half}</g><g transform="matrix(-1 0 0 1 1200 0)">${half}</g>` +
      path(blobAround(600, 470, 50, r, 7, 0.4), C.red)
    );
  },
);

add(
  "thought-2.svg",
  1200,
  900,
  "Thought starter 2: two sets of fine concentric circles overlapping off-centre, making a shimmering moiré — what is this?",
  () => {
    let a = "";
    let b = "";
    for (let i = 1; i <= 36; i++) {
      a += `<circle cx="520" cy="450" r="${i * 14}"/>`;
      b += `<circle cx="700" cy="450" r="${i * 14}"/>`;
    }
    return (
      rect(0, 0, 1200, 900, C.cream) +
      `<g fill="none" stroke="${C.ink}" stroke-width="5">${a}</g>` +
      `<g fill="none" stroke="${C.teal}" stroke-width="5">${b}</g>`
    );
  },
);

add(
  "thought-3.svg",
  1200,
  900,
  "Thought starter 3: a colour-blindness-test style field of dots in teal and green hiding a vermilion-and-gold fish — can you see it?",
  (r) => {
    const inFish = (x: number, y: number) => {
      const bx = (x - 560) / 300;
      const by = (y - 450) / 150;
      const body = bx * bx + by * by < 1;
      const tail = x > 800 && x < 1000 && Math.abs(y - 450) < (x - 800) * 0.9;
      return body || tail;
    };
    // Dots in three sizes and four colours: one path per size and colour keeps the file small.
    const sizes = [11, 15, 20];
    const groups = new Map<string, { colour: string; rad: number; points: Point[] }>();
    for (let y = 30; y < 900; y += 46)
      for (let x = 30 + ((y / 46) % 2) * 23; x < 1200; x += 46) {
        const cx = x + r.range(-7, 7);
        const cy = y + r.range(-7, 7);
        const size = r.int(0, 2);
        const colour = inFish(cx, cy) ? r.pick([C.red, C.gold]) : r.pick([C.teal, C.green]);
        const key = `${colour}|${size}`;
        const group = groups.get(key) ?? { colour, rad: at(sizes, size), points: [] };
        groups.set(key, group);
        group.points.push([cx, cy]);
      }
    return (
      rect(0, 0, 1200, 900, C.cream) +
      [...groups]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([, group]) => dotsAt(group.points, group.rad, group.colour))
        .join("")
    );
  },
);

add(
  "thought-4.svg",
  1200,
  900,
  "Thought starter 4: three horizontal bands that read like a flag but are a sunset over the backwaters — vermilion and gold sky, cream water with a half-set sun and its rippled reflection, a palm-green bank.",
  (r) => {
    let rip = "";
    for (let i = 0; i < 12; i++) {
      const y = 330 + i * 20;
      const w = 200 - Math.abs(i - 1) * 12 + r.range(-12, 12);
      rip += `M${f(600 - w / 2)} ${y}h${f(w)}`;
    }
    let palms = "";
    for (let i = 0; i < 7; i++) {
      const x = 80 + i * 170 + r.range(-30, 30);
      const h = r.range(50, 110);
      palms +=
        stroke(`M${f(x)} 600q8 ${f(-h / 2)} ${f(r.range(-10, 20))} ${f(-h)}`, C.ink, 6) +
        leafFan(x + 6, 600 - h, 50, 5, -80, 80, C.ink, { rib: C.ink, width: 0.2 });
    }
    return (
      rect(0, 0, 1200, 300, C.red) +
      rect(0, 0, 1200, 120, "#e8793f") +
      rect(0, 210, 1200, 90, C.gold) +
      rect(0, 300, 1200, 300, C.cream) +
      path("M470 300A130 130 0 0 1 730 300Z", C.gold) +
      stroke(rip, C.ink, 8) +
      rect(0, 600, 1200, 300, C.green) +
      palms +
      path("M420 640Q600 690 780 640L760 660Q600 700 440 660Z", C.ink)
    );
  },
);

// ───────────────────────────── clients ─────────────────────────────

/** A client's colours, display name and mark. mark(cx, cy, s) draws within a box of ±s. */
type Client = {
  name: string;
  bg: string;
  fg: string;
  accent: string;
  alt: string;
  mark: (cx: number, cy: number, s: number) => string;
};

const clients = {
  aptayu: {
    name: "aptayu",
    bg: C.green,
    fg: C.cream,
    accent: C.gold,
    alt: C.cream,
    mark: (cx, cy, s) => aptayuMark(cx, cy, s),
  },
  palmtree: {
    name: "Palm Tree",
    bg: C.cream,
    fg: C.green,
    accent: C.red,
    alt: C.green,
    mark: (cx, cy, s) =>
      circle(cx, cy - s * 0.1, s * 0.55, C.red) +
      stroke(
        `M${f(cx)} ${f(cy + s)}Q${f(cx + s * 0.15)} ${f(cy)} ${f(cx)} ${f(cy - s * 0.3)}`,
        C.green,
        s * 0.12,
      ) +
      leafFan(cx, cy - s * 0.3, s * 0.75, 7, -95, 95, C.green, { rib: C.cream, width: 0.16 }),
  },
  ayurcentral: {
    name: "Ayur Central",
    bg: C.teal,
    fg: C.cream,
    accent: C.gold,
    alt: C.cream,
    mark: (cx, cy, s) =>
      rect(cx - s, cy - s, s * 2, s * 2, C.cream, ` rx="${f(s * 0.35)}"`) +
      text(cx, cy + s * 0.35, "AC", {
        size: s * 0.95,
        fill: C.teal,
        anchor: "middle",
        ls: -s * 0.04,
      }) +
      leafFan(cx + s * 0.62, cy - s * 0.55, s * 0.45, 3, -30, 50, C.gold, {
        rib: C.cream,
        width: 0.22,
      }),
  },
  lazza: {
    name: "Lazza",
    bg: C.red,
    fg: C.cream,
    accent: C.gold,
    alt: C.cream,
    mark: (cx, cy, s) =>
      path(
        `M${f(cx - s * 0.45)} ${f(cy)}L${f(cx)} ${f(cy + s)}L${f(cx + s * 0.45)} ${f(cy)}Z`,
        C.gold,
      ) +
      stroke(
        `M${f(cx - s * 0.3)} ${f(cy + s * 0.2)}l${f(s * 0.45)} ${f(s * 0.4)}M${f(cx + s * 0.3)} ${f(cy + s * 0.2)}l${f(-s * 0.45)} ${f(s * 0.4)}`,
        C.ink,
        s * 0.04,
        ` opacity=".3"`,
      ) +
      circle(cx, cy - s * 0.05, s * 0.45, C.cream) +
      circle(cx, cy - s * 0.5, s * 0.38, "#f2b8a6") +
      circle(cx, cy - s * 0.85, s * 0.26, C.ink) +
      circle(cx + s * 0.06, cy - s * 1.1, s * 0.08, C.red),
  },
  manorama: {
    name: "Sahapadi",
    bg: C.ink,
    fg: C.cream,
    accent: C.gold,
    alt: C.gold,
    mark: (cx, cy, s) =>
      bubble(cx - s, cy - s * 0.8, s * 1.2, s * 0.9, C.gold, true) +
      bubble(cx - s * 0.2, cy - s * 0.2, s * 1.2, s * 0.9, C.teal, false) +
      text(cx - s * 0.4, cy - s * 0.18, "S", { size: s * 0.7, fill: C.ink, anchor: "middle" }) +
      text(cx + s * 0.4, cy + s * 0.45, "P", { size: s * 0.7, fill: C.cream, anchor: "middle" }),
  },
  grandhayatt: {
    name: "Grand Kayal",
    bg: C.ink,
    fg: C.cream,
    accent: C.gold,
    alt: C.gold,
    mark: (cx, cy, s) =>
      path(
        arch(cx - s * 0.7, cy - s, s * 1.4, s * 2),
        "none",
        ` stroke="${C.gold}" stroke-width="${f(s * 0.1)}"`,
      ) +
      text(cx, cy + s * 0.45, "GK", {
        size: s * 0.8,
        fill: C.gold,
        anchor: "middle",
        ls: s * 0.05,
      }),
  },
} satisfies Record<string, Client>;
type ClientId = keyof typeof clients;

/** Campaign and case words shown as type on the art (fictional copy): [headline, name]. */
const words = {
  "branding-aptayu": ["rooted in ritual", "aptayu"],
  "media-palmtree": ["fresh every morning", "Palm Tree"],
  "communication-ayurcentral": ["ten stores, one ritual", "Ayur Central"],
  "campaign-lazza": ["lick the heat", "Lazza"],
  "campaign-palmtree-lessgo": ["LESSGO!", "Palm Tree"],
  "campaign-palmtree-onam": ["Ponnonam", "Palm Tree"],
  "campaign-manorama": ["learn together", "Sahapadi"],
  "packaging-aptayu": ["pure, plainly", "aptayu"],
  "communication-palmtree": ["what's cooking?", "Palm Tree"],
  "communication-grandhayatt": ["stay slow", "Grand Kayal"],
} satisfies Record<string, [headline: string, name: string]>;
type Slug = keyof typeof words;

/** The category a work's images are drawn for; lessgo and onam are campaigns with their own prop. */
type Cat = "branding" | "media" | "communication" | "campaign" | "lessgo" | "onam" | "packaging";
type Work = { slug: Slug; client: ClientId; cat: Cat; label: string };

const works: Work[] = [
  { slug: "branding-aptayu", client: "aptayu", cat: "branding", label: "Branding" },
  { slug: "media-palmtree", client: "palmtree", cat: "media", label: "Media" },
  {
    slug: "communication-ayurcentral",
    client: "ayurcentral",
    cat: "communication",
    label: "Communication",
  },
  { slug: "campaign-lazza", client: "lazza", cat: "campaign", label: "Campaign" },
  { slug: "campaign-palmtree-lessgo", client: "palmtree", cat: "lessgo", label: "Campaign" },
  { slug: "campaign-palmtree-onam", client: "palmtree", cat: "onam", label: "Campaign" },
  { slug: "campaign-manorama", client: "manorama", cat: "campaign", label: "Campaign" },
  { slug: "packaging-aptayu", client: "aptayu", cat: "packaging", label: "Packaging" },
  {
    slug: "communication-palmtree",
    client: "palmtree",
    cat: "communication",
    label: "Communication",
  },
  {
    slug: "communication-grandhayatt",
    client: "grandhayatt",
    cat: "communication",
    label: "Communication",
  },
];

// A motif per client that backs its images, so a client's set reads as one family.
const backdrop = (client: ClientId, w: number, h: number, r: Rng): string => {
  const k = clients[client];
  switch (client) {
    case "aptayu":
      return (
        rect(0, 0, w, h, k.bg) +
        leafFan(w * 0.85, h * 1.05, h * 0.7, 5, -70, 10, "#356b42", { rib: k.bg })
      );
    case "palmtree":
      return (
        rect(0, 0, w, h, k.bg) +
        path(waveBand(0, w, h * 0.82, 12, w / 5, r.range(0, 100), h), C.green) +
        dots(w * 0.05, h * 0.08, 6, 3, 26, 4, C.red, ` opacity=".6"`)
      );
    case "ayurcentral":
      return (
        rect(0, 0, w, h, k.bg) +
        tideLines(0, w, h * 0.78, 4, h * 0.05, "#138080", 6, r, { amp: 10, len: w / 6 })
      );
    case "lazza":
      return (
        rect(0, 0, w, h, k.bg) +
        path(
          `M0 ${f(h * 0.05)}${Array.from({ length: 8 }, (_, i) => `q${f(w / 16)} ${f(h * 0.07 + (i % 3) * h * 0.03)} ${f(w / 8)} 0`).join("")}V0H0Z`,
          C.cream,
        )
      );
    case "manorama":
      return (
        rect(0, 0, w, h, k.bg) +
        dots(w * 0.04, h * 0.06, Math.floor(w / 60), Math.floor(h / 60), 60, 2.5, C.grey)
      );
    case "grandhayatt":
      return (
        rect(0, 0, w, h, k.bg) +
        stroke(`M0 ${f(h * 0.06)}H${f(w)}M0 ${f(h * 0.94)}H${f(w)}`, C.gold, 3)
      );
    default:
      return rect(0, 0, w, h, k.bg);
  }
};

/** Category props drawn into thumbnails. */
const prop: Record<Cat, (k: Client, cx: number, cy: number, s: number, r: Rng) => string> = {
  branding: (k, cx, cy, s) => k.mark(cx, cy, s),
  media: (k, cx, cy, s) =>
    stroke(
      `M${f(cx - s * 0.5)} ${f(cy + s * 0.3)}V${f(cy + s * 1.3)}M${f(cx + s * 0.5)} ${f(cy + s * 0.3)}V${f(cy + s * 1.3)}`,
      C.ink,
      s * 0.08,
    ) +
    rect(cx - s * 1.3, cy - s * 0.7, s * 2.6, s * 1.1, C.ink, ` rx="8"`) +
    k.mark(cx - s * 0.75, cy - s * 0.15, s * 0.38) +
    text(cx - s * 0.25, cy - s * 0.05, "fresh", { size: s * 0.35, fill: C.cream }),
  communication: (k, cx, cy, s, r) => {
    let g = "";
    const tones = [k.accent, k.fg, C.ink, C.gold, C.teal, C.red].filter((c) => c !== k.bg);
    for (let j = 0; j < 3; j++)
      for (let i = 0; i < 3; i++)
        g += rect(
          cx - s + i * s * 0.68,
          cy - s + j * s * 0.68,
          s * 0.62,
          s * 0.62,
          r.pick(tones),
          ` rx="6"`,
        );
    return g + k.mark(cx, cy, s * 0.3);
  },
  campaign: (k, cx, cy, s) => k.mark(cx, cy, s),
  lessgo: (k, cx, cy, s) =>
    path(star(cx, cy, s * 1.1, s * 0.75, 14), C.red) + football(cx, cy, s * 0.6),
  onam: (k, cx, cy, s) => pookalam(cx, cy, s),
  packaging: (k, cx, cy, s) => jar(cx, cy, s, k),
};

/**
 * A football as it is drawn everywhere: a dark pentagon in the middle, five more cut by the ball's
 * edge, and the seams between them (a ring of spokes alone read as a steering wheel).
 */
function football(cx: number, cy: number, r: number): string {
  const pentagon = (x: number, y: number, size: number, turn: number) =>
    path(star(x, y, size, size * Math.cos(Math.PI / 5), 5, turn), C.ink);
  const id = `ball-${Math.round(cx)}-${Math.round(cy)}`;
  let seams = "";
  let rim = "";
  for (let i = 0; i < 5; i++) {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    const inner = [cx + r * 0.3 * Math.cos(a), cy + r * 0.3 * Math.sin(a)];
    const outer = [cx + r * 0.72 * Math.cos(a), cy + r * 0.72 * Math.sin(a)];
    seams += `M${f(inner[0]!)} ${f(inner[1]!)}L${f(outer[0]!)} ${f(outer[1]!)}`;
    rim += pentagon(
      cx + r * 0.98 * Math.cos(a),
      cy + r * 0.98 * Math.sin(a),
      r * 0.3,
      -90 + i * 72 + 36,
    );
  }
  return (
    `<clipPath id="${id}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>` +
    circle(cx, cy, r, C.cream) +
    `<g clip-path="url(#${id})">` +
    pentagon(cx, cy, r * 0.3, -90) +
    stroke(seams, C.ink, r * 0.04) +
    rim +
    `</g>` +
    circle(cx, cy, r, "none", ` stroke="${C.ink}" stroke-width="${f(r * 0.06)}"`)
  );
}

/** Onam pookalam: concentric petal rings in flat colour. */
function pookalam(cx: number, cy: number, s: number): string {
  let out =
    circle(cx, cy, s, C.gold) +
    path(star(cx, cy, s, s * 0.8, 16), C.red) +
    circle(cx, cy, s * 0.78, C.cream) +
    path(star(cx, cy, s * 0.75, s * 0.5, 12, -75), C.green);
  out +=
    circle(cx, cy, s * 0.48, C.gold) +
    path(star(cx, cy, s * 0.45, s * 0.25, 8), C.red) +
    circle(cx, cy, s * 0.18, C.cream) +
    circle(cx, cy, s * 0.08, C.green);
  return out;
}

/** An Ayurvedic jar with a kasavu label. */
function jar(cx: number, cy: number, s: number, k: Client, label = "aptayu"): string {
  return (
    rect(cx - s * 0.55, cy - s * 1.05, s * 1.1, s * 0.3, C.ink, ` rx="${f(s * 0.06)}"`) +
    rect(cx - s * 0.75, cy - s * 0.8, s * 1.5, s * 1.7, C.cream, ` rx="${f(s * 0.2)}"`) +
    kasavu(cx - s * 0.75, cy - s * 0.45, s * 1.5, s * 0.3, { teeth: false }) +
    k.mark(cx, cy + s * 0.25, s * 0.28) +
    text(cx, cy + s * 0.75, label, { size: s * 0.2, fill: C.ink, anchor: "middle" })
  );
}

// ───────────────────────────── work thumbnails (1200×900) ─────────────────────────────

const thumbProp: Record<Cat, (name: string) => string> = {
  branding: (n) => `the ${n} leaf-in-a-gold-disc mark large on palm green`,
  media: (n) => `a small billboard reading 'fresh' with the ${n} palm mark`,
  communication: (n) => `a three-by-three grid of social posts around the ${n} mark`,
  campaign: (n) =>
    n === "Lazza"
      ? "a three-scoop ice-cream cone on vermilion"
      : "two overlapping speech bubbles lettered S and P on sea ink",
  lessgo: () => "a football inside a vermilion starburst on cream",
  onam: () => "a geometric pookalam flower carpet in gold, vermilion and green",
  packaging: (n) => `an ${n} jar with a kasavu-striped label`,
};

// Art only: the card beside it names the work, its client and its category in the page's own
// type, so the picture carries no words (they were the card's words again, too small to read).
// The website studies show captures of their real pages instead (capture-sites.ts).
for (const wk of works) {
  const k = clients[wk.client];
  const [, name] = words[wk.slug];
  add(
    `work-${wk.slug}-thumb.svg`,
    1200,
    900,
    `${name} — ${wk.label.toLowerCase()}: ${thumbProp[wk.cat](name)}.`,
    (r) => backdrop(wk.client, 1200, 900, r) + prop[wk.cat](k, 600, 450, 280, r),
  );
}

// ───────────────────────────── work galleries ─────────────────────────────

type GalleryCat = Exclude<Cat, "lessgo" | "onam" | "packaging">;

/** Gallery scene makers per category: (k, r, i, w, h, work) → SVG body. i is 1-based. */
const gallery: Record<
  GalleryCat,
  (k: Client, r: Rng, i: number, w: number, h: number, work: Work) => string
> = {
  branding(k, r, i, w, h, { slug }) {
    const [headline, name] = words[slug];
    if (i === 1)
      return (
        backdrop("aptayu", w, h, r) +
        k.mark(w / 2, h * 0.42, 200) +
        text(w / 2, h * 0.82, name, { size: 110, fill: C.cream, anchor: "middle", ls: 4 })
      );
    if (i === 2) {
      const sw = [C.green, C.gold, C.cream, C.ink, "#356b42"];
      const names = ["palm green", "kasavu gold", "coconut cream", "sea ink", "deep leaf"];
      // A specimen of the identity's face at its two weights, then the palette.
      return (
        rect(0, 0, w, h, C.cream) +
        text(70, 330, "Aa", { size: 300, fill: C.green }) +
        text(500, 130, "aptayu type", { size: 44, fill: C.ink }) +
        text(500, 200, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", { size: 29, fill: C.ink }) +
        text(500, 250, "abcdefghijklmnopqrstuvwxyz", { size: 32, fill: C.ink, weight: 400 }) +
        text(500, 310, "rooted in ritual · 0123456789", { size: 32, fill: C.green, weight: 600 }) +
        sw
          .map(
            (c, j) =>
              rect(70 + j * 215, 420, 200, 330, c, ` rx="10" stroke="${C.ink}" stroke-width="2"`) +
              text(70 + j * 215, 800, at(names, j), { size: 26, fill: C.ink, weight: 600 }),
          )
          .join("")
      );
    }
    if (i === 3) {
      let g = rect(0, 0, w, h, C.cream);
      for (let y = 0; y < 5; y++)
        for (let x = 0; x < 7; x++) g += (x + y) % 2 ? "" : k.mark(90 + x * 170, 90 + y * 180, 60);
      return g + kasavu(0, h - 110, w, 110);
    }
    return (
      rect(0, 0, w, h, C.teal) +
      `<g transform="rotate(-8 420 460)">` +
      rect(140, 160, 520, 680, C.cream, ` rx="6"`) +
      k.mark(220, 250, 46) +
      lines(180, 400, 400, 8, 40, C.grey, 8, r) +
      kasavu(140, 790, 520, 50, { teeth: false }) +
      `</g>` +
      `<g transform="rotate(10 880 500)">` +
      rect(700, 380, 380, 230, C.green, ` rx="12"`) +
      k.mark(790, 495, 60) +
      text(880, 510, "aptayu", { size: 40, fill: C.cream }) +
      `</g>` +
      text(80, 100, headline, { size: 44, fill: C.cream })
    );
  },
  media(k, r, i, w, h, { slug }) {
    const [headline] = words[slug];
    if (i === 1) {
      const sky = rect(0, 0, w, h, "#f3d9a4") + circle(1000, 180, 90, C.red);
      let city = "";
      for (let x = 0; x < w; x += r.range(60, 120))
        city += rect(x, r.range(520, 680), r.range(50, 110), 400, C.grey, ` opacity=".8"`);
      return (
        sky +
        city +
        stroke("M460 520V900M740 520V900", C.ink, 24) +
        rect(220, 160, 760, 380, C.green, ` rx="8"`) +
        k.mark(380, 350, 120) +
        text(530, 330, "fresh", { size: 90, fill: C.cream }) +
        text(530, 420, "every morning", { size: 52, fill: C.gold })
      );
    }
    if (i === 2) {
      return (
        rect(0, 0, w, h, C.grey) +
        rect(200, 60, 800, 780, "#efe9dc") +
        text(600, 140, "THE COAST TIMES", {
          size: 52,
          fill: C.ink,
          weight: 800,
          anchor: "middle",
          ls: 2,
        }) +
        stroke("M240 165H960M240 200H960", C.ink, 3) +
        text(240, 190, "KOCHI · TUESDAY · 6 AM EDITION", { size: 18, fill: C.ink, weight: 600 }) +
        // The stories around the ad: real headlines over body copy set too small to read.
        text(240, 260, "Monsoon reaches", { size: 36, fill: C.ink }) +
        text(240, 302, "Kochi a week early", { size: 36, fill: C.ink }) +
        lines(240, 350, 330, 8, 24, "#9aa1a6", 7, r) +
        stroke("M240 560H570", C.ink, 2) +
        text(240, 610, "Metro line opens", { size: 30, fill: C.ink }) +
        text(240, 645, "to Kakkanad", { size: 30, fill: C.ink }) +
        lines(240, 685, 330, 6, 24, "#9aa1a6", 7, r) +
        text(620, 260, "Boat race dates", { size: 30, fill: C.ink }) +
        text(620, 295, "set for August", { size: 30, fill: C.ink }) +
        lines(620, 330, 340, 1, 24, "#9aa1a6", 7, r) +
        rect(610, 350, 350, 450, C.green) +
        k.mark(785, 500, 90) +
        text(785, 700, "PALM TREE", { size: 38, fill: C.cream, anchor: "middle", ls: 2 }) +
        text(785, 750, "offers inside", { size: 26, fill: C.gold, anchor: "middle", weight: 600 })
      );
    }
    if (i === 3)
      return (
        backdrop("palmtree", w, h, r) +
        rect(380, 80, 440, 700, C.ink, ` rx="10"`) +
        rect(400, 100, 400, 660, C.green) +
        k.mark(600, 330, 140) +
        text(600, 600, headline, { size: 40, fill: C.cream, anchor: "middle" }) +
        stroke("M600 780V880", C.ink, 20)
      );
    // The budget's split, as shares that add up to the whole; the bars are to scale.
    let bars = "";
    const mix = [
      ["Outdoor", 35],
      ["Print", 25],
      ["Social", 25],
      ["Radio", 15],
    ] as const;
    mix.forEach(([channel, share], j) => {
      const bw = share * 18;
      bars +=
        text(100, 250 + j * 150, channel, { size: 40, fill: C.ink }) +
        rect(330, 205 + j * 150, bw, 60, at([C.red, C.green, C.teal, C.gold], j), ` rx="30"`) +
        text(350 + bw, 250 + j * 150, `${share}%`, { size: 40, fill: C.ink, weight: 700 });
    });
    bars += text(100, 830, "of the opening budget, by channel", {
      size: 32,
      fill: C.grey,
      weight: 600,
    });
    return (
      rect(0, 0, w, h, C.cream) + text(100, 130, "media mix", { size: 64, fill: C.ink }) + bars
    );
  },
  communication(k, r, i, w, h, { slug, client }) {
    const [headline, name] = words[slug];
    const pal = [k.bg, k.accent, C.ink, C.cream, C.gold, C.green];
    if (i === 1) {
      let g = rect(0, 0, w, h, C.cream);
      for (let y = 0; y < 3; y++)
        for (let x = 0; x < 4; x++) {
          const px = 90 + x * 265;
          const py = 60 + y * 265;
          const c = at(pal, (x + y * 2) % pal.length);
          g += rect(px, py, 245, 245, c, ` rx="8"`);
          if ((x + y) % 3 === 0) g += k.mark(px + 122, py + 122, 60);
          else {
            // A post's own words, as the feed showed them.
            const post = at(
              feedPosts[client === "ayurcentral" ? "ayurcentral" : "palmtree"],
              x + y * 4,
            );
            const ink = c === C.cream || c === C.gold ? C.ink : C.cream;
            post.forEach((line, l) => {
              g += text(px + 26, py + 150 + l * 40 - (post.length - 1) * 20, line, {
                size: 34,
                fill: ink,
              });
            });
          }
        }
      return g;
    }
    if (i === 2)
      return (
        backdrop(client, w, h, r) +
        phone(420, 60, 360, 780, C.ink, C.cream) +
        rect(450, 150, 300, 300, k.bg) +
        k.mark(600, 300, 90) +
        text(460, 510, headline, { size: headline.length > 16 ? 24 : 30, fill: C.ink }) +
        at(postCaptions, client === "ayurcentral" ? 0 : 1)
          .map((line, l) => text(460, 560 + l * 36, line, { size: 24, fill: C.grey, weight: 600 }))
          .join("")
      );
    if (i === 3) {
      // Each bucket with how often it posted: the plan's rhythm, not just its topics.
      const buckets: readonly (readonly [string, number])[] = slug.includes("palmtree")
        ? [
            ["recipes", 12],
            ["offers", 6],
            ["festivals", 4],
            ["farm to shelf", 8],
          ]
        : [
            ["rituals", 10],
            ["remedies", 6],
            ["stores", 8],
            ["seasons", 6],
          ];
      let g = rect(0, 0, w, h, k.bg === C.cream ? C.ink : k.bg);
      buckets.forEach(([b, perMonth], j) => {
        const cx = 200 + j * 265;
        g +=
          circle(cx, 460, 120, at([C.gold, C.red, C.cream, C.green], j)) +
          text(cx, 470, b, {
            size: b.length > 9 ? 30 : 34,
            fill: at([C.ink, C.cream, C.ink, C.cream], j),
            anchor: "middle",
          }) +
          text(cx, 650, `${perMonth} a month`, {
            size: 32,
            fill: C.cream,
            anchor: "middle",
            weight: 600,
          });
      });
      return (
        g +
        text(80, 160, "content buckets", { size: 64, fill: C.cream }) +
        text(80, 220, name, { size: 36, fill: C.gold, weight: 600 })
      );
    }
    if (slug.includes("ayurcentral")) {
      let g = rect(0, 0, w, h, C.cream) + text(80, 130, headline, { size: 60, fill: C.teal });
      for (let j = 0; j < 10; j++) {
        const x = 110 + (j % 5) * 210;
        const y = 250 + Math.floor(j / 5) * 300;
        g +=
          rect(x, y, 170, 200, C.teal, ` rx="6"`) +
          path(`M${x - 10} ${y}h190l-20 -50h-150Z`, C.gold) +
          rect(x + 60, y + 100, 50, 100, C.cream) +
          text(x + 85, y + 60, String(j + 1), { size: 40, fill: C.cream, anchor: "middle" });
      }
      return g;
    }
    return (
      rect(0, 0, w, h, C.red) +
      bubble(140, 160, 920, 460, C.cream) +
      text(600, 420, headline, { size: 100, fill: C.ink, anchor: "middle", ls: -2 }) +
      k.mark(1040, 760, 90) +
      text(140, 800, name, { size: 48, fill: C.cream })
    );
  },
  campaign(k, r, i, w, h, { slug, client }) {
    const [headline, name] = words[slug];
    const icon = (cx: number, cy: number, s: number) =>
      slug.endsWith("lessgo")
        ? prop.lessgo(k, cx, cy, s, r)
        : slug.endsWith("onam")
          ? pookalam(cx, cy, s)
          : k.mark(cx, cy, s);
    if (i === 1) {
      const bg = slug.endsWith("onam") ? C.green : slug.endsWith("lessgo") ? C.ink : k.bg;
      return (
        rect(0, 0, w, h, bg) +
        icon(920, 580, 220) +
        text(80, 240, headline, { size: headline.length > 10 ? 96 : 130, fill: C.cream, ls: -3 }) +
        text(80, 320, name, { size: 44, fill: C.gold })
      );
    }
    if (i === 2) {
      return (
        rect(0, 0, w, h, "#cfe3e0") +
        circle(1020, 150, 80, C.gold) +
        path(waveBand(0, w, 760, 10, 200, r.range(0, 200), h), C.teal) +
        stroke("M380 560V800M820 560V800", C.ink, 22) +
        rect(
          140,
          120,
          920,
          460,
          client === "manorama" ? C.ink : client === "lazza" ? C.red : C.green,
          ` rx="8"`,
        ) +
        icon(910, 350, 130) +
        text(190, 360, headline, {
          size: headline.length > 10 ? 66 : headline.length > 7 ? 90 : 110,
          fill: C.cream,
          ls: -2,
        }) +
        text(190, 440, name, { size: 40, fill: C.gold })
      );
    }
    if (i === 3) {
      let g = backdrop(client, w, h, r) + phone(420, 60, 360, 780, C.ink, C.cream);
      // The posts people shared: Lazza's are frames of its summer films; the others, the
      // campaign's own icon on a post in one of its colours.
      const lazzaPosts: readonly (readonly [string, number, FrameView])[] = [
        ["lazza-opener", 0.3, { x: 0.1 }],
        ["lazza-fort-kochi", 0.4, { x: 0 }],
        ["lazza-power-cut", 0.5, { x: 0.25 }],
        ["lazza-tender-coconut", 0.2, { x: 1 }],
        ["lazza-filter-coffee", 0.7, { x: 1 }],
        ["lazza-after-the-exam", 0.6, { x: 0.5, y: 1, zoom: 1.3 }],
      ];
      const shift = r.int(0, 5);
      for (let j = 0; j < 6; j++) {
        const x = 450 + (j % 2) * 152;
        const y = 150 + Math.floor(j / 2) * 200;
        const post = client === "lazza" ? at(lazzaPosts, j) : null;
        g += post
          ? filmFrame(filmNamed(post[0]), post[1], { x, y, w: 146, h: 190 }, `post${j}`, post[2])
          : rect(
              x,
              y,
              146,
              190,
              at([C.gold, C.teal, C.red, C.green, C.ink, C.grey], (j + shift) % 6),
              ` rx="6"`,
            ) + icon(x + 73, y + 95, 44);
      }
      return (
        g +
        text(600, 790, "#" + headline.replace(/[^A-Za-z]/g, "").toLowerCase(), {
          size: 30,
          fill: C.ink,
          anchor: "middle",
        })
      );
    }
    // The mechanic as the case study tells it (its alt text says the same three steps).
    const steps: readonly (readonly string[])[] = slug.endsWith("lessgo")
      ? [
          ["post your", "setup"],
          ["tag", "Palm Tree"],
          ["win a", "hamper"],
        ]
      : slug.endsWith("onam")
        ? [
            ["make the", "pookalam"],
            ["shop the", "sadya"],
            ["share the", "feast"],
          ]
        : client === "manorama"
          ? [["ask"], ["explain"], ["earn a", "badge"]]
          : [
              ["check the", "heat"],
              ["visit a", "parlour"],
              ["share the", "melt"],
            ];
    let g = rect(0, 0, w, h, C.cream) + text(80, 150, "how it works", { size: 64, fill: C.ink });
    steps.forEach((step, j) => {
      const cx = 240 + j * 360;
      g +=
        circle(cx, 420, 120, at([C.red, C.gold, C.teal], j)) +
        text(cx, 455, String(j + 1), { size: 110, fill: C.cream, anchor: "middle" }) +
        step
          .map((line, l) =>
            text(cx, 620 + l * 52, line, { size: 44, fill: C.ink, anchor: "middle" }),
          )
          .join("");
      if (j < 2) g += stroke(`M${cx + 140} 420h80`, C.ink, 10);
    });
    // Lazza's cone has a cream scoop, which would vanish on the cream page: it sits on its red.
    if (client === "lazza") g += circle(1060, 130, 90, k.bg);
    return g + icon(1060, 130, 70);
  },
};

/** The words on the communication studies' feed posts (the marks fill the others). */
const feedPosts: Record<"ayurcentral" | "palmtree", readonly (readonly string[])[]> = {
  ayurcentral: [
    ["oil bath", "sunday"],
    ["ask the", "vaidyan"],
    ["karkidakam", "kit"],
    ["store 10:", "Kakkanad"],
    ["tulsi", "season"],
    ["slow", "mornings"],
    ["one ritual,", "ten stores"],
    ["sleep", "well"],
    ["neem, not", "nonsense"],
    ["monsoon", "care"],
    ["find your", "store"],
    ["rooted", "remedies"],
  ],
  palmtree: [
    ["puttu and", "kadala"],
    ["fresh every", "morning"],
    ["farm to", "shelf"],
    ["sadya", "checklist"],
    ["2 for 1", "on Friday"],
    ["what's for", "tiffin?"],
    ["coconut,", "grated"],
    ["pappadam", "season"],
    ["Onam", "offers"],
    ["the 7 am", "rush"],
    ["banana", "chips"],
    ["made in", "Kerala"],
  ],
};
/** The caption under each communication study's phone post. */
const postCaptions: readonly (readonly string[])[] = [
  ["Oil bath on Sunday?", "Your store is open at 7."],
  ["Tell us what's cooking", "and we'll bring the rest."],
];

const regular: Slug[] = [
  "branding-aptayu",
  "media-palmtree",
  "communication-ayurcentral",
  "campaign-lazza",
  "campaign-palmtree-lessgo",
  "campaign-palmtree-onam",
  "campaign-manorama",
  "communication-palmtree",
];
const galleryDesc: Record<GalleryCat, string[]> = {
  branding: [
    "logo lock-up: the mark and wordmark on palm green",
    "colour palette swatches and type specimen",
    "pattern of the mark repeated on cream over a kasavu border",
    "stationery: letterhead and business card on teal",
  ],
  media: [
    "roadside billboard over a city skyline",
    "the morning edition of a Kochi newspaper with the ad beside the day's stories",
    "bus-shelter poster",
    "media-mix chart of the opening budget: outdoor 35%, print 25%, social 25%, radio 15%",
  ],
  communication: [
    "grid of twelve social posts in brand colours: the mark on some, a short line of copy on the rest",
    "one post in a phone frame with its headline and caption",
    "four content buckets as coloured circles, each with its posts a month",
    "closing creative",
  ],
  campaign: [
    "key visual with the campaign line",
    "campaign billboard by the water",
    "user-generated posts in a phone grid",
    "three-step mechanic of the campaign",
  ],
};
for (const slug of regular) {
  const wk = works.find((x) => x.slug === slug);
  if (!wk) throw new Error(`${slug} is not in works`);
  const k = clients[wk.client];
  const cat = wk.cat === "lessgo" || wk.cat === "onam" ? "campaign" : wk.cat;
  if (cat === "packaging") throw new Error(`${slug}: packaging has its own gallery below`);
  const [, name] = words[slug];
  const first = 4 - galleryDesc[cat].length + 1;
  for (let i = first; i <= 4; i++) {
    let desc = at(galleryDesc[cat], i - first);
    if (cat === "communication" && i === 4)
      desc = slug.includes("ayurcentral")
        ? "ten store fronts numbered 1–10 under 'ten stores, one ritual'"
        : "speech-bubble creative 'what's cooking?' on vermilion";
    add(
      `work-${slug}-${i}.svg`,
      1200,
      900,
      `${name} ${wk.label.toLowerCase()} ${i}: ${desc}.`,
      (r) => gallery[cat](k, r, i, 1200, 900, wk),
    );
  }
}

// Aptayu packaging: two design routes and five prototypes.
{
  const k = clients.aptayu;
  add(
    "work-packaging-aptayu-1.svg",
    1200,
    900,
    "Aptayu packaging, design route A: flat carton dieline with a broad kasavu band and the leaf mark.",
    () =>
      rect(0, 0, 1200, 900, C.cream) +
      stroke(
        "M150 200H1050V700H150ZM375 200V700M600 200V700M825 200V700M150 200L200 120H325L375 200M600 200L650 120H775L825 200",
        C.grey,
        3,
        ` stroke-dasharray="12 8"`,
      ) +
      rect(375, 200, 225, 500, C.green) +
      rect(825, 200, 225, 500, C.green) +
      kasavu(375, 520, 225, 70, { teeth: false }) +
      kasavu(825, 520, 225, 70, { teeth: false }) +
      k.mark(487, 380, 70) +
      k.mark(937, 380, 70) +
      text(80, 90, "route A — kasavu", { size: 44, fill: C.ink }),
  );
  add(
    "work-packaging-aptayu-2.svg",
    1200,
    900,
    "Aptayu packaging, design route B: labels built from laterite blocks and gold type on sea ink.",
    (r) =>
      rect(0, 0, 1200, 900, C.ink) +
      [0, 1, 2]
        .map(
          (j) =>
            rect(120 + j * 340, 180, 280, 560, C.cream, ` rx="10"`) +
            laterite(140 + j * 340, 200, 4, 3, 64, 60, r, { pores: false }) +
            text(260 + j * 340, 560, at(["oil", "balm", "tea"], j), {
              size: 64,
              fill: C.ink,
              anchor: "middle",
            }) +
            text(260 + j * 340, 620, "aptayu", {
              size: 32,
              fill: C.green,
              anchor: "middle",
              weight: 600,
            }),
        )
        .join("") +
      text(120, 110, "route B — laterite", { size: 44, fill: C.gold }),
  );
  const protos: [what: string, desc: string, draw: (r: Rng) => string][] = [
    ["jar", "an amber-lidded jar with the kasavu label", () => jar(600, 470, 300, k)],
    [
      "bottle",
      "a tall oil bottle with a gold cap and leaf label",
      () =>
        rect(540, 120, 120, 90, C.gold, ` rx="10"`) +
        path(
          "M540 210H660V290Q780 330 780 420V770Q780 800 750 800H450Q420 800 420 770V420Q420 330 540 290Z",
          C.green,
        ) +
        rect(420, 470, 360, 220, C.cream) +
        k.mark(600, 560, 60) +
        text(600, 670, "oil", { size: 36, fill: C.ink, anchor: "middle" }),
    ],
    [
      "tube",
      "a balm tube lying on a diagonal with a kasavu stripe",
      () =>
        `<g transform="rotate(-20 600 450)">` +
        path("M250 380H860L950 420V480L860 520H250Z", C.green) +
        rect(200, 380, 60, 140, C.ink, ` rx="8"`) +
        kasavu(300, 420, 520, 60, { teeth: false }) +
        `</g>` +
        k.mark(880, 230, 60),
    ],
    [
      "pouch",
      "a stand-up tea pouch in palm green with a cream window",
      () =>
        path("M380 160H820L840 780Q600 820 360 780Z", C.green) +
        stroke("M380 200H820", C.gold, 8) +
        rect(480, 320, 240, 240, C.cream, ` rx="120"`) +
        leafFan(600, 520, 160, 5, -50, 50, C.green, { width: 0.15 }) +
        text(600, 690, "tea", { size: 56, fill: C.cream, anchor: "middle" }),
    ],
    [
      "box",
      "a gift carton in three-quarter view, lid ajar, gold inside",
      () =>
        path("M300 380L600 280L900 380L600 480Z", C.gold) +
        path("M300 380V700L600 800V480Z", C.green) +
        path("M900 380V700L600 800V480Z", "#356b42") +
        path("M300 380L600 280L640 180L340 270Z", C.cream) +
        `<g transform="matrix(1 0.333 0 1 0 -100)">${kasavu(300, 560, 300, 60, { teeth: false })}</g>` +
        k.mark(750, 590, 60),
    ],
  ];
  protos.forEach(([what, d, draw], j) =>
    add(
      `work-packaging-aptayu-${j + 3}.svg`,
      1200,
      900,
      `Aptayu packaging prototype ${j + 1}: ${d}.`,
      (r) =>
        rect(0, 0, 1200, 900, j % 2 ? C.teal : C.cream) +
        `<ellipse cx="600" cy="810" rx="360" ry="36" fill="${C.ink}" opacity=".18"/>` +
        draw(r) +
        text(80, 110, `prototype 0${j + 1} — ${what}`, { size: 40, fill: j % 2 ? C.cream : C.ink }),
    ),
  );
  // The works list's card for the prototypes, in the thumbnails' style: three of the five in a
  // row on the brand's ground, no words.
  add(
    "work-packaging-aptayu-prototypes-thumb.svg",
    1200,
    900,
    "Aptayu — packaging prototypes: a jar, an oil bottle and a gift carton side by side on teal.",
    (r) =>
      rect(0, 0, 1200, 900, C.teal) +
      rect(0, 598, 1200, 302, "#0b4550") +
      `<ellipse cx="600" cy="598" rx="500" ry="26" fill="${C.ink}" opacity=".16"/>` +
      [0, 1, 4]
        .map(
          (j, i) =>
            `<g transform="translate(${i * 360 - 60} 200) scale(.5)">${at(protos, j)[2](r)}</g>`,
        )
        .join(""),
  );
}

// Grand Kayal social: feed (1080²), stories (1080×1920), illustrations (1200×900).
{
  const k = clients.grandhayatt;
  const feed: [desc: string, draw: Draw][] = [
    [
      "an arched window framing a gold sun over the pool",
      () => [
        rect(0, 0, 1080, 1080, C.ink) +
          path(arch(290, 160, 500, 760), C.teal) +
          circle(540, 520, 110, C.gold) +
          path(waveBand(290, 790, 700, 14, 120, 0, 920), "#0b4550", ` clip-path="url(#window)"`) +
          path(arch(290, 160, 500, 760), "none", ` stroke="${C.gold}" stroke-width="14"`) +
          text(540, 1010, "stay slow", { size: 52, fill: C.cream, anchor: "middle", ls: 4 }),
        `<clipPath id="window">${path(arch(290, 160, 500, 760), "#000")}</clipPath>`,
      ],
    ],
    [
      "a top-down breakfast plate: appam, stew and a coffee, in flat circles",
      () =>
        rect(0, 0, 1080, 1080, C.teal) +
        circle(480, 540, 320, C.cream) +
        circle(420, 500, 150, "#efe0bf") +
        circle(420, 500, 70, "#e3c992") +
        circle(620, 640, 110, C.gold) +
        circle(620, 640, 80, "#e8b95c") +
        circle(880, 240, 90, C.cream) +
        circle(880, 240, 62, "#5a3b22") +
        stroke("M860 940H1000", C.gold, 8) +
        text(80, 1000, "good morning, Kochi", { size: 48, fill: C.cream }),
    ],
    [
      "type post: 'stay slow' in gold with the GK arch mark",
      () =>
        rect(0, 0, 1080, 1080, C.cream) +
        kasavu(0, 900, 1080, 120) +
        k.mark(540, 300, 150).replace(/#d9a441/g, C.ink) +
        text(540, 690, "stay slow", { size: 150, fill: C.ink, anchor: "middle", ls: -4 }),
    ],
  ];
  feed.forEach(([d, draw], j) =>
    add(
      `work-communication-grandhayatt-feed-${j + 1}.svg`,
      1080,
      1080,
      `Grand Kayal feed post ${j + 1}: ${d}.`,
      draw,
    ),
  );
  const stories: [desc: string, draw: Draw][] = [
    [
      "sunrise over the backwater seen from the jetty, 'swipe up to stay'",
      (r) =>
        rect(0, 0, 1080, 1920, "#f3d9a4") +
        circle(540, 760, 220, C.red) +
        path(waveBand(0, 1080, 900, 14, 220, 40, 1920), C.teal) +
        tideLines(0, 1080, 1000, 6, 70, C.cream, 6, r, { amp: 10, len: 180 }) +
        rect(420, 900, 240, 700, C.ink).replace("<rect", '<rect opacity=".9"') +
        text(540, 300, "GRAND KAYAL", { size: 64, fill: C.ink, anchor: "middle", ls: 6 }) +
        rect(340, 1700, 400, 90, C.ink, ` rx="45"`) +
        text(540, 1760, "stay with us", { size: 40, fill: C.cream, anchor: "middle" }),
    ],
    [
      "tonight's menu card with three courses in gold on sea ink",
      () =>
        rect(0, 0, 1080, 1920, C.ink) +
        path(arch(140, 220, 800, 1400), "none", ` stroke="${C.gold}" stroke-width="8"`) +
        text(540, 760, "tonight", { size: 110, fill: C.gold, anchor: "middle" }) +
        ["karimeen pollichathu", "appam & stew", "elaneer payasam"]
          .map((c, j) =>
            text(540, 960 + j * 140, c, { size: 52, fill: C.cream, anchor: "middle", weight: 600 }),
          )
          .join("") +
        k.mark(540, 1460, 70),
    ],
    [
      "poolside evening invitation with lanterns",
      () =>
        rect(0, 0, 1080, 1920, C.teal) +
        Array.from(
          { length: 5 },
          (_, j) =>
            stroke(`M${160 + j * 190} 0V${f(300 + (j % 2) * 120)}`, C.cream, 3) +
            rect(130 + j * 190, 300 + (j % 2) * 120, 60, 90, C.gold, ` rx="20"`),
        ).join("") +
        path(waveBand(0, 1080, 1300, 16, 240, 60, 1920), C.ink) +
        text(540, 900, "poolside", { size: 130, fill: C.cream, anchor: "middle" }) +
        text(540, 1020, "fridays, 7 pm", { size: 56, fill: C.gold, anchor: "middle" }),
    ],
  ];
  stories.forEach(([d, draw], j) =>
    add(
      `work-communication-grandhayatt-stories-${j + 1}.svg`,
      1080,
      1920,
      `Grand Kayal story ${j + 1}: ${d}.`,
      draw,
    ),
  );
  const ills: [desc: string, draw: Draw][] = [
    [
      "the lobby as a run of cream arches over a sea-ink floor",
      () =>
        rect(0, 0, 1200, 900, C.gold) +
        Array.from(
          { length: 5 },
          (_, j) =>
            path(arch(80 + j * 220, 140, 180, 560), C.cream) +
            path(arch(110 + j * 220, 200, 120, 500), C.teal),
        ).join("") +
        rect(0, 700, 1200, 200, C.ink) +
        stroke("M0 760H1200M0 820H1200", C.gold, 3),
    ],
    [
      "the pool with palms and loungers, flat and top-down",
      (r) =>
        rect(0, 0, 1200, 900, C.cream) +
        rect(300, 170, 600, 560, C.gold, ` rx="52"`) +
        // The ripples stay inside the water: the pool's shape clips them.
        `<clipPath id="pool"><rect x="320" y="190" width="560" height="520" rx="40"/></clipPath>` +
        rect(320, 190, 560, 520, C.teal, ` rx="40"`) +
        `<g clip-path="url(#pool)">` +
        tideLines(320, 880, 250, 7, 66, "#2a9a94", 6, r, { amp: 8, len: 120 }) +
        `</g>` +
        [0, 1, 2]
          .map(
            (j) =>
              rect(120, 230 + j * 170, 100, 140, C.red, ` rx="12"`) +
              rect(120, 230 + j * 170, 100, 34, C.cream, ` rx="12" opacity=".85"`),
          )
          .join("") +
        leafFan(1050, 250, 110, 9, 0, 320, C.green, { width: 0.18 }) +
        circle(1050, 250, 14, "#8a5a2b") +
        leafFan(1050, 660, 100, 9, 20, 320, C.green, { width: 0.18 }) +
        circle(1050, 660, 13, "#8a5a2b"),
    ],
    [
      "the backwater view from a room: a kettuvallam on gold water",
      () =>
        rect(0, 0, 1200, 900, C.red) +
        circle(900, 260, 120, C.gold) +
        path(waveBand(0, 1200, 520, 10, 240, 0, 900), C.gold) +
        path("M300 560Q600 640 900 560L880 520H320Z", C.ink) +
        path("M360 520Q600 380 840 520Z", "#8a5a2b") +
        stroke("M400 520Q600 420 800 520", C.cream, 4) +
        rect(0, 0, 1200, 900, "none", ` stroke="${C.ink}" stroke-width="60"`) +
        stroke("M600 0V900", C.ink, 24),
    ],
  ];
  ills.forEach(([d, draw], j) =>
    add(
      `work-communication-grandhayatt-illustration-${j + 1}.svg`,
      1200,
      900,
      `Grand Kayal illustration ${j + 1}: ${d}.`,
      draw,
    ),
  );
}

// ───────────────────────────── category badges (400×400) ─────────────────────────────

const badges: Record<string, [bg: string, label: string, icon: () => string, what: string]> = {
  branding: [
    C.green,
    "branding",
    () => clients.aptayu.mark(200, 170, 80),
    "a gold disc with a leaf mark on palm green",
  ],
  campaign: [
    C.red,
    "campaign",
    () =>
      path("M120 200L260 130V270Z", C.cream) +
      rect(90, 180, 40, 50, C.cream, ` rx="6"`) +
      stroke("M285 170l30-15M290 200h35M285 230l30 15", C.gold, 10),
    "a cream megaphone with gold sound lines on vermilion",
  ],
  communication: [
    C.teal,
    "communication",
    () => bubble(110, 110, 150, 100, C.cream) + bubble(170, 170, 130, 90, C.gold, false),
    "two overlapping speech bubbles, cream and gold, on teal",
  ],
  media: [
    C.ink,
    "media",
    () =>
      rect(110, 110, 180, 110, C.cream, ` rx="6"`) +
      stroke("M170 220V270M230 220V270", C.cream, 10) +
      rings(200, 165, 15, 40, 2, [C.gold], 8),
    "a cream billboard with a gold target on sea ink",
  ],
  packaging: [
    C.gold,
    "packaging",
    () =>
      path("M120 150L200 115L280 150L200 185Z", C.cream) +
      path("M120 150V240L200 275V185Z", C.ink) +
      path("M280 150V240L200 275V185Z", C.teal),
    "a carton in three-quarter view, cream, ink and teal, on gold",
  ],
  video: [
    C.grey,
    "video",
    () => rect(105, 115, 190, 120, C.ink, ` rx="12"`) + path("M180 140L235 175L180 210Z", C.cream),
    "a sea-ink screen with a cream play triangle on monsoon grey",
  ],
  website: [
    C.red,
    "website",
    () => browser(100, 100, 200, 150, C.ink, C.cream).replace(/r="7"/g, 'r="5"'),
    "a browser window with traffic-light dots on vermilion",
  ],
};
for (const [cat, [bg, label, icon, what]] of Object.entries(badges)) {
  add(
    `badge-${cat}.svg`,
    400,
    400,
    `Category badge '${label}': ${what}, in a circle with a dotted inner ring.`,
    () =>
      circle(200, 200, 196, bg) +
      circle(
        200,
        200,
        178,
        "none",
        ` stroke="${bg === C.cream ? C.ink : C.cream}" stroke-width="3" stroke-dasharray="4 8"`,
      ) +
      // No word: the page names the category beside the badge, in its own type, readably.
      `<g transform="translate(0 25)">${icon()}</g>`,
  );
}
add(
  "badge-result.svg",
  400,
  400,
  "Result badge: a gold circle with a rising sea-ink arrow over a wave.",
  () => [
    circle(200, 200, 196, C.gold) +
      path(waveBand(0, 400, 262, 12, 80, 30, 400), C.teal, ` clip-path="url(#disc)"`) +
      stroke("M110 230L180 170L220 200L290 120", C.ink, 20) +
      path("M250 110H305V165Z", C.ink),
    `<clipPath id="disc">${circle(200, 200, 196, "#000")}</clipPath>`,
  ],
);

// ───────────────────────────── write ─────────────────────────────

mkdirSync(OUT_DIR, { recursive: true });
const names = new Set(files.map((x) => x.name));
if (names.size !== files.length) throw new Error("duplicate artwork name");
for (const old of readdirSync(OUT_DIR))
  if (old.endsWith(".svg") && (!names.has(old) || old.startsWith("job-")))
    unlinkSync(OUT_DIR + old);

let total = 0;
const rows: string[] = [];
for (const file of files.sort((a, b) => a.name.localeCompare(b.name))) {
  let svg: string;
  if ("raw" in file) svg = file.raw;
  else {
    const out = file.draw(rng(file.name));
    const [body, defs]: [string, string] = Array.isArray(out) ? out : [out, ""];
    svg = doc(file.w, file.h, body, defs);
  }
  const path = outPath(file.name);
  // A study's drawing that its entry no longer names has been replaced by a photograph or a
  // render (tools/render/): it is not written back beside the study.
  if (path.includes("/content/works/") && !studyNames(path)) continue;
  writeFileSync(path, svg);
  total += Buffer.byteLength(svg);
  rows.push(`| \`${file.name}\` | ${file.w}×${file.h} | ${file.desc.replace(/\|/g, "\\|")} |`);
}

// The catalogue in README.md is generated, so it never drifts from the files.
const readme = readFileSync(README, "utf8");
const start = "<!-- catalogue:start -->";
const end = "<!-- catalogue:end -->";
const i0 = readme.indexOf(start);
const i1 = readme.indexOf(end);
if (i0 === -1 || i1 === -1) throw new Error(`README.md needs ${start} and ${end} markers`);
const table = `\n| file | size | what it shows |\n|---|---|---|\n${rows.join("\n")}\n`;
// Formatted by Prettier so `npm run format:check` stays green after a regeneration.
const next = readme.slice(0, i0 + start.length) + table + readme.slice(i1);
const options = (await prettier.resolveConfig(README)) ?? {};
writeFileSync(README, await prettier.format(next, { ...options, filepath: README }));

console.log(`${files.length} SVG files, ${(total / 1024).toFixed(1)} KB, in app/assets/art/`);
