// The agency's own pictures of its people, drawn with ./people.ts: the studio at work for
// Weirdos and a snake boat's crew for Careers. No words in either: the page sets its heading
// beside the picture. Registered in make-artwork.ts.
import {
  C,
  circle,
  f,
  fishingNet,
  leafFan,
  netPattern,
  path,
  rect,
  stroke,
  tideLines,
  wave,
  waveBand,
  type Point,
  type Rng,
} from "./lib.ts";
import {
  HAIR,
  SKIN,
  chai,
  seated,
  shade,
  standing,
  standingBack,
  type Arm,
  type Look,
} from "./people.ts";
import type { HeroArt } from "./heroes.ts";

const W = 1600;
const H = 1000;
const skin = (i: number) => SKIN[i] as string;
const a = (hand: Point, elbow: Point, sleeve: Arm["sleeve"] = "short"): Arm => ({
  hand,
  elbow,
  sleeve,
});

/** A laptop seen from across the table: its lid's back, a hinge shadow, a small mark. */
const laptop = (x: number, y: number, w: number): string =>
  rect(x - w / 2, y - w * 0.66, w, w * 0.66, "#8e979c", ` rx="${f(w * 0.05)}"`) +
  rect(x - w / 2 - 6, y - 6, w + 12, 8, "#5f686d", ` rx="3"`) +
  circle(x, y - w * 0.34, w * 0.06, "#b5bcbf");

