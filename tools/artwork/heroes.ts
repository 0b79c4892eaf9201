// The case studies' heroes: one wide key visual per study (1600×1000, the `full` preset), drawn for
// the first screen and nowhere else, so a study's hero is never its works-list thumbnail, a gallery
// image or a film's poster. The page crops them to the screen (a phone sees the middle ~1100 px,
// a desktop nearly all) and lays the study's name on its own ground over the lower left, so each
// subject sits centre-right and the lower-left corner stays quiet. Registered in make-artwork.ts.
import {
  C,
  aptayuMark,
  circle,
  dots,
  f,
  fishingNet,
  kasavu,
  laterite,
  leafFan,
  netPattern,
  path,
  rect,
  rings,
  rope,
  star,
  stroke,
  text,
  tideLines,
  waveBand,
  type Rng,
} from "./lib.ts";

/** One hero file, in the shape make-artwork.ts's list takes. */
export type HeroArt = {
  name: string;
  w: number;
  h: number;
  desc: string;
  draw: (r: Rng) => string | [body: string, defs: string];
};

const W = 1600;
const H = 1000;

/** A cone of wafer with a criss-cross, point down at (cx, tip). */
const cone = (cx: number, top: number, tip: number, half: number): string =>
  path(`M${f(cx - half)} ${f(top)}L${f(cx)} ${f(tip)}L${f(cx + half)} ${f(top)}Z`, C.gold) +
  stroke(
    Array.from({ length: 5 }, (_, i) => {
      const y = top + ((tip - top) * (i + 1)) / 6;
      const w = half * (1 - (i + 1) / 6);
      return `M${f(cx - w)} ${f(y)}L${f(cx + w * 0.2)} ${f(y + (tip - top) / 6)}M${f(cx + w)} ${f(y)}L${f(cx - w * 0.2)} ${f(y + (tip - top) / 6)}`;
    }).join(""),
    "#b7862f",
    6,
  );

/** A scoop with a dripping lower edge: `drips` tongues hanging by up to `len`. */
const scoop = (cx: number, cy: number, rad: number, fill: string, r: Rng, len = 0.5): string => {
  let d = `M${f(cx - rad)} ${f(cy)}A${f(rad)} ${f(rad)} 0 0 1 ${f(cx + rad)} ${f(cy)}`;
  const n = 5;
  for (let i = n; i > 0; i--) {
    const x0 = cx - rad + (2 * rad * i) / n;
    const x1 = cx - rad + (2 * rad * (i - 1)) / n;
    const drop = rad * (0.15 + len * r.next());
    const mid = (x0 + x1) / 2;
    d += `C${f(x0)} ${f(cy + drop)} ${f(mid + rad * 0.12)} ${f(cy + drop * 1.2)} ${f(mid)} ${f(cy + drop * 1.2)}`;
    d += `C${f(mid - rad * 0.12)} ${f(cy + drop * 1.2)} ${f(x1)} ${f(cy + drop)} ${f(x1)} ${f(cy)}`;
  }
  return path(`${d}Z`, fill);
};

/** The Palm Tree mark: a vermilion sun behind a palm's crown. */
const palmMark = (cx: number, cy: number, s: number): string =>
  circle(cx, cy - s * 0.1, s * 0.55, C.red) +
  stroke(
    `M${f(cx)} ${f(cy + s)}Q${f(cx + s * 0.15)} ${f(cy)} ${f(cx)} ${f(cy - s * 0.3)}`,
    C.green,
    s * 0.12,
  ) +
  leafFan(cx, cy - s * 0.3, s * 0.75, 7, -95, 95, C.green, { rib: C.cream, width: 0.16 });

