// Kadal's own digital-marketing pages: the screens their photographs show, drawn like the real
// interfaces they stand for (a generic search page, a generic chat), in Nimbus Sans (Debian's
// fonts-urw-base35, AGPL with the font exception) as outlines, so they rasterise the same on any
// machine. No real product's name or logo: the search engine and the chat app are nobody's.
// Writes the emissive screens the scenes in tools/render/scenes/kadal/ load:
//
//   npx tsx tools/render/brands/kadal/screens.ts     # .cache/textures/kadal/{seo,ppc,leads,report,feed,edit}.png
//
//   seo    a phone (1080×2340) at 21:04: results for "ayurvedic oil shop near me", a map pack
//          with Ayur Central Edappally first (4.7 stars, "Open · until 10 pm", Directions)
//   ppc    a laptop (2560×1600): a browser with results for "ice cream delivery kochi", Lazza's
//          ad labelled Sponsored above the organic results
//   leads  a phone (1080×2340): Grand Kayal's reservations chat, a new enquiry from the website's
//          form and the hotel's reply three minutes later, delivered and read
//   report a laptop (2560×1600): Aptayu's November dashboard from Kadal, four figures with their
//          rise, enquiries by day and by channel, the searches that brought them
//   feed   a phone (1080×2340): Ayur Central's weekly "Ask the vaidyan" post (the study's own,
//          from ayurcentral-posts.ts) in a generic photo app's feed, liked, with its caption
//   edit   a laptop (2560×1600): Hama's brand film in a generic editing program, the shoot's
//          stills (content/works/videos-hama/) in its bin, on its timeline and in its viewer
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { GK } from "../grandkayal/brand.ts";
import { AYUR, askTheVaidyan } from "../ayurcentral-posts.ts";
import { ayurCentralMark, lazzaMark } from "../marks.ts";
import { type Face, measure, n, set } from "../type.ts";

const INK = "#1f1f1f";
const GREY = "#5f6368";
const LIGHT = "#dadce0";
const LINK = "#1a3fb0";
const GREEN = "#188038";

type Anchor = "start" | "middle" | "end";
const t = (
  x: number,
  y: number,
  words: string,
  fill: string,
  size: number,
  bold = false,
  anchor: Anchor = "start",
  f?: Face,
) =>
  `<path fill="${fill}" d="${set(x, y, words, { face: f ?? (bold ? "nimbusBold" : "nimbus"), size, anchor })}"/>`;
const w = (words: string, size: number, bold = false) =>
  measure(words, { face: bold ? "nimbusBold" : "nimbus", size });

/** A five-pointed star centred at (cx, cy), outer radius r. */
function star(cx: number, cy: number, r: number, fill: string): string {
  let d = "";
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 ? r * 0.45 : r;
    d += `${k ? "L" : "M"}${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`;
  }
  return `<path fill="${fill}" d="${d}Z"/>`;
}

/** A rating: the number, stars (the last one partly filled), the count in brackets; returns svg, end x. */
function rating(
  x: number,
  y: number,
  value: number,
  count: string,
  size: number,
): [string, number] {
  let s = t(x, y, value.toFixed(1), GREY, size);
  let cx = x + w(value.toFixed(1), size) + size * 0.75;
  const r = size * 0.42;
  for (let i = 0; i < 5; i++) {
    const fill = value - i >= 0.75 ? "#f2a600" : value - i >= 0.25 ? "url(#half)" : "#dadce0";
    s += star(cx, y - size * 0.33, r, fill);
    cx += r * 2.2;
  }
  s += t(cx, y, `(${count})`, GREY, size);
  return [s, cx + w(`(${count})`, size)];
}

/** The phone's status bar: the time, signal, wifi and battery. */
function statusBar(time: string, fg: string, level: number): string {
  let s = t(72, 78, time, fg, 40, true);
  // signal: four rising bars
  for (let i = 0; i < 4; i++)
    s += `<rect x="${840 + i * 16}" y="${78 - 12 - i * 8}" width="10" height="${12 + i * 8}" rx="2" fill="${fg}" opacity="${i < 3 ? 1 : 0.35}"/>`;
  // wifi: three arcs and a dot
  const wx = 930,
    wy = 76;
  for (const r of [30, 20, 10])
    s += `<path fill="none" stroke="${fg}" stroke-width="5.5" stroke-linecap="round" d="M${n(wx - r * 0.75)} ${n(wy - r * 0.9)}A${r} ${r} 0 0 1 ${n(wx + r * 0.75)} ${n(wy - r * 0.9)}"/>`;
  s += `<circle cx="${wx}" cy="${wy - 2}" r="4" fill="${fg}"/>`;
  // battery
  s += `<rect x="972" y="52" width="52" height="28" rx="7" fill="none" stroke="${fg}" stroke-width="3.5"/><rect x="1026" y="60" width="5" height="12" rx="2" fill="${fg}"/>`;
  s += `<rect x="977" y="57" width="${n(42 * level)}" height="18" rx="3" fill="${fg}"/>`;
  return s;
}

function magnifier(x: number, y: number, r: number, stroke: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${n(r * 0.3)}"/><path stroke="${stroke}" stroke-width="${n(r * 0.34)}" stroke-linecap="round" d="M${n(x + r * 0.75)} ${n(y + r * 0.75)}L${n(x + r * 1.6)} ${n(y + r * 1.6)}"/>`;
}

function pin(x: number, y: number, size: number, fill: string): string {
  // a map pin with its point at (x, y)
  const r = size / 2;
  return `<path fill="${fill}" stroke="#ffffff" stroke-width="${n(size * 0.08)}" d="M${n(x)} ${n(y)}C${n(x - r * 0.3)} ${n(y - r * 1.0)} ${n(x - r)} ${n(y - r * 1.3)} ${n(x - r)} ${n(y - r * 2)}A${n(r)} ${n(r)} 0 1 1 ${n(x + r)} ${n(y - r * 2)}C${n(x + r)} ${n(y - r * 1.3)} ${n(x + r * 0.3)} ${n(y - r * 1.0)} ${n(x)} ${n(y)}Z"/><circle cx="${n(x)}" cy="${n(y - r * 2)}" r="${n(r * 0.38)}" fill="#ffffff"/>`;
}

