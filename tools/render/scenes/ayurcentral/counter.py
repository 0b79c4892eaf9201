"""Ayur Central, the communication study's hero: the consultation desk of one of its ten stores at
four in the afternoon. A phone in a brass stand on the teak desk shows the week's "Ask the
vaidyan" post as a follower's feed shows it (brands/kadal/screens.ts, `feed`: the study's own
post), liked. Beside it a small brass nilavilakku, lit; at the left the slips the physician
writes the consultation times on, and a pen. Far behind, out of focus, the store's teak shelves
of amber bottles and sage cartons against a lime-washed wall, lit from a window on the left. A
65 mm lens at f/2.8 at the height of a seated visitor's eyes, focused on the post's question.

    npx tsx tools/render/brands/kadal/screens.ts feed
    bash tools/render/render.sh ayurcentral/counter --denoise=5
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import devices as d  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 96, seed=31)
rng = s.RNG(3107)
# the shelves are far out of focus: a bright sample there spreads into a speck of bokeh that 96
# samples do not average away, so direct light is clamped as indirect light always is
scene.cycles.sample_clamp_direct = 4.0

# The desk's top is z = 0; the camera looks along +y.

teak = s.wood("teak desk", s.rgb("#7c4f2e"), s.rgb("#3b2414"), scale=(1, 24, 24), rings=6, roughness=(0.2, 0.42))
shelf_teak = s.wood("teak shelves", s.rgb("#6a4226"), s.rgb("#2f1c10"), scale=(1, 20, 20), rings=5)
lime = s.matte("lime wash", s.rgb("#ece3d2"), roughness=(0.8, 0.95), bump=0.2, scale=4)
brass = s.glossy("brass", s.rgb("#b8913f"), roughness=(0.12, 0.28), metallic=1.0, scale=40)
amber = s.glossy("amber glass", s.rgb("#5b2c0c"), roughness=(0.18, 0.3), scale=30)
cap = s.glossy("white caps", s.rgb("#f1ede4"), roughness=(0.45, 0.6), scale=30)
labels = [s.matte(f"label {k}", s.rgb(c), roughness=(0.6, 0.75), bump=0.02) for k, c in enumerate(["#7fa36b", "#f3efe4", "#b4532f"])]
cartons = [s.matte(f"carton {k}", s.rgb(c), roughness=(0.5, 0.7), bump=0.02) for k, c in enumerate(["#7fa36b", "#1b2620", "#f3efe4", "#c9a24a"])]
paper = s.matte("slips", s.rgb("#f6f2e8"), roughness=(0.7, 0.85), bump=0.05, scale=300)

flame = s.emission("flame", (1.0, 0.5, 0.14), 14)

# ------------------------------------------------------------------ the room

s.box(scene, "desk", (1.6, 0.9, 0.04), teak, (0.0, 0.15, -0.04), edge=0.004)
s.box(scene, "wall", (4.0, 0.05, 2.4), lime, (0.0, 1.05, -0.8))
# three shelves of the store's own stock behind the desk
for row, z in enumerate([-0.05, 0.2, 0.45]):
    s.box(scene, f"shelf {row}", (1.8, 0.24, 0.022), shelf_teak, (0.0, 0.9, z), edge=0.002)
    x = -0.85
    while x < 0.85:
        if rng.random() < 0.55:
            # an amber bottle with its label and cap
            r = rng.choice([0.024, 0.028, 0.032])
            hgt = rng.choice([0.11, 0.13, 0.15])
            at = (x + r, 0.88 + rng.uniform(-0.02, 0.02), z + 0.022)
            s.lathe(scene, f"bottle {row} {x:.2f}", [(0, 0), (r, 0), (r, hgt * 0.72), (r * 0.45, hgt * 0.86), (r * 0.4, hgt * 0.9), (0, hgt * 0.9)], amber, at, segments=32)
            s.lathe(scene, f"label {row} {x:.2f}", [(r * 1.01, hgt * 0.18), (r * 1.01, hgt * 0.6)], rng.choice(labels), at, segments=32, caps=False)
            s.lathe(scene, f"cap {row} {x:.2f}", [(0, hgt * 0.9), (r * 0.46, hgt * 0.9), (r * 0.46, hgt), (0, hgt)], cap, at, segments=24)
            x += 2 * r + 0.012
        else:
            # a carton, face out
            cw, ch = rng.choice([(0.07, 0.12), (0.06, 0.15), (0.09, 0.1)])
            s.box(scene, f"carton {row} {x:.2f}", (cw, 0.06, ch), rng.choice(cartons), (x + cw / 2, 0.88, z + 0.022), edge=0.001)
            x += cw + 0.01

# ------------------------------------------------------------------ on the desk

# the phone in a brass stand: a slanted back it leans on, a lip at its foot
LEAN = 68  # degrees from the desk
PHONE = (-0.07, 0.1)
t = math.radians(LEAN)
BOTTOM = PHONE[1] - 0.017  # where the phone's back meets the stand's foot
s.box(scene, "stand foot", (0.085, 0.072, 0.004), brass, (PHONE[0], BOTTOM + 0.021, 0.0), edge=0.0015)
s.box(scene, "stand lip", (0.08, 0.006, 0.012), brass, (PHONE[0], BOTTOM - 0.011, 0.004), edge=0.001)
s.box(scene, "stand back", (0.05, 0.004, 0.12), brass, (PHONE[0], BOTTOM + 0.0027, 0.004), rotation=(-(math.pi / 2 - t), 0, 0), edge=0.001)
h2 = 0.1632 / 2
d.phone(
    scene, "phone", s.texture("kadal", "feed"),
    (PHONE[0], BOTTOM + h2 * math.cos(t), 0.0045 + h2 * math.sin(t)),
    turn=0, tilt=(LEAN, 0), strength=0.9, frame=(0.75, 0.72, 0.68), smudge=0.6, gamma=1.1,
)

# a small nilavilakku, lit: a brass lamp of a foot, a turned stem and an oil bowl, one wick
LX, LY, LS = 0.12, 0.2, 0.8  # where it stands, and its scale
s.lathe(scene, "lamp", [(r * LS, z * LS) for r, z in [(0, 0), (0.05, 0), (0.05, 0.006), (0.036, 0.012), (0.03, 0.02), (0.012, 0.032), (0.008, 0.05), (0.011, 0.06), (0.007, 0.07), (0.007, 0.12), (0.012, 0.128), (0.007, 0.136), (0.01, 0.14), (0.034, 0.15), (0.044, 0.162), (0.046, 0.166), (0.04, 0.166), (0.03, 0.156), (0, 0.152)]], brass, (LX, LY, 0), segments=96)
s.lathe(scene, "wick", [(0, 0), (0.0018, 0), (0.0012, 0.014), (0, 0.016)], s.matte("wick", s.rgb("#3a2a1c")), (LX - 0.036 * LS, LY, 0.156 * LS), rotation=(0, math.radians(-30), 0), segments=12)
lit = s.lathe(scene, "flame", [(0, 0), (0.004, 0.004), (0.0045, 0.01), (0.0025, 0.02), (0, 0.028)], flame, (LX - 0.044 * LS, LY, 0.166 * LS), segments=24)
# the flame is seen, and mirrored in the brass; its light on the room is the point light's (a small
# bright mesh lighting diffuse surfaces sprinkles them with fireflies)
lit.visible_diffuse = False
lit.visible_shadow = False
s.point_light(scene, "flame light", (LX - 0.044 * LS, LY, 0.166 * LS + 0.01), 1.2, (1.0, 0.6, 0.3), radius=0.004)

# the consultation slips, a small squared stack and one written out, and a pen
s.box(scene, "slips", (0.075, 0.105, 0.008), paper, (-0.2, 0.13, 0.0), rotation=(0, 0, math.radians(-8)), edge=0.0006)
s.lathe(scene, "pen", [(0, 0), (0.0045, 0.004), (0.0048, 0.13), (0.002, 0.138), (0, 0.14)], s.glossy("pen", s.rgb("#1b2620"), roughness=(0.1, 0.2)), (-0.25, 0.1, 0.0128), rotation=(0, math.radians(90), math.radians(28)), segments=24)

# ------------------------------------------------------------------ light

# the window on the left: daylight, a little cool, soft
s.area_light(scene, "window", (-1.2, 0.2, 0.6), (0.0, 0.2, 0.0), 1.2, 170, (0.92, 0.96, 1.0), 0.9)
# the store's warm ceiling light over the shelves
s.area_light(scene, "ceiling", (0.2, 0.6, 1.3), (0.0, 0.7, 0.0), 1.4, 160, (1.0, 0.82, 0.6), 0.5)
# the room's bounce behind the camera
s.area_light(scene, "bounce", (0.3, -1.6, 0.5), (0.0, 0.0, 0.1), 2.0, 25, (1.0, 0.9, 0.8), 1.2)
s.plain_world(scene, (0.5, 0.48, 0.44), 0.12)

# ------------------------------------------------------------------ camera

FOCUS = (PHONE[0], PHONE[1] - 0.012, 0.105)
s.camera(scene, (0.0, -0.55, 0.19), (0.0, 0.12, 0.075), lens=65, fstop=2.8, focus=FOCUS)

s.save(scene)