export const heroes: HeroArt[] = [
  {
    name: "work-branding-aptayu-hero.svg",
    w: W,
    h: H,
    desc: "Aptayu branding hero: the leaf-in-a-gold-disc mark rising like a sun from a broad kasavu border on cream, banana leaves fanning up behind it in palm green.",
    draw: () =>
      rect(0, 0, W, H, C.cream) +
      leafFan(1000, 760, 620, 7, -80, 80, C.green, { rib: "#5c9a6a", width: 0.2 }) +
      rings(1000, 520, 330, 430, 3, [C.gold], 6).replace(/<circle/g, `<circle opacity=".5"`) +
      aptayuMark(1000, 520, 300) +
      kasavu(0, 760, W, 240) +
      rect(0, 760 + 240 * 0.85, W, 240 * 0.15, C.green),
  },
  {
    name: "work-media-palmtree-hero.svg",
    w: W,
    h: H,
    desc: "Palm Tree media hero: a roadside hoarding at sunrise carrying the palm-and-sun mark, over bands of gold and vermilion sky and a green verge.",
    draw: (r) => {
      let body = rect(0, 0, W, H, C.gold);
      for (let i = 0; i < 5; i++)
        body += rect(0, 120 * i, W, 120, ["#f2cf86", "#ebbd64", C.gold, "#e39a47", "#e57c43"][i]!);
      body += circle(1220, 640, 230, C.red);
      body += path(waveBand(0, W, 700, 18, 320, 40, H), C.green);
      body += path(waveBand(0, W, 820, 14, 260, 130, H), "#346a42");
      // The hoarding: a cream board on two posts.
      body += rect(690, 420, 26, 420, C.ink) + rect(1130, 420, 26, 420, C.ink);
      body += rect(560, 170, 720, 400, C.ink, ` rx="10"`);
      body += rect(580, 190, 680, 360, C.cream, ` rx="4"`);
      body += palmMark(780, 380, 130);
      body += text(900, 350, "fresh", { size: 92, fill: C.green });
      body += text(900, 430, "every morning", { size: 40, fill: C.red, weight: 700 });
      body += tideLines(0, W, 900, 3, 28, "#2b5a37", 5, r, { amp: 8, len: 160 });
      return body;
    },
  },
  {
    name: "work-communication-ayurcentral-hero.svg",
    w: W,
    h: H,
    desc: "Ayur Central communication hero: ten gold store pins along a cream Kerala coastline on teal, tied together by one coir rope.",
    draw: (r) => {
      let body = rect(0, 0, W, H, C.teal);
      body += tideLines(0, W, 80, 9, 110, "#0d6161", 5, r, { amp: 12, len: 220 });
      // The coast runs from the top right to the foot, land to its right.
      const shore = "M1180 0C1080 200 1160 320 1020 480S900 760 760 1000";
      body += path(`${shore}H1600V0Z`, C.cream);
      // Gold along the shore only: stroking the closed land shape ran a line down the right edge.
      body += path(shore, "none", ` stroke="${C.gold}" stroke-width="10"`);
      const pins: [number, number][] = [
        [1240, 110],
        [1190, 230],
        [1260, 330],
        [1120, 420],
        [1230, 520],
        [1060, 600],
        [1180, 680],
        [960, 760],
        [1100, 850],
        [880, 920],
      ];
      body += rope(`M${pins.map(([x, y]) => `${x} ${y}`).join("L")}`, "#b07a3a", 10);
      for (const [x, y] of pins)
        body += circle(x, y, 38, C.teal) + circle(x, y, 26, C.gold) + circle(x, y, 9, C.cream);
      body += leafFan(1480, 1000, 300, 4, -70, -10, C.green, { rib: C.cream, width: 0.2 });
      return body;
    },
  },
  {
    name: "work-campaign-lazza-hero.svg",
    w: W,
    h: H,
    desc: "Lazza campaign hero: a towering three-scoop cone held up against a blazing gold sun on vermilion, heat shimmering off the ground.",
    draw: (r) => {
      let body = rect(0, 0, W, H, C.red);
      body += path(star(1000, 430, 470, 330, 18), "#ec7a4f");
      body += circle(1000, 430, 300, C.gold);
      body += tideLines(0, W, 860, 4, 34, "#f08a6c", 6, r, { amp: 12, len: 140 });
      body += cone(1000, 620, 960, 150);
      body += scoop(1000, 600, 165, C.cream, r, 0.35);
      body += scoop(1000, 450, 150, "#f2b8a6", r, 0.3);
      body += scoop(1000, 310, 130, "#7a3b2a", r, 0.25);
      body += circle(1040, 170, 30, C.red);
      return body;
    },
  },
  {
    name: "work-campaign-palmtree-hero.svg",
    w: W,
    h: H,
    desc: "Palm Tree campaign hero: an Onam pookalam of gold, vermilion, cream and green laid on palm green, a football in the corner of its circle and the kasavu border at the foot.",
    draw: () => {
      let body = rect(0, 0, W, H, C.green);
      body += dots(40, 40, 40, 25, 40, 3, "#4f8d5e");
      const cx = 1000;
      const cy = 440;
      body += circle(cx, cy, 400, C.ink);
      body += path(star(cx, cy, 395, 330, 24), C.gold);
      body += circle(cx, cy, 325, C.red);
      body += path(star(cx, cy, 320, 250, 16, -80), C.cream);
      body += circle(cx, cy, 245, C.green);
      body += path(star(cx, cy, 240, 150, 12), C.gold);
      body += circle(cx, cy, 150, C.red);
      body += path(star(cx, cy, 145, 80, 8, -70), C.cream);
      body += circle(cx, cy, 70, C.gold);
      body += circle(cx, cy, 28, C.green);
      // The football: the Lessgo half of the campaign, rolling out of the flower carpet.
      const bx = 1340;
      const by = 730;
      const rb = 110;
      let seams = "";
      for (let i = 0; i < 5; i++) {
        const a = ((-90 + i * 72) * Math.PI) / 180;
        seams += `M${f(bx + rb * 0.3 * Math.cos(a))} ${f(by + rb * 0.3 * Math.sin(a))}L${f(bx + rb * Math.cos(a))} ${f(by + rb * Math.sin(a))}`;
      }
      body +=
        circle(bx, by, rb, C.cream) +
        path(star(bx, by, rb * 0.32, rb * 0.26, 5), C.ink) +
        stroke(seams, C.ink, 8) +
        circle(bx, by, rb, "none", ` stroke="${C.ink}" stroke-width="8"`);
      body += kasavu(0, 900, W, 100);
      return body;
    },
  },
  {
    name: "work-campaign-manorama-hero.svg",
    w: W,
    h: H,
    desc: "Sahapadi campaign hero: an open exercise book on sea ink, its ruled pages lifting into a gold and a teal speech bubble that talk to each other.",
    draw: (r) => {
      let body = rect(0, 0, W, H, C.ink);
      body += dots(30, 30, 40, 25, 40, 2.5, "#1c4257");
      // The open book.
      body += path(
        "M520 880Q760 800 1000 860Q1240 800 1480 880V520Q1240 440 1000 500Q760 440 520 520Z",
        C.cream,
      );
      body += stroke("M1000 500V860", C.grey, 6);
      for (let i = 0; i < 7; i++) {
        const y = 560 + i * 42;
        body += stroke(
          `M560 ${y + 8}Q760 ${y - 66} 960 ${y}M1040 ${y}Q1240 ${y - 66} 1440 ${y + 8}`,
          "#c9d4d8",
          4,
        );
      }
      const bubbleAt = (x: number, y: number, w: number, h: number, fill: string, left: boolean) =>
        rect(x, y, w, h, fill, ` rx="${f(h * 0.3)}"`) +
        path(
          left
            ? `M${f(x + w * 0.2)} ${f(y + h - 2)}l${f(-w * 0.06)} ${f(h * 0.45)}l${f(w * 0.22)} ${f(-h * 0.45)}Z`
            : `M${f(x + w * 0.8)} ${f(y + h - 2)}l${f(w * 0.06)} ${f(h * 0.45)}l${f(-w * 0.22)} ${f(-h * 0.45)}Z`,
          fill,
        );
      body += bubbleAt(600, 110, 440, 250, C.gold, true);
      body += bubbleAt(960, 250, 440, 250, C.teal, false);
      body += text(820, 275, "S", { size: 190, fill: C.ink, anchor: "middle" });
      body += text(1180, 420, "P", { size: 190, fill: C.cream, anchor: "middle" });
      body += path(star(1470, 140, 40, 16, 4), C.gold) + path(star(520, 420, 26, 10, 4), C.cream);
      body += tideLines(0, W, 955, 2, 24, C.teal, 5, r, { amp: 8, len: 140 });
      return body;
    },
  },
  {
    name: "work-packaging-aptayu-hero.svg",
    w: W,
    h: H,
    desc: "Aptayu packaging hero: a tall oil bottle and two balm jars with kasavu-striped labels standing on a teak shelf before a laterite wall.",
    draw: (r) => {
      let body = rect(0, 0, W, H, "#b8432d");
      body += laterite(0, 0, 12, 10, 140, 100, r, { colors: ["#c9482f", "#b8432d", "#d35a3d"] });
      body += rect(0, 0, W, H, C.ink, ` opacity=".18"`);
      body += rect(380, 800, 1180, 40, "#7a4b2a") + rect(380, 840, 1180, 160, "#5e391f");
      // The oil bottle, centre.
      body += rect(935, 170, 130, 70, C.ink, ` rx="10"`);
      body += path("M950 240H1050V300Q1150 330 1150 420V800H850V420Q850 330 950 300Z", C.green);
      body += kasavu(850, 520, 300, 80, { teeth: false });
      body += aptayuMark(1000, 680, 70);
      // Two balm jars either side.
      for (const [x, s] of [
        [700, 1],
        [1320, 0.85],
      ] as const) {
        body += rect(x - 130 * s, 800 - 90 * s - 230 * s, 260 * s, 70 * s, C.ink, ` rx="8"`);
        body += rect(x - 150 * s, 800 - 240 * s, 300 * s, 240 * s, C.cream, ` rx="${f(30 * s)}"`);
        body += kasavu(x - 150 * s, 800 - 200 * s, 300 * s, 60 * s, { teeth: false });
        body += aptayuMark(x, 800 - 80 * s, 42 * s);
      }
      return body;
    },
  },
  {
    name: "work-communication-palmtree-hero.svg",
    w: W,
    h: H,
    desc: "Palm Tree communication hero: a sadya served on a banana leaf seen from above, rice, curries, pappadam and a payasam bowl on cream.",
    draw: (r) => {
      let body = rect(0, 0, W, H, C.cream);
      body += dots(40, 40, 40, 25, 40, 3, "#e9e0cc");
      // The leaf: a long tapered blade, tip to the right, with its ribs.
      const leaf = "M260 760C420 330 1000 160 1560 140C1420 520 900 840 300 880Z";
      body += path(leaf, C.green);
      let ribs = "";
      for (let i = 0; i < 14; i++) {
        const t = i / 13;
        const x = 300 + t * 1200;
        const y = 820 - t * 640;
        ribs += `M${f(x)} ${f(y)}l${f(-60)} ${f(-150 + t * 40)}M${f(x)} ${f(y)}l${f(90)} ${f(110 - t * 30)}`;
      }
      body += stroke(ribs, "#4f8d5e", 4);
      body += stroke("M280 820L1540 150", "#2f6a3c", 10);
      // The meal on it.
      body += circle(900, 560, 140, "#fbf7ee") + dots(800, 470, 6, 5, 36, 5, "#e9e0cc");
      const dishes: [number, number, number, string][] = [
        [1120, 420, 60, C.gold],
        [1250, 340, 48, C.red],
        [1340, 270, 40, "#f2cf86"],
        [700, 470, 56, "#b8432d"],
        [1120, 610, 52, "#e39a47"],
        [640, 640, 44, C.teal],
      ];
      for (const [x, y, s, fill] of dishes) body += circle(x, y, s, fill);
      body +=
        circle(1240, 560, 80, "#e8c98f") +
        circle(1240, 560, 80, "none", ` stroke="#c99a50" stroke-width="6"`);
      body +=
        circle(560, 330, 150, C.ink) +
        circle(560, 330, 120, "#d9a441") +
        circle(560, 330, 60, "#f2cf86");
      body += tideLines(0, W, 940, 2, 24, C.gold, 4, r, { amp: 8, len: 120 });
      return body;
    },
  },
  {
    name: "work-communication-grandhayatt-hero.svg",
    w: W,
    h: H,
    desc: "Grand Kayal communication hero: a gold moon over the backwater at dusk, framed by the hotel's arch, a houseboat and a Chinese fishing net in silhouette.",
    draw: (r) => {
      let body = rect(0, 0, W, H, C.ink);
      body += circle(1040, 330, 150, C.gold);
      body += rect(0, 600, W, 400, "#0b3a48");
      body += tideLines(0, W, 640, 8, 44, "#12506a", 5, r, { amp: 8, len: 180 });
      // The moon's road on the water.
      for (let i = 0; i < 7; i++)
        body += rect(
          1040 - 120 + i * 12,
          630 + i * 48,
          240 - i * 24,
          8,
          C.gold,
          ` rx="4" opacity="${f(0.8 - i * 0.09)}"`,
        );
      // The houseboat: a curved hull and a thatched roof.
      body += path("M620 600Q820 640 1020 600L980 640Q820 660 660 640Z", "#061b26");
      body += path("M680 600Q700 540 780 530H900Q980 540 990 600Z", "#061b26");
      body += `<g opacity=".95">${fishingNet(1380, 620, 300, "#061b26", "hero-net", 10)}</g>`;
      // The arch of the hotel's verandah, framing the view.
      const frame = `M0 0H${W}V${H}H0Z M520 1000V330A480 480 0 0 1 1480 330V1000Z`;
      body += path(frame, "#13364a", ` fill-rule="evenodd"`);
      body += stroke("M520 1000V330A480 480 0 0 1 1480 330V1000", C.gold, 12);
      body += leafFan(300, 1000, 420, 5, -40, 30, "#0b2230", { rib: "#13364a", width: 0.2 });
      return [body, netPattern("hero-net", "#061b26", 18, 3)];
    },
  },
];