function pill(
  x: number,
  y: number,
  width: number,
  h: number,
  label: string,
  filled: boolean,
  size: number,
  icon = "",
): string {
  const fill = filled ? "#1f5fbf" : "#ffffff";
  const fg = filled ? "#ffffff" : "#1f5fbf";
  const lw = w(label, size, true);
  const iconW = icon ? size * 1.3 : 0;
  const x0 = x + (width - lw - iconW) / 2;
  let s = `<rect x="${x}" y="${y}" width="${width}" height="${h}" rx="${h / 2}" fill="${fill}" stroke="${filled ? fill : LIGHT}" stroke-width="3"/>`;
  if (icon === "directions") {
    const cx = x0 + size * 0.45,
      cy = y + h / 2,
      r = size * 0.5;
    s += `<path fill="${fg}" d="M${n(cx)} ${n(cy - r)}L${n(cx + r)} ${n(cy)}L${n(cx)} ${n(cy + r)}L${n(cx - r)} ${n(cy)}Z"/>`;
    s += `<path fill="${fill}" d="M${n(cx - r * 0.35)} ${n(cy + r * 0.4)}V${n(cy - r * 0.05)}H${n(cx + r * 0.15)}V${n(cy - r * 0.3)}L${n(cx + r * 0.5)} ${n(cy + r * 0.02)}L${n(cx + r * 0.15)} ${n(cy + r * 0.34)}V${n(cy + r * 0.1)}H${n(cx - r * 0.18)}V${n(cy + r * 0.4)}Z"/>`;
  } else if (icon === "call") {
    const cx = x0 + size * 0.45,
      cy = y + h / 2,
      r = size * 0.42;
    s += `<path fill="${fg}" d="M${n(cx - r)} ${n(cy - r * 0.8)}Q${n(cx - r)} ${n(cy - r)} ${n(cx - r * 0.7)} ${n(cy - r)}L${n(cx - r * 0.3)} ${n(cy - r * 0.55)}L${n(cx - r * 0.5)} ${n(cy - r * 0.1)}Q${n(cx - r * 0.1)} ${n(cy + r * 0.5)} ${n(cx + r * 0.1)} ${n(cy + r * 0.5)}L${n(cx + r * 0.55)} ${n(cy + r * 0.3)}L${n(cx + r)} ${n(cy + r * 0.7)}Q${n(cx + r)} ${n(cy + r)} ${n(cx + r * 0.8)} ${n(cy + r)}Q${n(cx - r)} ${n(cy + r)} ${n(cx - r)} ${n(cy - r * 0.8)}Z"/>`;
  } else if (icon === "web") {
    const cx = x0 + size * 0.45,
      cy = y + h / 2,
      r = size * 0.45;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${fg}" stroke-width="4"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.45)}" ry="${n(r)}" fill="none" stroke="${fg}" stroke-width="3.5"/><path stroke="${fg}" stroke-width="3.5" d="M${n(cx - r)} ${n(cy)}H${n(cx + r)}"/>`;
  }
  s += t(x0 + iconW, y + h / 2 + size * 0.36, label, fg, size, true);
  return s;
}

// ------------------------------------------------------------------ SEO: the phone at 21:04

export function seoSvg(): string {
  const W = 1080,
    H = 2340;
  const out: string[] = [];
  out.push(
    `<defs><linearGradient id="half"><stop offset="0.6" stop-color="#f2a600"/><stop offset="0.6" stop-color="#dadce0"/></linearGradient></defs>`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  out.push(statusBar("21:04", INK, 0.38));
  // the search box
  out.push(
    `<rect x="36" y="132" width="1008" height="120" rx="60" fill="#ffffff" stroke="${LIGHT}" stroke-width="3"/>`,
  );
  out.push(
    `<path fill="none" stroke="${GREY}" stroke-width="6" stroke-linecap="round" d="M96 172L74 192L96 212"/>`,
  );
  out.push(t(132, 208, "ayurvedic oil shop near me", INK, 44));
  out.push(
    `<path stroke="${GREY}" stroke-width="6" stroke-linecap="round" d="M960 172L996 208M996 172L960 208"/>`,
  );
  // the kinds of result
  const tabs = ["All", "Maps", "Images", "Shopping", "Videos", "News"];
  let tx = 64;
  tabs.forEach((name, i) => {
    out.push(t(tx, 340, name, i ? GREY : "#1f5fbf", 36, i === 0));
    if (!i)
      out.push(
        `<rect x="${tx - 8}" y="362" width="${n(w(name, 36, true) + 16)}" height="7" rx="3" fill="#1f5fbf"/>`,
      );
    tx += w(name, 36, i === 0) + 60;
  });
  out.push(`<rect x="0" y="369" width="${W}" height="2" fill="${LIGHT}"/>`);
  // the map: Edappally and Palarivattom, the highway, the backwater's arm, a park
  const my = 400,
    mh = 420;
  out.push(
    `<clipPath id="map"><rect x="36" y="${my}" width="1008" height="${mh}" rx="30"/></clipPath>`,
  );
  out.push(
    `<g clip-path="url(#map)"><rect x="36" y="${my}" width="1008" height="${mh}" fill="#eef0ea"/>`,
  );
  out.push(
    `<path fill="#aed4e2" d="M700 ${my}C760 ${my + 120} 820 ${my + 160} 900 ${my + 210}C960 ${my + 250} 1010 ${my + 330} 1044 ${my + 360}V${my}Z"/>`,
  );
  out.push(
    `<path fill="#cfe6c3" d="M120 ${my + 250}l160 -30l40 110l-170 40z"/><path fill="#cfe6c3" d="M560 ${my + 40}l90 0l10 80l-100 10z"/>`,
  );
  for (const [d, sw] of [
    [`M36 ${my + 120}C300 ${my + 160} 600 ${my + 170} 1044 ${my + 240}`, 14],
    [`M250 ${my}L330 ${my + mh}`, 12],
    [`M620 ${my}C600 ${my + 150} 640 ${my + 300} 700 ${my + mh}`, 12],
    [`M36 ${my + 330}L1044 ${my + 300}`, 10],
    [`M450 ${my}L470 ${my + mh}`, 8],
    [`M850 ${my + 210}L820 ${my + mh}`, 8],
    [`M36 ${my + 60}L400 ${my + 40}`, 7],
  ] as const)
    out.push(
      `<path fill="none" stroke="#ffffff" stroke-width="${sw + 6}" d="${d}"/><path fill="none" stroke="${sw === 14 ? "#fbd97a" : "#ffffff"}" stroke-width="${sw}" d="${d}"/>`,
    );
  out.push(t(90, my + 112, "NH 66", "#8a7a4a", 26, true));
  out.push(t(140, my + 210, "Edappally", "#6b6f73", 28));
  out.push(t(700, my + 395, "Palarivattom", "#6b6f73", 28));
  out.push(t(860, my + 110, "Kochi", "#6a8fa0", 26));
  // pins: the first one labelled, then the others; the blue dot is you
  out.push(pin(520, my + 230, 54, "#d6402f"), t(556, my + 190, "Ayur Central", INK, 30, true));
  out.push(pin(330, my + 120, 44, "#d6402f"), pin(770, my + 330, 44, "#d6402f"));
  out.push(
    `<circle cx="420" cy="${my + 300}" r="40" fill="#4a86e8" opacity="0.18"/><circle cx="420" cy="${my + 300}" r="15" fill="#4a86e8" stroke="#ffffff" stroke-width="5"/>`,
  );
  out.push(`</g>`);
  // the places
  type Place = {
    name: string;
    rating: number;
    count: string;
    kind: string;
    where: string;
    open: [string, string, string];
  };
  const places: Place[] = [
    {
      name: "Ayur Central — Edappally",
      rating: 4.7,
      count: "312",
      kind: "Ayurvedic pharmacy",
      where: "1.2 km · Edappally",
      open: ["Open", " · until 10 pm", GREEN],
    },
    {
      name: "Sree Dhanwantari Vaidyasala",
      rating: 4.3,
      count: "96",
      kind: "Ayurvedic clinic",
      where: "2.6 km · Kaloor",
      open: ["Closing soon", " · 9:30 pm", "#c5600a"],
    },
    {
      name: "Kerala Herbal Oils & Co.",
      rating: 4.0,
      count: "41",
      kind: "Herbal store",
      where: "3.4 km · Vyttila",
      open: ["Closed", " · Opens 9 am Sat", "#c5221f"],
    },
  ];
  let y = 905;
  places.forEach((pl, i) => {
    out.push(t(64, y, pl.name, INK, i ? 42 : 46, true));
    const [stars] = rating(64, y + 62, pl.rating, pl.count, 34);
    out.push(stars);
    out.push(t(64, y + 114, `${pl.kind} · ${pl.where}`, GREY, 34));
    out.push(t(64, y + 166, pl.open[0], pl.open[2], 34, true));
    out.push(t(64 + w(pl.open[0], 34, true), y + 166, pl.open[1], GREY, 34));
    // the store's photograph
    const px = 830,
      py = y - 40;
    if (i === 0) {
      out.push(
        `<clipPath id="ph${i}"><rect x="${px}" y="${py}" width="190" height="190" rx="22"/></clipPath>`,
      );
      out.push(
        `<g clip-path="url(#ph${i})"><rect x="${px}" y="${py}" width="190" height="190" fill="#f3efe4"/><rect x="${px}" y="${py}" width="190" height="62" fill="#1b2620"/>`,
      );
      out.push(ayurCentralMark(px + 14, py + 42, 24, "#f3efe4", "#c9a24a", "#7fa36b").svg);
      out.push(
        `<rect x="${px + 16}" y="${py + 80}" width="70" height="110" fill="#c9a24a" opacity="0.85"/><rect x="${px + 100}" y="${py + 80}" width="76" height="110" fill="#7fa36b"/>`,
      );
      for (let k = 0; k < 4; k++)
        out.push(
          `<rect x="${px + 104}" y="${py + 92 + k * 24}" width="68" height="5" fill="#3a4a30"/>`,
        );
      out.push(`</g>`);
    } else {
      out.push(
        `<rect x="${px}" y="${py}" width="190" height="190" rx="22" fill="${i === 1 ? "#b9a58a" : "#8fa39a"}"/><rect x="${px + 20}" y="${py + 70}" width="150" height="120" fill="${i === 1 ? "#7a5a3a" : "#56655d"}"/>`,
      );
    }
    if (i === 0) {
      out.push(pill(64, y + 206, 300, 92, "Directions", true, 34, "directions"));
      out.push(pill(384, y + 206, 200, 92, "Call", false, 34, "call"));
      out.push(pill(604, y + 206, 250, 92, "Website", false, 34, "web"));
      y += 370;
    } else y += 270;
    out.push(`<rect x="64" y="${y - 70}" width="952" height="2" fill="${LIGHT}"/>`);
  });
  out.push(
    `<rect x="64" y="${y - 30}" width="952" height="92" rx="46" fill="#f1f3f4"/>`,
    t(W / 2, y + 28, "More places  →", INK, 34, true, "middle"),
  );
  // the first organic result
  y += 150;
  out.push(
    `<circle cx="92" cy="${y}" r="28" fill="#1b2620"/>`,
    `<path fill="#7fa36b" d="M80 ${y + 12}C76 ${y - 4} 88 ${y - 16} 106 ${y - 18}C106 ${y} 96 ${y + 12} 80 ${y + 12}Z"/><path fill="#c9a24a" d="M70 ${y + 6}H114A22 12 0 0 1 70 ${y + 6}Z"/>`,
  );
  out.push(
    t(140, y - 6, "Ayur Central", INK, 32),
    t(140, y + 32, "ayurcentral.in › stores › edappally", GREY, 28),
  );
  out.push(
    t(64, y + 108, "Ayur Central Edappally: Ayurvedic oils,", LINK, 44),
    t(64, y + 162, "kuzhambu and a vaidyan in the store", LINK, 44),
  );
  out.push(t(64, y + 226, "Kottakkal-style tailams, balms and kashayams, with a", GREY, 33));
  out.push(t(64, y + 272, "physician on duty till 10 pm. Free parking on the", GREY, 33));
  // the gesture bar
  out.push(
    `<rect x="0" y="${H - 64}" width="${W}" height="64" fill="#ffffff"/><rect x="${W / 2 - 130}" y="${H - 36}" width="260" height="10" rx="5" fill="#3c4043"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join("")}</svg>`;
}

// ------------------------------------------------------------------ PPC: a laptop's browser

export function ppcSvg(): string {
  const W = 2560,
    H = 1600;
  const out: string[] = [];
  out.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  // the browser: tab strip, toolbar with the query in the address bar
  out.push(`<rect width="${W}" height="96" fill="#dfe3e8"/>`);
  for (const [cx, c] of [
    [34, "#ed6a5e"],
    [64, "#f5bf4f"],
    [94, "#61c554"],
  ] as const)
    out.push(`<circle cx="${cx}" cy="48" r="11" fill="${c}"/>`);
  out.push(`<path fill="#ffffff" d="M150 96V36Q150 20 166 20H650Q666 20 666 36V96Z"/>`);
  out.push(`<circle cx="186" cy="58" r="14" fill="#4a86e8"/>`, magnifier(184, 56, 6, "#ffffff"));
  out.push(t(214, 68, "ice cream delivery kochi – Search", INK, 28));
  out.push(`<path stroke="${GREY}" stroke-width="3" d="M626 48l16 16M642 48l-16 16"/>`);
  out.push(t(720, 68, "Lazza Ice Creams – Flavours", GREY, 28));
  out.push(
    `<rect x="0" y="96" width="${W}" height="84" fill="#ffffff"/><rect x="0" y="180" width="${W}" height="2" fill="${LIGHT}"/>`,
  );
  out.push(
    `<path fill="none" stroke="${GREY}" stroke-width="4" stroke-linecap="round" d="M52 138H24M36 126L24 138L36 150M72 138H100M88 126L100 138L88 150"/>`,
  );
  out.push(
    `<path fill="none" stroke="${GREY}" stroke-width="4" stroke-linecap="round" d="M158 128A14 14 0 1 0 160 146M152 124L160 128L156 136"/>`,
  );
  out.push(`<rect x="200" y="110" width="2200" height="56" rx="28" fill="#eef1f4"/>`);
  out.push(magnifier(236, 134, 10, GREY), t(268, 148, "ice cream delivery kochi", INK, 30));
  // the results page, zoomed to 125 %
  const L = 260;
  out.push(
    `<rect x="${L}" y="218" width="1120" height="92" rx="46" fill="#ffffff" stroke="${LIGHT}" stroke-width="3"/>`,
  );
  out.push(
    t(L + 46, 278, "ice cream delivery kochi", INK, 36),
    magnifier(L + 1050, 258, 15, "#1f5fbf"),
  );
  let tx = L + 10;
  ["All", "Maps", "Shopping", "Images", "News", "More"].forEach((name, i) => {
    out.push(t(tx, 372, name, i ? GREY : "#1f5fbf", 30, i === 0));
    if (!i)
      out.push(
        `<rect x="${tx - 6}" y="388" width="${n(w(name, 30, true) + 12)}" height="6" rx="3" fill="#1f5fbf"/>`,
      );
    tx += w(name, 30, i === 0) + 56;
  });
  out.push(`<rect x="0" y="394" width="${W}" height="2" fill="${LIGHT}"/>`);
  out.push(t(L, 448, "About 2,14,000 results (0.38 seconds)", GREY, 26));
  // the ad
  let y = 520;
  out.push(t(L, y, "Sponsored", INK, 30, true));
  y += 62;
  out.push(`<circle cx="${L + 26}" cy="${y - 10}" r="26" fill="#ff6f91"/>`);
  const m = lazzaMark(0, 0, 20, "#3b1d14");
  out.push(`<g transform="translate(${n(L + 26 - m.width / 2)} ${y - 4})">${m.svg}</g>`);
  out.push(
    t(L + 70, y - 18, "Lazza Ice Creams", INK, 28),
    t(L + 70, y + 16, "https://www.lazza.in › order", GREY, 24),
  );
  y += 82;
  out.push(t(L, y, "Lazza ice cream, delivered in 30 min — Kochi", LINK, 50));
  y += 56;
  out.push(
    t(
      L,
      y,
      "Tender coconut, jackfruit and filter-coffee scoops from our Fort Kochi,",
      "#4d5156",
      30,
    ),
  );
  out.push(
    t(
      L,
      y + 42,
      "Kakkanad and Edappally parlours, packed cold and at your door in 30 min.",
      "#4d5156",
      30,
    ),
  );
  out.push(t(L, y + 84, "Free delivery over Rs 299 · Open till 11 pm", "#4d5156", 30));
  y += 150;
  const links = ["Order a family tub", "Today's flavours", "Party packs", "Find a parlour"];
  let lx = L;
  for (const link of links) {
    out.push(
      `<rect x="${lx}" y="${y - 42}" width="${n(w(link, 30) + 48)}" height="62" rx="31" fill="#ffffff" stroke="${LIGHT}" stroke-width="3"/>`,
      t(lx + 24, y, link, LINK, 30),
    );
    lx += w(link, 30) + 70;
  }
  // the organic results
  const organic: [string, string, string, string, string][] = [
    [
      "Kochi Eats",
      "https://kochieats.example › ice-cream",
      "Ice cream delivery near you in Kochi — order online",
      "Order from 40+ ice cream shops in Ernakulam. Live tracking, no minimum order on",
      "weekdays. Tubs, sundaes and kulfi from local favourites.",
    ],
    [
      "The Cochin Table",
      "https://cochintable.example › best-ice-cream",
      "The 9 best ice cream parlours in Kochi (2026)",
      "From Fort Kochi's old parlours to the new scoop bars of Kakkanad: where to go for",
      "tender coconut, what to order, and who delivers after dinner.",
    ],
  ];
  y += 120;
  organic.forEach(([site, url, title, l1, l2], i) => {
    out.push(
      `<circle cx="${L + 26}" cy="${y - 10}" r="26" fill="${i ? "#e9e2d3" : "#e4ecf7"}"/>`,
      t(L + 26, y, site[0]!, i ? "#7a5a2a" : "#2a5ab0", 26, true, "middle"),
    );
    out.push(t(L + 70, y - 18, site, INK, 28), t(L + 70, y + 16, url, GREY, 24));
    out.push(t(L, y + 82, title, LINK, 44));
    out.push(t(L, y + 134, l1, "#4d5156", 30), t(L, y + 176, l2, "#4d5156", 30));
    y += 290;
  });
  // the right column: a map card
  const rx = 1560;
  out.push(
    `<rect x="${rx}" y="440" width="820" height="520" rx="24" fill="#ffffff" stroke="${LIGHT}" stroke-width="3"/>`,
  );
  out.push(
    `<clipPath id="rmap"><rect x="${rx}" y="440" width="820" height="300" rx="24"/></clipPath><g clip-path="url(#rmap)"><rect x="${rx}" y="440" width="820" height="300" fill="#eef0ea"/>`,
  );
  out.push(
    `<path fill="#aed4e2" d="M${rx} 600C${rx + 200} 580 ${rx + 300} 680 ${rx + 420} 740H${rx}Z"/>`,
  );
  out.push(
    `<path fill="none" stroke="#fbd97a" stroke-width="14" d="M${rx + 120} 440C${rx + 300} 560 ${rx + 500} 600 ${rx + 820} 620"/><path fill="none" stroke="#ffffff" stroke-width="10" d="M${rx + 560} 440L${rx + 520} 740M${rx} 520L${rx + 820} 480"/>`,
  );
  out.push(
    pin(rx + 360, 600, 40, "#d6402f"),
    pin(rx + 610, 560, 40, "#d6402f"),
    pin(rx + 240, 510, 40, "#d6402f"),
  );
  out.push(`</g>`);
  out.push(t(rx + 36, 800, "Ice cream shops near Kochi", INK, 34, true));
  out.push(t(rx + 36, 850, "Lazza Ice Creams · Fort Kochi · 4.6", GREY, 28));
  out.push(t(rx + 36, 894, "Open · until 11 pm", GREEN, 28, true));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join("")}</svg>`;
}

// ------------------------------------------------------------------ leads: the hotel's chat

/** Two ticks: delivered (grey) or read (blue). */
function ticks(x: number, y: number, colour: string): string {
  return `<path fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" d="M${x - 10} ${y - 8}l8 8l16 -18M${x + 12} ${y}l16 -18"/>`;
}

