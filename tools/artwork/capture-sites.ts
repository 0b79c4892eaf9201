// Captures the two client websites in tools/artwork/sites/ (plain HTML and CSS, the clients' own
// fonts) in Chromium at desktop and phone sizes, and sets the captures in device mock-ups on a
// ground in Kadal's palette: app/assets/mockups/*.jpg, imported with `?preset=` like any artwork.
// Decision 1006. Run: npm run artwork:sites
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.ts";
import { destination } from "./destinations.ts";
import { C } from "./lib.ts";

const SITES = fileURLToPath(new URL("./sites/", import.meta.url));
const OUT_DIR = fileURLToPath(new URL("../../app/assets/mockups/", import.meta.url));

/** The two viewports every page is captured at: a 1440 px desktop and a 390 px phone at 2×. */
const DESKTOP = { width: 1440, height: 900, deviceScaleFactor: 1 };
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };

type Site = "alf" | "ayurcentral";
type Shot = { site: Site; page: string; device: "desktop" | "phone" };
type Layer = sharp.OverlayOptions;
type Mockup = {
  name: string;
  w: number;
  h: number;
  ground: string;
  /** What the picture shows, for the decision record and the alt texts beside the import. */
  desc: string;
  layers: (shot: (s: Shot) => Promise<Buffer>) => Promise<Layer[]>;
};

// ───────────────────────────── capture ─────────────────────────────

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const cache = new Map<string, Promise<Buffer>>();

/** One page at one viewport, as PNG; each is taken once however many mock-ups use it. */
function shot({ site, page, device }: Shot): Promise<Buffer> {
  const key = `${site}/${page}/${device}`;
  let found = cache.get(key);
  if (!found) {
    found = (async () => {
      const context = await browser.newContext({
        viewport: device === "desktop" ? DESKTOP : PHONE,
        deviceScaleFactor: (device === "desktop" ? DESKTOP : PHONE).deviceScaleFactor,
        reducedMotion: "reduce",
      });
      const tab = await context.newPage();
      // The sites are self-contained: anything fetched from outside the repository is a mistake.
      await tab.route(/^(?!file:)/, (route) => {
        throw new Error(`${key} requested ${route.request().url()}`);
      });
      await tab.goto(pathToFileURL(`${SITES}${site}/${page}.html`).href);
      const fonts = await tab.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].map((face) => `${face.family} ${face.status}`);
      });
      if (fonts.length === 0 || fonts.some((face) => !face.endsWith("loaded")))
        throw new Error(`${key}: fonts not loaded (${fonts.join(", ")})`);
      const png = await tab.screenshot({ type: "png" });
      await context.close();
      return png;
    })();
    cache.set(key, found);
  }
  return found;
}

// ───────────────────────────── frames ─────────────────────────────