/** The studio at work, seen across its long teak table. */
function studio(r: Rng): string {
  const wall = "#e6dac2";
  const teak = "#7b4a2b";
  const top = 752; // the far edge of the table top
  const front = 800; // its near edge
  const u = 88;
  let out = rect(0, 0, W, H, wall);
  // Red-oxide floor.
  out += rect(0, 930, W, 70, "#9b3d2b") + rect(0, 930, W, 6, "#7f3022");
  // The window onto the backwater: a fishing net against the afternoon, palms at its edge.
  out += rect(770, 110, 470, 440, C.teal, ` rx="6"`);
  out += rect(790, 130, 430, 400, "#f1cf86");
  out += path(waveBand(790, 1220, 430, 6, 110, r.range(0, 110), 530), "#3f8f8a");
  out += `<g clip-path="url(#pane)">${fishingNet(1040, 430, 190, C.ink, "mesh", 7)}${leafFan(800, 300, 150, 6, 10, 170, C.green, { width: 0.18, rib: "#5f9a6c" })}</g>`;
  out += rect(997, 130, 16, 400, C.teal) + rect(790, 322, 430, 14, C.teal);
  out += rect(752, 550, 506, 18, shade(C.teal, 0.25), ` rx="4"`);
  // Pendant lamps.
  for (const x of [600, 1330])
    out +=
      stroke(`M${x} 0V170`, C.ink, 4) +
      path(`M${x - 52} 232L${x - 22} 168H${x + 22}L${x + 52} 232Z`, C.gold) +
      path(`M${x - 52} 232H${x + 52}`, "none") +
      rect(x - 52, 228, 104, 8, shade(C.gold, 0.2), ` rx="3"`);
  // The storyboard wall: frames pinned in rows, sticky notes, one frame going up.
  out += rect(50, 150, 380, 420, "#243b46", ` rx="8"`);
  const frameArt = [
    (x: number, y: number) =>
      stroke(wave(x + 8, x + 88, y + 48, 5, 40, 0), C.teal, 4) + circle(x + 66, y + 24, 10, C.red),
    (x: number, y: number) =>
      circle(x + 38, y + 26, 11, C.ink) +
      path(`M${x + 20} ${y + 64}Q${x + 38} ${y + 34} ${x + 56} ${y + 64}Z`, C.ink),
    (x: number, y: number) =>
      rect(x + 16, y + 18, 34, 44, C.gold) + rect(x + 56, y + 30, 26, 32, C.green),
    (x: number, y: number) =>
      path(
        `M${x + 10} ${y + 62}L${x + 40} ${y + 22}L${x + 62} ${y + 48}L${x + 74} ${y + 36}L${x + 92} ${y + 62}Z`,
        C.green,
      ),
  ];
  let k = 0;
  for (let j = 0; j < 3; j++)
    for (let i = 0; i < 3; i++) {
      if (i === 2 && j === 0) continue; // the gap the new frame goes into
      const x = 78 + i * 118;
      const y = 180 + j * 118;
      out +=
        rect(x, y, 100, 74, C.cream, ` rx="3"`) +
        frameArt[k++ % frameArt.length]!(x, y) +
        circle(x + 50, y + 6, 5, C.red);
      out += stroke(
        `M${x + 4} ${y + 88}h${r.int(40, 80)}M${x + 4} ${y + 100}h${r.int(30, 70)}`,
        "#9fb0b6",
        4,
      );
    }
  out +=
    rect(330, 490, 60, 56, C.gold, ` transform="rotate(-4 360 518)"`) +
    rect(260, 500, 56, 52, C.red, ` transform="rotate(5 288 526)"`);

  // Who is in the room. Skin tones and hair vary; the clothes are a Kochi studio's.
  const pinner: Look = {
    skin: skin(3),
    hair: HAIR.black,
    style: "long",
    cut: "sari",
    top: C.cream,
    trim: C.gold,
    jasmine: true,
  };
  const strategist: Look = {
    skin: skin(1),
    hair: HAIR.soft,
    style: "short",
    cut: "kurta",
    top: C.gold,
    trim: shade(C.gold, 0.3),
    glasses: true,
    beard: true,
  };
  const copywriter: Look = {
    skin: skin(5),
    hair: HAIR.black,
    style: "long",
    cut: "tee",
    top: C.teal,
  };
  const designerA: Look = {
    skin: skin(2),
    hair: HAIR.black,
    style: "curly",
    cut: "tee",
    top: C.red,
  };
  const designerB: Look = {
    skin: skin(6),
    hair: HAIR.brown,
    style: "crop",
    cut: "kurta",
    top: C.green,
    trim: "#2c5a37",
    glasses: true,
  };
  const sketcher: Look = {
    skin: skin(0),
    hair: HAIR.soft,
    style: "side",
    cut: "shirt",
    top: C.grey,
    trim: "#788791",
    moustache: true,
  };
  const photographer: Look = {
    skin: skin(4),
    hair: HAIR.grey,
    style: "grey",
    cut: "shirt",
    top: "#1d4258",
    trim: "#15334a",
    moustache: true,
  };

  // Standing at the board, her back to us, pinning up the next frame.
  const px = 300;
  const pin = standingBack(px, 930, u, pinner, "sari", C.cream, [
    a([px - 70, 690], [px - 86, 600], "short"),
    a([px + 60, 238], [px + 104, 330], "short"),
  ]);
  out +=
    pin.body +
    pin.arms +
    rect(px + 14, 200, 100, 74, C.cream, ` rx="3" transform="rotate(-3 ${px + 64} 237)"`) +
    stroke(`M${px + 24} 248q20-14 40 0t40 0`, C.teal, 4);

  // Behind the table, left to right. Shoulders at sy.
  const sy = 560;
  const figs = [
    // The strategist, reading a balance sheet held up in both hands.
    seated(
      520,
      sy - 8,
      top + 20,
      u,
      strategist,
      [a([470, 600], [440, 700], "long"), a([580, 604], [612, 700], "long")],
      { gaze: -0.5, down: true },
    ),
    // The copywriter, writing by hand in a notebook, two scripts on its page.
    seated(
      700,
      sy + 22,
      top + 20,
      u,
      copywriter,
      [a([676, 772], [640, 712]), a([744, 780], [780, 716])],
      { tilt: -11, down: true },
    ),
    // Two designers at one screen, one pointing, the other making her case with open hands.
    seated(
      884,
      sy + 10,
      top + 20,
      u,
      designerA,
      [a([846, 772], [830, 708]), a([1000, 640], [972, 712])],
      { tilt: 9, gaze: 1 },
    ),
    seated(
      1064,
      sy - 10,
      top + 20,
      u,
      designerB,
      [a([982, 640], [1000, 712], "long"), a([1140, 640], [1122, 712], "long")],
      { tilt: -5, gaze: -1 },
    ),
    // The illustrator, sketching.
    seated(
      1240,
      sy + 16,
      top + 20,
      u,
      sketcher,
      [a([1200, 776], [1186, 712], "long"), a([1262, 770], [1300, 712], "long")],
      { tilt: 10, down: true },
    ),
  ];
  for (const fig of figs) out += fig.body;
  // The balance sheet: columns of figures as ruled bars.
  out += `<g transform="rotate(-4 525 600)">${rect(455, 540, 140, 96, C.cream, ` rx="3"`)}${stroke(
    Array.from(
      { length: 5 },
      (_, i) => `M467 ${556 + i * 16}h56M537 ${556 + i * 16}h${r.int(22, 46)}`,
    ).join(""),
    C.ink,
    4,
  )}${stroke("M467 636h116", C.red, 3)}</g>`;

  // The table: top, near edge, and what is on it.
  out += path(`M400 ${top}H1340L1370 ${front}H370Z`, "#9a6238");
  out += rect(370, front, 1000, 150, teak) + rect(370, front, 1000, 10, shade(teak, 0.25));
  out += rect(370, front + 130, 1000, 20, shade(teak, 0.35));
  // The copywriter's notebook: Latin and Malayalam-like loops in two blocks.
  out += path(`M634 ${top + 12}H764L774 ${front - 6}H624Z`, C.cream);
  out += stroke(`M640 ${top + 22}h50M640 ${top + 32}h44`, C.ink, 3);
  out += stroke(
    `M706 ${top + 24}q5-8 10 0t10 0t10 0t10 0M708 ${top + 36}q5-8 10 0t10 0t10 0`,
    C.teal,
    3,
  );
  out += stroke(`M${700} ${top + 22}L${676} ${772}`, C.ink, 5);
  // The designers' laptop, turned between them, and the sketchbook.
  out += laptop(970, top + 28, 150);
  out += path(`M1180 ${top + 10}H1300L1314 ${front - 8}H1168Z`, "#fbf7ee");
  out += stroke(`M1200 ${top + 30}q20-18 40 0t40 0M1214 ${top + 22}h20`, C.grey, 3);
  out += stroke(`M1262 770L1236 ${top + 22}`, C.gold, 6);
  // Chai for everyone at the table.
  for (const x of [430, 600, 808, 1140, 1330]) out += chai(x, front - 10, 26);
  for (const fig of figs) out += fig.arms;

  // The photographer at the end of the table, camera up.
  const cx = 1460;
  const cam = standing(
    cx,
    960,
    u,
    photographer,
    "mundu",
    C.cream,
    [a([cx - 52, 452], [cx - 104, 540], "long"), a([cx + 50, 450], [cx + 98, 540], "long")],
    { gaze: -1 },
  );
  const cy = 430;
  out +=
    cam.body +
    rect(cx - 62, cy - 30, 112, 66, "#15191c", ` rx="10"`) +
    circle(cx - 14, cy + 3, 26, "#4a535a") +
    circle(cx - 14, cy + 3, 15, "#0d2230") +
    circle(cx - 8, cy - 3, 5, C.cream) +
    rect(cx + 14, cy - 40, 26, 12, "#15191c", ` rx="3"`);
  out += cam.arms;
  return out;
}