export function leadsSvg(): string {
  const W = 1080,
    H = 2340;
  const out: string[] = [];
  const BAR = "#24463f";
  out.push(`<rect width="${W}" height="${H}" fill="#efe7dc"/>`);
  // the wallpaper: faint scattered leaves and dots
  let seed = 11;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 90; i++) {
    const x = rnd() * W,
      y = 280 + rnd() * (H - 460),
      r = 8 + rnd() * 14;
    out.push(
      rnd() < 0.5
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="none" stroke="#e2d8ca" stroke-width="3"/>`
        : `<path fill="none" stroke="#e2d8ca" stroke-width="3" d="M${n(x)} ${n(y)}q${n(r)} ${n(-r)} ${n(r * 2)} 0q${n(-r)} ${n(r)} ${n(-r * 2)} 0"/>`,
    );
  }
  // the header
  out.push(`<rect width="${W}" height="270" fill="${BAR}"/>`);
  out.push(statusBar("16:48", "#ffffff", 0.71));
  out.push(
    `<path fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="M70 170L46 194L70 218M48 194H96"/>`,
  );
  out.push(`<circle cx="170" cy="194" r="52" fill="${GK.teak}"/>`);
  // the arch mark, small: an arch and GK
  out.push(
    `<path fill="none" stroke="${GK.lamp}" stroke-width="4" d="M150 226V190A20 20 0 0 1 190 190V226"/>`,
    t(170, 218, "GK", GK.lamp, 20, false, "middle", "libertineDisplay"),
  );
  out.push(t(246, 184, "Grand Kayal · Reservations", "#ffffff", 40, true));
  out.push(t(246, 232, "Business account · enquiries from the website", "#cfe0da", 28));
  out.push(
    `<circle cx="1010" cy="170" r="5" fill="#ffffff"/><circle cx="1010" cy="194" r="5" fill="#ffffff"/><circle cx="1010" cy="218" r="5" fill="#ffffff"/>`,
  );
  // the day
  out.push(
    `<rect x="${W / 2 - 70}" y="310" width="140" height="56" rx="16" fill="#dfe9f0"/>`,
    t(W / 2, 348, "Today", "#44545f", 28, true, "middle"),
  );
  // the enquiry, as the form delivered it
  let y = 410;
  const cardH = 760;
  out.push(
    `<path fill="#ffffff" d="M52 ${y}H890Q914 ${y} 914 ${y + 24}V${y + cardH - 24}Q914 ${y + cardH} 890 ${y + cardH}H76Q52 ${y + cardH} 52 ${y + cardH - 24}V${y + 20}L30 ${y}Z"/>`,
  );
  out.push(t(84, y + 54, "Website form", "#b4532f", 30, true));
  out.push(`<rect x="84" y="${y + 80}" width="800" height="84" rx="14" fill="#f4efe6"/>`);
  out.push(`<rect x="84" y="${y + 80}" width="8" height="84" fill="${GK.lotus}"/>`);
  out.push(t(112, y + 134, "New enquiry — Monsoon stay, 2 nights", INK, 34, true));
  const fields: [string, string][] = [
    ["Name", "Anjali Menon"],
    ["Phone", "+91 94470 31562"],
    ["Dates", "Fri 12 – Sun 14 December"],
    ["Guests", "2 adults, 1 child (6)"],
    ["Room", "Lake view, with breakfast"],
  ];
  fields.forEach(([k, v], i) => {
    const fy = y + 228 + i * 64;
    out.push(t(84, fy, k, GREY, 32), t(260, fy, v, INK, 34, k === "Name" || k === "Dates"));
  });
  out.push(
    t(84, y + 580, "“Our tenth anniversary — a quiet room", INK, 33),
    t(84, y + 624, "away from the restaurant, please.”", INK, 33),
  );
  out.push(t(886, y + cardH - 28, "16:42", "#8a8f94", 26, false, "end"));
  y += cardH + 44;
  // the hotel's reply
  const replyH = 352;
  const RX0 = 190,
    RX1 = 1032;
  out.push(
    `<path fill="#d9f4c9" d="M${RX0 + 24} ${y}H${RX1 + 20}L${RX1 - 2} ${y + 20}V${y + replyH - 24}Q${RX1 - 2} ${y + replyH} ${RX1 - 26} ${y + replyH}H${RX0 + 24}Q${RX0} ${y + replyH} ${RX0} ${y + replyH - 24}V${y + 24}Q${RX0} ${y} ${RX0 + 24} ${y}Z"/>`,
  );
  const reply = [
    "Namaskaram Anjali, and happy",
    "anniversary! A lake-view room on the",
    "quiet side is free 12–14 Dec: Rs 14,800",
    "for two nights with breakfast. Shall",
    "I hold it for you till noon tomorrow?",
  ];
  reply.forEach((line, i) => out.push(t(RX0 + 30, y + 60 + i * 48, line, INK, 34)));
  out.push(
    t(RX1 - 76, y + replyH - 26, "16:45", "#6b7a66", 26, false, "end"),
    ticks(RX1 - 64, y + replyH - 34, "#3b8fd9"),
  );
  y += replyH + 26;
  out.push(
    `<rect x="${W / 2 - 260}" y="${y}" width="520" height="56" rx="16" fill="#fdf3d0"/>`,
    t(W / 2, y + 38, "Answered in 3 minutes", "#6b5a2a", 28, false, "middle"),
  );
  y += 96;
  // her answer
  const aH = 132;
  out.push(
    `<path fill="#ffffff" d="M52 ${y}H640Q664 ${y} 664 ${y + 24}V${y + aH - 24}Q664 ${y + aH} 640 ${y + aH}H76Q52 ${y + aH} 52 ${y + aH - 24}V${y + 20}L30 ${y}Z"/>`,
  );
  out.push(
    t(84, y + 62, "Yes please, hold it. Thank you!", INK, 34),
    t(636, y + aH - 22, "16:47", "#8a8f94", 26, false, "end"),
  );
  // the input bar and the gesture bar
  out.push(
    `<rect x="24" y="${H - 200}" width="880" height="104" rx="52" fill="#ffffff"/>`,
    t(96, H - 134, "Message", "#8a8f94", 36),
  );
  out.push(
    `<circle cx="986" cy="${H - 148}" r="52" fill="${BAR}"/><rect x="974" y="${H - 178}" width="24" height="40" rx="12" fill="#ffffff"/><path fill="none" stroke="#ffffff" stroke-width="5" d="M962 ${H - 152}a24 24 0 0 0 48 0M986 ${H - 128}v14"/>`,
  );
  out.push(
    `<rect x="${W / 2 - 130}" y="${H - 36}" width="260" height="10" rx="5" fill="#3c4043"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join("")}</svg>`;
}

// ------------------------------------------------------------------ the report: a campaign dashboard

export function reportSvg(): string {
  const W = 2560,
    H = 1600;
  const out: string[] = [];
  const NAVY = "#1f2a4d",
    COPPER = "#a9582f",
    SAND = "#eadcc2";
  out.push(`<rect width="${W}" height="${H}" fill="#f5f6f8"/>`);
  // the browser
  out.push(`<rect width="${W}" height="96" fill="#dfe3e8"/>`);
  for (const [cx, c] of [
    [34, "#ed6a5e"],
    [64, "#f5bf4f"],
    [94, "#61c554"],
  ] as const)
    out.push(`<circle cx="${cx}" cy="48" r="11" fill="${c}"/>`);
  out.push(
    `<path fill="#ffffff" d="M150 96V36Q150 20 166 20H690Q706 20 706 36V96Z"/>`,
    t(186, 68, "Aptayu · November report", INK, 28),
  );
  out.push(
    `<rect x="0" y="96" width="${W}" height="84" fill="#ffffff"/><rect x="0" y="180" width="${W}" height="2" fill="${LIGHT}"/>`,
  );
  out.push(
    `<rect x="200" y="110" width="2200" height="56" rx="28" fill="#eef1f4"/>`,
    t(240, 148, "reports.kadal.example/aptayu/2026-11", GREY, 30),
  );
  // the side bar
  out.push(`<rect x="0" y="182" width="360" height="${H - 182}" fill="${NAVY}"/>`);
  out.push(t(48, 270, "Aptayu", SAND, 44, true));
  out.push(t(48, 316, "Search & social, monthly", "#aab3cc", 26));
  ["Overview", "Search ads", "Social", "Organic search", "Store profiles", "Enquiries"].forEach(
    (item, i) => {
      if (!i)
        out.push(
          `<rect x="24" y="${372 + i * 76}" width="312" height="60" rx="12" fill="#2e3b66"/>`,
        );
      out.push(t(56, 412 + i * 76, item, i ? "#c8cfe0" : "#ffffff", 30, i === 0));
    },
  );
  out.push(t(48, H - 60, "Prepared by Kadal, Kochi", "#8a93ad", 24));
  // the heading
  const L = 420;
  out.push(t(L, 270, "November 2026 at a glance", INK, 56, true));
  out.push(t(L, 322, "1 – 30 Nov · compared with October", GREY, 30));
  out.push(
    `<rect x="${W - 520}" y="226" width="440" height="72" rx="36" fill="#ffffff" stroke="${LIGHT}" stroke-width="3"/>`,
    t(W - 300, 274, "Download PDF", "#1f5fbf", 30, true, "middle"),
  );
  // the four figures
  const cards: [string, string, string, boolean][] = [
    ["Enquiries", "1,284", "▲ 32%", true],
    ["Cost per enquiry", "Rs 86", "▼ 18%", true],
    ["Organic visits", "41,920", "▲ 27%", true],
    ["Direction requests", "3,406", "▲ 41%", true],
  ];
  const cw = (W - L - 80 - 3 * 40) / 4;
  cards.forEach(([label, value, delta], i) => {
    const x = L + i * (cw + 40);
    out.push(
      `<rect x="${n(x)}" y="370" width="${n(cw)}" height="230" rx="20" fill="#ffffff" stroke="#e3e6ea" stroke-width="3"/>`,
    );
    out.push(t(x + 36, 432, label, GREY, 32));
    out.push(t(x + 36, 530, value, NAVY, 80, true));
    out.push(
      `<rect x="${n(x + 36)}" y="552" width="${n(w(delta.slice(2), 28, true) + 60)}" height="36" rx="18" fill="#e3f3e7"/>`,
    );
    const up = delta.startsWith("▲");
    const tx = x + 52,
      ty = 570;
    out.push(
      `<path fill="${GREEN}" d="${up ? `M${n(tx)} ${ty + 8}l9 -16l9 16z` : `M${n(tx)} ${ty - 8}l9 16l9 -16z`}"/>`,
    );
    out.push(t(x + 78, 580, delta.slice(2), GREEN, 28, true));
  });
  // the line chart: weekly enquiries, this month and last
  const cx0 = L,
    cy0 = 650,
    cwid = 1180,
    chgt = 560;
  out.push(
    `<rect x="${cx0}" y="${cy0}" width="${cwid}" height="${chgt}" rx="20" fill="#ffffff" stroke="#e3e6ea" stroke-width="3"/>`,
  );
  out.push(t(cx0 + 40, cy0 + 66, "Enquiries by day", INK, 38, true));
  out.push(
    `<rect x="${cx0 + 700}" y="${cy0 + 44}" width="28" height="8" fill="${COPPER}"/>`,
    t(cx0 + 740, cy0 + 56, "November", GREY, 26),
  );
  out.push(
    `<rect x="${cx0 + 900}" y="${cy0 + 44}" width="28" height="8" fill="#b8c0d4"/>`,
    t(cx0 + 940, cy0 + 56, "October", GREY, 26),
  );
  const gx = cx0 + 90,
    gy = cy0 + 120,
    gw = cwid - 140,
    gh = chgt - 200;
  for (let k = 0; k <= 4; k++) {
    const y = gy + (gh * k) / 4;
    out.push(
      `<rect x="${gx}" y="${n(y)}" width="${gw}" height="2" fill="#edf0f3"/>`,
      t(gx - 16, y + 10, String(80 - k * 20), "#9aa0a6", 24, false, "end"),
    );
  }
  let seed = 5;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const line = (base: number, rise: number, colour: string, width: number) => {
    let d = "";
    for (let day = 0; day < 30; day++) {
      const v =
        base +
        rise * (day / 29) +
        9 * Math.sin(day * 0.9) * 0.5 +
        (rnd() - 0.5) * 14 +
        (day % 7 === 5 || day % 7 === 6 ? 8 : 0);
      const x = gx + (gw * day) / 29,
        y = gy + gh - (gh * v) / 80;
      d += `${day ? "L" : "M"}${n(x)} ${n(y)}`;
    }
    return `<path fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" d="${d}"/>`;
  };
  out.push(line(28, 6, "#b8c0d4", 5), line(30, 30, COPPER, 7));
  ["1 Nov", "8 Nov", "15 Nov", "22 Nov", "30 Nov"].forEach((label, k) =>
    out.push(t(gx + (gw * k) / 4, gy + gh + 44, label, "#9aa0a6", 24, false, "middle")),
  );
  // the channels
  const bx = cx0 + cwid + 40,
    bw = W - 80 - bx;
  out.push(
    `<rect x="${bx}" y="${cy0}" width="${bw}" height="${chgt}" rx="20" fill="#ffffff" stroke="#e3e6ea" stroke-width="3"/>`,
  );
  out.push(t(bx + 40, cy0 + 66, "Enquiries by channel", INK, 38, true));
  const channels: [string, number][] = [
    ["Search ads", 512],
    ["Store profiles", 338],
    ["Organic search", 254],
    ["Social", 180],
  ];
  channels.forEach(([name, v], i) => {
    const y = cy0 + 140 + i * 100;
    out.push(t(bx + 40, y, name, GREY, 30), t(bx + bw - 40, y, String(v), INK, 30, true, "end"));
    out.push(
      `<rect x="${bx + 40}" y="${y + 20}" width="${bw - 80}" height="22" rx="11" fill="#eef0f4"/><rect x="${bx + 40}" y="${y + 20}" width="${n(((bw - 80) * v) / 540)}" height="22" rx="11" fill="${i ? NAVY : COPPER}"/>`,
    );
  });
  // the searches that brought them, below
  out.push(
    `<rect x="${L}" y="1250" width="${W - L - 80}" height="320" rx="20" fill="#ffffff" stroke="#e3e6ea" stroke-width="3"/>`,
  );
  out.push(t(L + 40, 1316, "Searches that brought enquiries", INK, 38, true));
  const rows: [string, string, string][] = [
    ["kumkumadi tailam", "Position 2", "214 enquiries"],
    ["nalpamaradi oil price", "Position 1", "168 enquiries"],
    ["ayurvedic face oil kochi", "Position 3", "131 enquiries"],
  ];
  rows.forEach(([q, pos, e], i) => {
    const y = 1390 + i * 60;
    out.push(t(L + 40, y, q, INK, 32), t(L + 900, y, pos, GREY, 30), t(L + 1400, y, e, GREY, 30));
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join("")}</svg>`;
}

/** A heart centred at (cx, cy), `r` half its width: filled, or drawn as an outline. */
function heart(cx: number, cy: number, r: number, fill: string | null, stroke: string): string {
  const d =
    `M${n(cx)} ${n(cy + r * 0.85)}C${n(cx - r * 1.35)} ${n(cy - r * 0.05)} ${n(cx - r * 0.75)} ${n(cy - r * 1.15)} ${n(cx)} ${n(cy - r * 0.45)}` +
    `C${n(cx + r * 0.75)} ${n(cy - r * 1.15)} ${n(cx + r * 1.35)} ${n(cy - r * 0.05)} ${n(cx)} ${n(cy + r * 0.85)}z`;
  return fill
    ? `<path fill="${fill}" d="${d}"/>`
    : `<path fill="none" stroke="${stroke}" stroke-width="5" stroke-linejoin="round" d="${d}"/>`;
}

export function feedSvg(): string {
  const W = 1080,
    H = 2340;
  const LIKED = "#e0344f";
  const out: string[] = [`<rect width="${W}" height="${H}" fill="#ffffff"/>`];
  out.push(statusBar("16:20", INK, 0.71));
  // the app's bar: its word, and the activity and messages icons
  out.push(t(48, 208, "Feed", INK, 56, true));
  out.push(heart(912, 188, 26, null, INK));
  out.push(
    `<path fill="none" stroke="${INK}" stroke-width="5" stroke-linejoin="round" d="M978 166L1036 166L1004 222L998 190z"/>`,
  );
  out.push(`<rect x="0" y="258" width="${W}" height="2" fill="${LIGHT}"/>`);
  // the post's head: the store's round picture (its initials on sage), its handle and place
  out.push(`<circle cx="92" cy="336" r="46" fill="${AYUR.sage}"/>`);
  out.push(t(92, 354, "ac", AYUR.forest, 44, true, "middle", "gothicDemi"));
  out.push(t(162, 326, "ayurcentral", INK, 36, true));
  out.push(t(162, 372, "Ayur Central, Edappally", GREY, 30));
  for (const dx of [0, 18, 36])
    out.push(`<circle cx="${992 + dx}" cy="340" r="5.5" fill="${INK}"/>`);
  // the post itself, the study's own
  out.push(askTheVaidyan().replace("<svg ", '<svg x="0" y="408" '));
  // the actions: liked, comment, send; save on the right
  const ay = 1836;
  out.push(heart(78, ay, 30, LIKED, LIKED));
  out.push(
    `<path fill="none" stroke="${INK}" stroke-width="5" stroke-linejoin="round" d="M188 1864A32 32 0 1 1 206 1852L212 1872z"/>`,
  );
  out.push(
    `<path fill="none" stroke="${INK}" stroke-width="5" stroke-linejoin="round" d="M258 1812L324 1812L286 1868L282 1834z"/>`,
  );
  out.push(
    `<path fill="none" stroke="${INK}" stroke-width="5" stroke-linejoin="round" d="M990 1808L1032 1808L1032 1866L1011 1848L990 1866z"/>`,
  );
  out.push(t(48, 1944, "1,284 likes", INK, 34, true));
  const handle = "ayurcentral";
  out.push(t(48, 2000, handle, INK, 34, true));
  out.push(t(48 + w(handle, 34, true) + 14, 2000, "Week 31: your question, our", INK, 34));
  out.push(t(48, 2048, "vaidyan’s answer. Ask yours by Wednesday, in", INK, 34));
  out.push(t(48, 2096, "any of our ten stores or right here.", INK, 34));
  out.push(t(48, 2156, "View all 96 comments", GREY, 32));
  out.push(t(48, 2204, "2 days ago", GREY, 28));
  // the app's tabs
  out.push(`<rect x="0" y="2244" width="${W}" height="2" fill="${LIGHT}"/>`);
  out.push(`<path fill="${INK}" d="M88 2272L128 2302L128 2336L48 2336L48 2302z"/>`);
  out.push(magnifier(300, 2300, 22, INK));
  out.push(
    `<rect x="512" y="2276" width="56" height="56" rx="14" fill="none" stroke="${INK}" stroke-width="5"/><path stroke="${INK}" stroke-width="5" d="M540 2290v28M526 2304h28"/>`,
  );
  out.push(
    `<rect x="730" y="2276" width="56" height="56" rx="14" fill="none" stroke="${INK}" stroke-width="5"/><path fill="${INK}" d="M750 2292L772 2304L750 2316z"/>`,
  );
  out.push(`<circle cx="992" cy="2304" r="28" fill="${AYUR.sage}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join("")}</svg>`;
}