const svg = (w: number, h: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

/** A soft drop shadow under a rounded box, as its own full-canvas layer. */
function shadow(W: number, H: number, x: number, y: number, w: number, h: number, r: number) {
  return {
    input: svg(
      W,
      H,
      `<filter id="s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${Math.round(w / 28)}"/></filter>` +
        `<rect x="${x + w * 0.04}" y="${y + w * 0.03}" width="${w * 0.92}" height="${h}" rx="${r}" fill="${C.ink}" fill-opacity="0.34" filter="url(#s)"/>`,
    ),
    left: 0,
    top: 0,
  };
}

/** A capture scaled to w×h with rounded corners (r, or [top, bottom]). */
async function screen(png: Buffer, w: number, h: number, r: number | [number, number]) {
  const [rt, rb] = typeof r === "number" ? [r, r] : r;
  const mask = svg(
    w,
    h,
    `<path d="M${rt} 0H${w - rt}Q${w} 0 ${w} ${rt}V${h - rb}Q${w} ${h} ${w - rb} ${h}H${rb}Q0 ${h} 0 ${h - rb}V${rt}Q0 0 ${rt} 0Z" fill="#fff"/>`,
  );
  return sharp(png)
    .resize(w, h, { kernel: "lanczos3" })
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** A browser window: a light title bar with three dots and an empty address field. */
async function browserWindow(
  W: number,
  H: number,
  png: Buffer,
  x: number,
  y: number,
  w: number,
): Promise<Layer[]> {
  const bar = Math.round(w * 0.034);
  const sh = Math.round((w * DESKTOP.height) / DESKTOP.width);
  const r = Math.round(w * 0.012);
  const d = bar * 0.22;
  const chrome = svg(
    w,
    bar + sh,
    `<rect width="${w}" height="${bar + sh}" rx="${r}" fill="#e9e6e1"/>` +
      ["#ee6a5f", "#f5bd4f", "#61c454"]
        .map(
          (fill, i) =>
            `<circle cx="${bar * 0.7 + i * d * 3}" cy="${bar / 2}" r="${d}" fill="${fill}"/>`,
        )
        .join("") +
      `<rect x="${w * 0.3}" y="${bar * 0.22}" width="${w * 0.4}" height="${bar * 0.56}" rx="${bar * 0.28}" fill="#fbfaf8"/>`,
  );
  return [
    shadow(W, H, x, y, w, bar + sh, r),
    { input: chrome, left: x, top: y },
    { input: await screen(png, w, sh, [0, r]), left: x, top: y + bar },
  ];
}

/** A laptop: black bezel round the screen, an aluminium base with a thumb notch. */
async function laptop(W: number, H: number, png: Buffer, cx: number, y: number, w: number) {
  const bezel = Math.round(w * 0.028);
  const sw = w - 2 * bezel;
  const sh = Math.round((sw * DESKTOP.height) / DESKTOP.width);
  const lidH = sh + bezel * 2.2;
  const x = Math.round(cx - w / 2);
  const baseW = w * 1.16;
  const baseH = w * 0.028;
  const bx = cx - baseW / 2;
  const by = y + lidH;
  const body = svg(
    W,
    H,
    `<rect x="${x}" y="${y}" width="${w}" height="${lidH}" rx="${bezel * 1.1}" fill="#17181b"/>` +
      `<rect x="${x + 2}" y="${y + 2}" width="${w - 4}" height="${lidH - 4}" rx="${bezel}" fill="none" stroke="#3a3c42" stroke-width="2"/>` +
      `<path d="M${bx} ${by}H${bx + baseW}V${by + baseH * 0.55}Q${bx + baseW} ${by + baseH} ${bx + baseW - baseH * 3} ${by + baseH}H${bx + baseH * 3}Q${bx} ${by + baseH} ${bx} ${by + baseH * 0.55}Z" fill="#c9cbd0"/>` +
      `<rect x="${bx}" y="${by}" width="${baseW}" height="${baseH * 0.28}" fill="#e4e6ea"/>` +
      `<path d="M${cx - w * 0.08} ${by}h${w * 0.16}q0 ${baseH * 0.45} -${baseH * 0.6} ${baseH * 0.45}h-${w * 0.16 - baseH * 1.2}q-${baseH * 0.6} 0 -${baseH * 0.6} -${baseH * 0.45}Z" fill="#a9acb3"/>`,
  );
  return [
    shadow(W, H, bx, y, baseW, lidH + baseH, bezel),
    { input: body, left: 0, top: 0 },
    { input: await screen(png, sw, sh, 3), left: x + bezel, top: Math.round(y + bezel * 1.1) },
  ];
}

/** A phone: an ink-black body, a thin bezel, rounded screen corners and a camera pill. */
async function phone(
  W: number,
  H: number,
  png: Buffer,
  x: number,
  y: number,
  w: number,
  angle = 0,
): Promise<Layer[]> {
  const bezel = Math.round(w * 0.035);
  const sw = w - 2 * bezel;
  const sh = Math.round((sw * PHONE.height) / PHONE.width);
  const h = sh + 2 * bezel;
  const r = Math.round(w * 0.15);
  const pill = svg(
    sw,
    sh,
    `<rect x="${sw * 0.36}" y="${sw * 0.03}" width="${sw * 0.28}" height="${sw * 0.082}" rx="${sw * 0.041}" fill="#0c0c0e"/>`,
  );
  // The page starts below the status bar, as on a real phone; the bar takes the page's top colour.
  const status = Math.round(sw * 0.12);
  const { data: corner } = await sharp(png)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [cr, cg, cb] = corner;
  const page = await sharp(png)
    .resize(sw, sh, { kernel: "lanczos3" })
    .extract({ left: 0, top: 0, width: sw, height: sh - status })
    .toBuffer();
  const display = await sharp({
    create: { width: sw, height: sh, channels: 3, background: { r: cr!, g: cg!, b: cb! } },
  })
    .composite([{ input: page, left: 0, top: status }])
    .png()
    .toBuffer();
  const device = await sharp(
    svg(
      w,
      h,
      `<rect width="${w}" height="${h}" rx="${r}" fill="#1b1c20"/>` +
        `<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" rx="${r - 1.5}" fill="none" stroke="#4a4c53" stroke-width="3"/>`,
    ),
  )
    .composite([
      { input: await screen(display, sw, sh, r - bezel), left: bezel, top: bezel },
      { input: pill, left: bezel, top: bezel },
    ])
    .png()
    .toBuffer();
  if (angle === 0) return [shadow(W, H, x, y, w, h, r), { input: device, left: x, top: y }];
  const turned = sharp(device).rotate(angle, { background: "#0000" });
  const { data, info } = await turned.png().toBuffer({ resolveWithObject: true });
  // Rotation grows the box; keep the phone's centre where an upright one would have it.
  const left = Math.round(x + w / 2 - info.width / 2);
  const top = Math.round(y + h / 2 - info.height / 2);
  const blurred = await sharp(data)
    .extractChannel("alpha")
    .toColourspace("b-w")
    .blur(w / 28)
    .toBuffer();
  const shade = await sharp({
    create: { width: info.width, height: info.height, channels: 3, background: C.ink },
  })
    .joinChannel(await sharp(blurred).linear(0.42, 0).toBuffer())
    .png()
    .toBuffer();
  return [
    { input: shade, left: left + Math.round(w * 0.04), top: top + Math.round(h * 0.05) },
    { input: data, left, top },
  ];
}

/** Phone height for a given width, so layouts can centre phones. */
const phoneH = (w: number) => {
  const bezel = Math.round(w * 0.035);
  return Math.round(((w - 2 * bezel) * PHONE.height) / PHONE.width) + 2 * bezel;
};

/** A large disc in a second palette colour, to give the ground a horizon. */
const sun = (W: number, H: number, cx: number, cy: number, r: number, fill: string): Layer => ({
  input: svg(W, H, `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`),
  left: 0,
  top: 0,
});

// ───────────────────────────── the mock-ups ─────────────────────────────

const alf = (page: string, device: Shot["device"]): Shot => ({ site: "alf", page, device });
const ayur = (page: string, device: Shot["device"]): Shot => ({
  site: "ayurcentral",
  page,
  device,
});

/** A browser window centred on its ground (desktop gallery screens). */
const windowOn =
  (W: number, H: number, s: Shot, width: number) => async (take: (s: Shot) => Promise<Buffer>) => {
    const h = Math.round(width * 0.034) + Math.round((width * DESKTOP.height) / DESKTOP.width);
    return browserWindow(
      W,
      H,
      await take(s),
      Math.round((W - width) / 2),
      Math.round((H - h) / 2),
      width,
    );
  };

/** One phone, upright and centred (phone gallery screens). */
const phoneOn =
  (W: number, H: number, s: Shot, width: number) => async (take: (s: Shot) => Promise<Buffer>) =>
    phone(
      W,
      H,
      await take(s),
      Math.round((W - width) / 2),
      Math.round((H - phoneH(width)) / 2),
      width,
    );

/** A laptop with a phone standing in front of its right-hand corner (the heroes). */
const laptopAndPhone =
  (W: number, H: number, desk: Shot, mobile: Shot) =>
  async (take: (s: Shot) => Promise<Buffer>) => {
    const lw = Math.round(W * 0.7);
    const pw = Math.round(W * 0.17);
    return [
      ...(await laptop(W, H, await take(desk), Math.round(W * 0.44), Math.round(H * 0.1), lw)),
      ...(await phone(
        W,
        H,
        await take(mobile),
        Math.round(W * 0.73),
        Math.round(H * 0.93 - phoneH(pw)),
        pw,
      )),
    ];
  };

/** Three phones fanned out (the works-list cards and the Ayur Central phone screen). */
const fan =
  (W: number, H: number, shots: [Shot, Shot, Shot], width: number) =>
  async (take: (s: Shot) => Promise<Buffer>) => {
    const ph = phoneH(width);
    const y = Math.round((H - ph) / 2);
    const gap = Math.round(width * 0.82);
    const [a, b, c] = await Promise.all(shots.map(take));
    return [
      ...(await phone(
        W,
        H,
        a!,
        Math.round(W / 2 - width / 2 - gap),
        y + Math.round(ph * 0.06),
        width,
        -8,
      )),
      ...(await phone(
        W,
        H,
        c!,
        Math.round(W / 2 - width / 2 + gap),
        y + Math.round(ph * 0.06),
        width,
        8,
      )),
      ...(await phone(W, H, b!, Math.round(W / 2 - width / 2), y, width)),
    ];
  };

const mockups: Mockup[] = [
  // Alleppey Literature Festival: backwater teal and kasavu gold grounds.
  {
    name: "alf-hero.jpg",
    w: 1600,
    h: 1000,
    ground: C.teal,
    desc: "ALF home page on a laptop and the day-one programme on a phone, on backwater teal",
    layers: async (take) => [
      sun(1600, 1000, 1420, 160, 300, C.gold),
      ...(await laptopAndPhone(
        1600,
        1000,
        alf("index", "desktop"),
        alf("programme", "phone"),
      )(take)),
    ],
  },
  {
    name: "alf-thumb.jpg",
    w: 1200,
    h: 900,
    ground: C.gold,
    desc: "Three phones fanned out on kasavu gold: the ALF programme, home page and festival pass",
    layers: fan(
      1200,
      900,
      [alf("programme", "phone"), alf("index", "phone"), alf("tickets", "phone")],
      300,
    ),
  },
  ...(["programme", "book", "tickets"] as const).map((page) => ({
    name: `alf-desktop-${page}.jpg`,
    w: 1600,
    h: 1000,
    ground: C.teal,
    desc: `ALF ${page} page in a browser window on backwater teal`,
    layers: windowOn(1600, 1000, alf(page, "desktop"), 1400),
  })),
  ...(["index", "book", "tickets"] as const).map((page) => ({
    name: `alf-phone-${page}.jpg`,
    w: 720,
    h: 1280,
    ground: C.teal,
    desc: `ALF ${page} page on a phone on backwater teal`,
    layers: phoneOn(720, 1280, alf(page, "phone"), 540),
  })),
  // Ayur Central: sea ink, kasavu gold, coconut cream and palm green grounds.
  {
    name: "ayurcentral-hero.jpg",
    w: 1600,
    h: 1000,
    ground: C.ink,
    desc: "Ayur Central home page on a laptop and the store finder on a phone, on sea ink",
    layers: async (take) => [
      sun(1600, 1000, 1440, 140, 280, C.gold),
      ...(await laptopAndPhone(
        1600,
        1000,
        ayur("index", "desktop"),
        ayur("stores", "phone"),
      )(take)),
    ],
  },
  {
    name: "ayurcentral-thumb.jpg",
    w: 1200,
    h: 900,
    ground: C.teal,
    desc: "Three phones fanned out on backwater teal: Ayur Central's range, home page and consultation booking",
    layers: fan(
      1200,
      900,
      [ayur("products", "phone"), ayur("index", "phone"), ayur("consultation", "phone")],
      300,
    ),
  },
  ...(["products", "consultation", "stores"] as const).map((page) => ({
    name: `ayurcentral-desktop-${page}.jpg`,
    w: 1200,
    h: 900,
    ground: C.gold,
    desc: `Ayur Central ${page} page in a browser window on kasavu gold`,
    layers: windowOn(1200, 900, ayur(page, "desktop"), 1060),
  })),
  {
    name: "ayurcentral-phones.jpg",
    w: 1200,
    h: 900,
    ground: C.green,
    desc: "Three phones on palm green: Ayur Central's home page, range and store finder",
    layers: fan(
      1200,
      900,
      [ayur("index", "phone"), ayur("products", "phone"), ayur("stores", "phone")],
      300,
    ),
  },
];

// ───────────────────────────── write ─────────────────────────────

/**
 * JPEG at quality 90 with full-resolution colour (4:4:4, so coloured type stays crisp): 2.00 MB
 * for the fourteen files against 3.67 MB as PNG; a 256-colour PNG (1.26 MB) bands the shadows.
 * Visitors never get these bytes: the build re-encodes them as AVIF/WebP at the preset widths.
 */
const JPEG = { quality: 90, mozjpeg: true, chromaSubsampling: "4:4:4" } as const;

mkdirSync(OUT_DIR, { recursive: true });
const names = new Set(mockups.map((m) => m.name));
for (const old of readdirSync(OUT_DIR)) if (!names.has(old)) unlinkSync(OUT_DIR + old);

let total = 0;
try {
  for (const m of mockups) {
    const layers = await m.layers(shot);
    const jpeg = await sharp({
      create: { width: m.w, height: m.h, channels: 3, background: m.ground },
    })
      .composite(layers)
      .jpeg(JPEG)
      .toBuffer();
    writeFileSync(destination(m.name, OUT_DIR), jpeg);
    total += jpeg.length;
    console.log(
      `${m.name.padEnd(36)} ${m.w}×${m.h} ${(jpeg.length / 1024).toFixed(0).padStart(5)} KB`,
    );
  }
} finally {
  await browser.close();
}
console.log(`${mockups.length} mock-ups, ${(total / 1024).toFixed(0)} KB, in app/assets/mockups/`);