/** A snake boat's rower in profile, facing the bow (left), paddle in the water. */
function rower(
  x: number,
  gy: number,
  s: number,
  look: Look,
  far = false,
): { body: string; arms: string; blade: Point } {
  const lean = (-24 * Math.PI) / 180;
  const hip: Point = [x, gy + 2 * s];
  const len = 99 * s;
  const sh: Point = [hip[0] + Math.sin(lean) * len, hip[1] - Math.cos(lean) * len];
  const hr = 24 * s;
  const hc: Point = [sh[0] - 14 * s, sh[1] - 34 * s];
  const top = far ? shade(look.top, 0.5) : look.top;
  const sk = far ? shade(look.skin, 0.35) : look.skin;
  let body = stroke(`M${f(hip[0])} ${f(hip[1])}L${f(sh[0])} ${f(sh[1])}`, top, 54 * s);
  body += stroke(
    `M${f(sh[0] + 6 * s)} ${f(sh[1] - 6 * s)}L${f(hc[0] + 4 * s)} ${f(hc[1] + 14 * s)}`,
    shade(sk, 0.12),
    18 * s,
  );
  // Head: skin, a nose to the left, an ear, hair at the back only, the club's headband.
  body += `<ellipse cx="${f(hc[0])}" cy="${f(hc[1])}" rx="${f(hr * 0.9)}" ry="${f(hr)}" fill="${sk}"/>`;
  body += path(
    `M${f(hc[0] - hr * 0.82)} ${f(hc[1] - hr * 0.2)}l${f(-hr * 0.3)} ${f(hr * 0.42)}l${f(hr * 0.36)} ${f(hr * 0.08)}Z`,
    sk,
  );
  body += path(
    `M${f(hc[0] - hr * 0.3)} ${f(hc[1] - hr * 0.98)}Q${f(hc[0] + hr * 0.95)} ${f(hc[1] - hr * 1.1)} ${f(hc[0] + hr * 0.96)} ${f(hc[1] + hr * 0.1)}Q${f(hc[0] + hr * 0.9)} ${f(hc[1] + hr * 0.62)} ${f(hc[0] + hr * 0.5)} ${f(hc[1] + hr * 0.78)}L${f(hc[0] + hr * 0.3)} ${f(hc[1] + hr * 0.05)}Q${f(hc[0] + hr * 0.05)} ${f(hc[1] - hr * 0.45)} ${f(hc[0] - hr * 0.7)} ${f(hc[1] - hr * 0.62)}Z`,
    far ? shade(look.hair, 0.1) : look.hair,
  );
  body += `<ellipse cx="${f(hc[0] + hr * 0.12)}" cy="${f(hc[1] + hr * 0.08)}" rx="${f(hr * 0.16)}" ry="${f(hr * 0.22)}" fill="${shade(sk, 0.15)}"/>`;
  body += stroke(
    `M${f(hc[0] - hr * 0.86)} ${f(hc[1] - hr * 0.5)}L${f(hc[0] + hr * 0.96)} ${f(hc[1] - hr * 0.32)}`,
    far ? shade(look.trim ?? C.gold, 0.3) : (look.trim ?? C.gold),
    8 * s,
  );
  if (!far)
    body += `<path d="M${f(hc[0] - hr * 0.42)} ${f(hc[1] - hr * 0.08)}h0" stroke="${C.ink}" stroke-width="${f(5 * s)}" stroke-linecap="round"/>`;
  // The paddle: top hand forward at the chin, lower hand out past the gunwale, blade in the water.
  const grip: Point = [sh[0] - 34 * s, sh[1] - 6 * s];
  const low: Point = [sh[0] - 74 * s, gy + 6 * s];
  const dx = low[0] - grip[0];
  const dy = low[1] - grip[1];
  const blade: Point = [grip[0] + dx * 1.9, grip[1] + dy * 1.9];
  const t = (gy + 46 * s - grip[1]) / dy;
  const entry: Point = [grip[0] + dx * t, grip[1] + dy * t];
  const wood = far ? "#5a3a22" : "#8a5a2e";
  let arms = stroke(
    `M${f(grip[0] - dx * 0.12)} ${f(grip[1] - dy * 0.12)}L${f(blade[0])} ${f(blade[1])}`,
    wood,
    7 * s,
  );
  const bc: Point = [grip[0] + dx * 1.7, grip[1] + dy * 1.7];
  const ang = (Math.atan2(dy, dx) * 180) / Math.PI - 90;
  arms += `<ellipse cx="${f(bc[0])}" cy="${f(bc[1])}" rx="${f(10 * s)}" ry="${f(26 * s)}" transform="rotate(${f(ang)} ${f(bc[0])} ${f(bc[1])})" fill="${wood}"/>`;
  // Under the water the paddle is seen through it, in the water's own tint.
  const wet = far ? "#1d5552" : "#3d6b58";
  arms = stroke(
    `M${f(grip[0] - dx * 0.12)} ${f(grip[1] - dy * 0.12)}L${f(entry[0])} ${f(entry[1])}`,
    wood,
    7 * s,
  );
  arms += stroke(`M${f(entry[0])} ${f(entry[1])}L${f(blade[0])} ${f(blade[1])}`, wet, 7 * s);
  arms += `<ellipse cx="${f(bc[0])}" cy="${f(bc[1])}" rx="${f(10 * s)}" ry="${f(26 * s)}" transform="rotate(${f(ang)} ${f(bc[0])} ${f(bc[1])})" fill="${wet}"/>`;
  const elbowA: Point = [sh[0] - 4 * s, sh[1] + 30 * s];
  const elbowB: Point = [sh[0] - 30 * s, sh[1] + 52 * s];
  arms += stroke(
    `M${f(sh[0])} ${f(sh[1] + 6 * s)}L${f(elbowA[0])} ${f(elbowA[1])}L${f(grip[0])} ${f(grip[1])}`,
    sk,
    17 * s,
  );
  arms += stroke(
    `M${f(sh[0])} ${f(sh[1] + 10 * s)}L${f(elbowB[0])} ${f(elbowB[1])}L${f(low[0])} ${f(low[1])}`,
    shade(sk, 0.08),
    17 * s,
  );
  arms += `<ellipse cx="${f(grip[0])}" cy="${f(grip[1])}" rx="${f(9 * s)}" ry="${f(8 * s)}" fill="${sk}"/><ellipse cx="${f(low[0])}" cy="${f(low[1])}" rx="${f(9 * s)}" ry="${f(8 * s)}" fill="${sk}"/>`;
  return { body, arms, blade: entry };
}