/** A still of Hama's shoot (its renders in out/hama/) as a data URI, `w` wide, for the edit
 * screen's bin and viewer. */
async function frameUri(name: string, w: number): Promise<string> {
  const file = join(import.meta.dirname, "..", "..", "out", "hama", name);
  const jpeg = await sharp(file)
    .resize({ width: w, kernel: "lanczos3" })
    .jpeg({ quality: 82 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/**
 * An editor's laptop (2560×1600) in a generic editing program: Hama's brand film on the timeline
 * (the train, the hostel, the ferry, each clip with its first frame), its music's waveform under
 * it, the playhead in the hostel shot that the viewer shows, the shoot's stills in the bin.
 */
export async function editSvg(): Promise<string> {
  const W = 2560,
    H = 1600;
  const BG = "#1b1c1f",
    PANEL = "#25272b",
    LINE = "#34373c",
    TEXT = "#c9ccd1",
    DIM = "#80858d",
    RED = "#e5484d";
  const stills = ["train.jpg", "hostel.jpg", "ferry.jpg", "range.jpg"];
  const thumbs = await Promise.all(stills.map((name) => frameUri(name, 320)));
  const viewer = await frameUri("hostel.jpg", 1400);
  const out: string[] = [`<rect width="${W}" height="${H}" fill="${BG}"/>`];
  // the title bar
  out.push(`<rect width="${W}" height="64" fill="#141517"/>`);
  for (const [cx, c] of [
    [34, "#ed6a5e"],
    [64, "#f5bf4f"],
    [94, "#61c554"],
  ] as const)
    out.push(`<circle cx="${cx}" cy="32" r="11" fill="${c}"/>`);
  out.push(t(W / 2, 42, "Hama — Made to carry · cut 04", TEXT, 28, false, "middle"));
  // the bin: the shoot's stills with their names
  out.push(`<rect x="0" y="64" width="620" height="900" fill="${PANEL}"/>`);
  out.push(t(40, 120, "Bin · Hama shoot", TEXT, 30, true));
  stills.forEach((name, i) => {
    const x = 40 + (i % 2) * 290;
    const y = 160 + Math.floor(i / 2) * 260;
    out.push(
      `<image x="${x}" y="${y}" width="260" height="173" href="${thumbs[i]}" preserveAspectRatio="xMidYMid slice"/>`,
    );
    out.push(t(x, y + 212, name.replace(".jpg", "").toUpperCase() + "_A001", DIM, 22));
  });
  // the viewer: the frame under the playhead, its timecode
  out.push(`<rect x="640" y="84" width="1880" height="880" fill="#101113"/>`);
  out.push(
    `<image x="900" y="104" width="1360" height="765" href="${viewer}" preserveAspectRatio="xMidYMid slice"/>`,
  );
  out.push(t(1580, 930, "00:00:02:06", TEXT, 38, true, "middle"));
  out.push(t(920, 930, "Fit", DIM, 26), t(2240, 930, "1920 × 1080 · 25", DIM, 26, false, "end"));
  // the timeline: a ruler, two video tracks, two audio tracks, the playhead
  const T0 = 990;
  out.push(`<rect x="0" y="${T0}" width="${W}" height="${H - T0}" fill="${PANEL}"/>`);
  out.push(`<rect x="0" y="${T0}" width="${W}" height="56" fill="#1f2124"/>`);
  for (let k = 0; k <= 24; k++) {
    const x = 200 + k * 96;
    out.push(
      `<rect x="${x}" y="${T0 + (k % 5 ? 36 : 20)}" width="2" height="${k % 5 ? 20 : 36}" fill="${DIM}"/>`,
    );
    if (k % 5 === 0) out.push(t(x + 8, T0 + 34, `00:00:0${k / 5}:00`, DIM, 20));
  }
  const tracks = [
    ["V2", T0 + 70],
    ["V1", T0 + 190],
    ["A1", T0 + 330],
    ["A2", T0 + 440],
  ] as const;
  for (const [label, y] of tracks) {
    out.push(
      `<rect x="0" y="${y}" width="180" height="100" fill="#1f2124"/>`,
      t(40, y + 60, label, TEXT, 28, true),
    );
    out.push(`<rect x="180" y="${y + 104}" width="${W - 180}" height="2" fill="${LINE}"/>`);
  }
  // V1: the three shots, each clip its colour band with its first frame at the head
  const clips = [
    [200, 760, 0, "#3d6fb6"],
    [960, 760, 1, "#3d6fb6"],
    [1720, 760, 2, "#3d6fb6"],
  ] as const;
  for (const [x, w, i, c] of clips) {
    const y = T0 + 190;
    out.push(`<rect x="${x + 2}" y="${y}" width="${w - 4}" height="100" rx="6" fill="${c}"/>`);
    out.push(
      `<image x="${x + 6}" y="${y + 4}" width="138" height="92" href="${thumbs[i]}" preserveAspectRatio="xMidYMid slice"/>`,
    );
    out.push(
      t(x + 160, y + 40, stills[i]!.replace(".jpg", "").toUpperCase() + "_A001", "#ffffff", 24),
    );
  }
  // V2: the title over the last shot
  out.push(
    `<rect x="1960" y="${T0 + 70}" width="500" height="100" rx="6" fill="#8e5bd0"/>`,
    t(1980, T0 + 128, "Title · Made to carry", "#ffffff", 24),
  );
  // A1: the music, a waveform; A2: the train's sound, quieter
  const wave = (y: number, x0: number, x1: number, amp: number, seed: number, fill: string) => {
    out.push(
      `<rect x="${x0 + 2}" y="${y}" width="${x1 - x0 - 4}" height="100" rx="6" fill="${fill}"/>`,
    );
    let d = "";
    let v = seed;
    for (let x = x0 + 8; x < x1 - 8; x += 6) {
      v = (v * 1103515245 + 12345) % 2147483648;
      const a = amp * (0.35 + 0.65 * ((v / 2147483648) * 0.7 + 0.3 * Math.abs(Math.sin(x / 90))));
      d += `M${x} ${n(y + 50 - a)}V${n(y + 50 + a)}`;
    }
    out.push(`<path d="${d}" stroke="#bfe6c9" stroke-width="3"/>`);
  };
  wave(T0 + 330, 200, 2480, 40, 7, "#2f7a4f");
  wave(T0 + 440, 200, 1000, 18, 11, "#2f6a5a");
  // the playhead, in the hostel shot
  out.push(
    `<rect x="1398" y="${T0}" width="4" height="${H - T0}" fill="${RED}"/>`,
    `<path fill="${RED}" d="M1384 ${T0}H1416V${T0 + 22}L1400 ${T0 + 38}L1384 ${T0 + 22}Z"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join("")}</svg>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = join(import.meta.dirname, "..", "..", ".cache", "textures", "kadal");
  mkdirSync(out, { recursive: true });
  const which = process.argv.slice(2);
  for (const [name, make] of [
    ["seo", seoSvg],
    ["ppc", ppcSvg],
    ["leads", leadsSvg],
    ["report", reportSvg],
    ["feed", feedSvg],
    ["edit", editSvg],
  ] as const) {
    if (which.length && !which.includes(name)) continue;
    await sharp(Buffer.from(await make()), { density: 72 })
      .png({ compressionLevel: 6 })
      .toFile(join(out, `${name}.png`));
    console.log(join(out, `${name}.png`));
  }
}