/** A snake boat at full stroke, its stern rising near us, its bow far off. */
function snakeBoat(r: Rng): string {
  const horizon = 440;
  let out = rect(0, 0, W, H, "#f3d48c");
  out += rect(0, 0, W, 150, "#f6e2b0") + rect(0, 150, W, 120, "#f4da9c");
  // The far bank: coconut palms leaning over the water, crowds a line of colour under them.
  out += path(`M0 ${horizon}V392Q400 370 800 386T1600 376V${horizon}Z`, "#2f6b45");
  for (const [x, h, lean] of [
    [90, 170, -8],
    [250, 210, 6],
    [420, 150, -4],
    [690, 190, 10],
    [900, 160, -6],
    [1130, 220, 4],
    [1380, 170, -10],
    [1540, 200, 6],
  ] as const) {
    out += stroke(`M${x} ${horizon - 30}q${lean} ${-h / 2} ${f(lean * 2.4)} ${-h}`, "#355b3e", 9);
    out += leafFan(x + lean * 2.4, horizon - 30 - h, 70, 7, -110, 110, "#2f6b45", {
      width: 0.16,
      rib: "#2f6b45",
    });
  }
  let crowd = "";
  for (let x = 6; x < W; x += 14) crowd += `M${x} ${horizon - 10 - r.int(0, 6)}h0`;
  out += `<path d="${crowd}" stroke="${C.red}" stroke-width="9" stroke-linecap="round" opacity=".55"/>`;
  out += rect(0, horizon - 6, W, 6, "#28583a");
  // Water.
  out += rect(0, horizon, W, H - horizon, C.teal);
  out += tideLines(0, W, horizon + 40, 3, 34, "#2b8582", 4, r, { amp: 4, len: 140 });

  // The rowers, nearest first; each one back is smaller and closer to the far bank.
  const n = 17;
  const s0 = 1.6;
  const q = 0.9;
  const nearX = 1120;
  const nearGy = 770;
  const gyAt = (s: number) => horizon + 40 + ((nearGy - horizon - 40) * s) / s0;
  const crew: { x: number; s: number; gy: number }[] = [];
  let x = nearX;
  for (let i = 0; i < n; i++) {
    const s = s0 * q ** i;
    if (i) x -= 112 * s;
    crew.push({ x, s, gy: gyAt(s) });
  }
  const last = crew[n - 1]!;
  const bowX = last.x - 190 * last.s;
  const bowY = gyAt(last.s) - 36 * last.s;
  const team = C.red;
  const looks: Look[] = crew.map((_, i) => ({
    skin: skin([3, 1, 5, 2, 0, 4, 6, 1, 3, 2, 5, 0, 4, 1, 3, 2, 5][i]!),
    hair: HAIR.black,
    style: "band",
    cut: "vest",
    top: team,
    trim: C.gold,
  }));
  // Reflection first, then the far row (their shoulders show between the near row's).
  const waterline = (c: { x: number; s: number; gy: number }) => c.gy + 46 * c.s;
  out += path(
    `M${f(bowX)} ${f(bowY + 30 * last.s)}` +
      crew
        .slice()
        .reverse()
        .map((c) => `L${f(c.x)} ${f(waterline(c))}`)
        .join("") +
      `L1330 ${f(nearGy + 60)}Q1470 ${f(nearGy + 80)} 1380 ${f(nearGy + 150)}` +
      crew.map((c) => `L${f(c.x)} ${f(waterline(c) + 60 * c.s)}`).join("") +
      "Z",
    "#0b4f55",
  );
  let far = "";
  let near = "";
  let arms = "";
  let splash = "";
  crew.forEach((c, i) => {
    const back = rower(c.x + 38 * c.s, c.gy - 10 * c.s, c.s * 0.94, looks[(i + 5) % n]!, true);
    far += back.body;
    const front = rower(c.x, c.gy, c.s, looks[i]!);
    near += front.body;
    arms += front.arms;
    const [bx, by] = front.blade;
    splash += stroke(
      `M${f(bx - 26 * c.s)} ${f(by - 4 * c.s)}q${f(14 * c.s)} ${f(-16 * c.s)} ${f(28 * c.s)} 0M${f(bx + 4 * c.s)} ${f(by - 2 * c.s)}q${f(14 * c.s)} ${f(-14 * c.s)} ${f(28 * c.s)} 0`,
      C.cream,
      4 * c.s,
    );
  });
  out += far + near;

  // The helmsman on the stern, steering with the long oar over the quarter.
  const helm: Look = {
    skin: skin(2),
    hair: HAIR.black,
    style: "band",
    cut: "vest",
    top: team,
    trim: C.gold,
    moustache: true,
  };
  const hx = 1360;
  const hu = 64;
  // He stands in the hull, which hides his shins; his arms and the oar come over its side.
  const fy = nearGy + 4;
  const steer = standing(hx, fy, hu, helm, "mundu", C.cream, [
    { hand: [hx + 49, fy - 172], elbow: [hx - 24, fy - 224], sleeve: "none" },
    { hand: [hx + 75, fy - 90], elbow: [hx + 74, fy - 212], sleeve: "none" },
  ]);
  out += steer.body;

  // The hull: tarred black, a brass line at the gunwale, the stern sweeping up near us.
  const gun = crew
    .map((c) => `L${f(c.x)} ${f(c.gy)}`)
    .reverse()
    .join("");
  const wl = crew.map((c) => `L${f(c.x)} ${f(waterline(c))}`).join("");
  const hull = `M${f(bowX)} ${f(bowY)}${gun}L1300 ${f(nearGy - 14)}Q1420 ${f(nearGy - 60)} 1470 330Q1478 300 1500 296Q1490 330 1492 380Q1488 ${f(nearGy + 10)} 1380 ${f(nearGy + 56)}L1200 ${f(nearGy + 56)}${wl.replace(/^L[^L]+/, "")}L${f(bowX + 40 * last.s)} ${f(bowY + 20 * last.s)}Z`;
  out += path(hull, "#14161a");
  out += stroke(
    `M${f(bowX + 10 * last.s)} ${f(bowY + 4 * last.s)}` +
      crew
        .map((c) => `L${f(c.x)} ${f(c.gy + 8 * c.s)}`)
        .reverse()
        .join("") +
      `L1300 ${f(nearGy - 6)}Q1412 ${f(nearGy - 46)} 1466 360`,
    C.gold,
    5,
  );
  out += circle(1496, 292, 10, C.gold);

  out += stroke(`M${hx + 20} ${fy - 262}L${hx + 150} ${fy + 148}`, "#8a5a2e", 10);
  out += path(`M${hx + 132} ${fy + 98}l30 -8l24 90l-30 8Z`, "#8a5a2e");
  out += steer.arms;

  out += arms + splash;
  // Ripples from the stroke, and the wake.
  out += tideLines(0, W, 900, 3, 30, "#2b8582", 5, r, { amp: 6, len: 180 });
  return out;
}

export const teamScenes: HeroArt[] = [
  {
    name: "hero-weirdos.svg",
    w: W,
    h: H,
    desc: "Weirdos hero: the studio at a teak table: a balance sheet, a notebook, two designers at one laptop, a sketchbook, chai; a woman in a kasavu sari pinning up a frame, a man in a mundu with a camera.",
    draw: (r) => [
      // Drawn a little larger than the frame, so that on a phone, where the picture is the
      // screen's width, the people are as big as they can be; the lamps' cords run off the top.
      `<g transform="matrix(1.1 0 0 1.1 -80 -100)">${studio(r)}</g>`,
      `${netPattern("mesh", C.ink, 18, 2)}<clipPath id="pane"><rect x="790" y="130" width="430" height="400"/></clipPath>`,
    ],
  },
  {
    name: "hero-careers.svg",
    w: W,
    h: H,
    desc: "Careers hero: a snake boat's crew at full stroke, rowers in vermilion vests and gold headbands along the black hull, paddles in the water together, the helmsman on the high stern with his long oar.",
    draw: (r) => snakeBoat(r),
  },
];
