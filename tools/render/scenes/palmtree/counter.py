"""Palm Tree's feed where its customers meet it: a phone on the billing counter of a Palm Tree
store in the morning, leaning on a wallet, open on the brand's profile (its grid of posts,
brands/palmtree/flats.ts), beside a basket of the bakery's pav, the till's receipt printer and a
shelf tag; the aisles behind fall soft in the tube lights. A 40 mm lens at f/2.8 from a
customer's eye at the counter, focused on the phone's screen.

    npx tsx tools/render/brands/palmtree/flats.ts
    bash tools/render/render.sh palmtree/counter --denoise=5
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import devices as d  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 24, seed=73)
rng = s.RNG(909)

# ---- the counter: cream laminate with a kokum edge, the store's floor far below
laminate = s.glossy("counter laminate", s.rgb("#cfc2a6"), roughness=(0.18, 0.35), bump=0.02, scale=8)
kokum = s.matte("kokum edge", s.rgb("#5c1030"), roughness=(0.4, 0.6))
s.box(scene, "counter", (1.6, 0.7, 0.03), laminate, (0, 0.15, -0.03), edge=0.004)
s.box(scene, "counter edge", (1.6, 0.02, 0.06), kokum, (0, -0.205, -0.06), edge=0.003)
s.box(scene, "floor", (30, 30, 0.1), s.matte("floor", s.rgb("#b8b2a6")), (0, 0, -1.0))

# ---- the aisles behind: shelves of packs in many colours, far out of focus
shelf = s.matte("shelf steel", s.rgb("#d8d8d4"), roughness=(0.4, 0.6))
colours = ["#ffd84d", "#5c1030", "#c8102e", "#2f6b2a", "#f4efe2", "#e07a2a", "#2a4a8a", "#8a1f3a", "#d9c28a"]
packs = [s.matte(f"pack {i}", s.rgb(c), roughness=(0.3, 0.6)) for i, c in enumerate(colours)]
for row, y in enumerate((2.6, 4.4)):
    for level in range(5):
        z = -0.9 + level * 0.42
        s.box(scene, f"shelf {row} {level}", (6.0, 0.45, 0.02), shelf, (0, y, z))
        x = -3.0
        while x < 3.0:
            wdt = rng.uniform(0.06, 0.14)
            hgt = rng.uniform(0.14, 0.3)
            s.box(scene, f"pack {row} {level} {x:.2f}", (wdt, 0.2, hgt), rng.choice(packs), (x + wdt / 2, y, z + 0.02))
            x += wdt + 0.01

# ---- the phone on the counter, open on the feed
d.phone(scene, "phone", s.texture("palmtree", "feed-screen"), (0.02, 0.0, 0.028), turn=-8, tilt=(24, 0), strength=1.0, smudge=0.6)
# the phone leans back on a wallet, its screen towards the customer
s.box(scene, "wallet", (0.1, 0.09, 0.02), s.matte("wallet", s.rgb("#3a2418"), roughness=(0.4, 0.6), bump=0.2, scale=80), (0.02, 0.075, 0.0), (0, 0, math.radians(-8)), edge=0.006)

# ---- the bakery's pav in a wicker basket
wicker = s.matte("wicker", s.rgb("#a8783c"), roughness=(0.7, 0.9), bump=1.5, scale=160)
s.lathe(scene, "basket", [(0.0, 0.0), (0.14, 0.0), (0.17, 0.07), (0.175, 0.075), (0.165, 0.075), (0.13, 0.012), (0.0, 0.012)], wicker, (-0.3, 0.22, 0.0), segments=64)
crust = s.glossy("bun crust", s.rgb("#b0601c"), roughness=(0.35, 0.5), bump=0.3, scale=90)
# pav: soft square rolls baked touching, six in the basket, their tops domed
for k in range(6):
    bx, by = -0.36 + (k % 3) * 0.062, 0.19 + (k // 3) * 0.062
    s.box(scene, f"pav {k}", (0.06, 0.06, 0.042), crust, (bx, by, 0.012), (0, 0, math.radians(4)), edge=0.018)

# ---- the receipt printer
printer = s.glossy("printer", s.rgb("#2b2b2e"), roughness=(0.3, 0.45), bump=0.02)
s.box(scene, "printer", (0.14, 0.18, 0.12), printer, (0.32, 0.26, 0.0), (0, 0, math.radians(-12)), edge=0.012)

# ---- a shelf tag from the bakery shelf, propped by the basket
tag = s.printed("bakery tag", s.texture("palmtree", "carry-bag"), roughness=(0.3, 0.45))
card = p.plane(scene, "tag", 0.09, 0.1, tag, (-0.1, 0.3, 0.0))
card.rotation_euler = (math.radians(-12), 0, math.radians(10))

# ---- light: the store's tube lights overhead, morning light from the door on the left
s.area_light(scene, "tubes", (0.0, 0.6, 1.6), (0.0, 0.3, 0.0), 2.0, 60, (0.94, 0.97, 1.0), 0.3)
s.area_light(scene, "door", (-1.6, -0.6, 0.8), (0.0, 0.1, 0.0), 1.5, 40, (1.0, 0.9, 0.76))
s.area_light(scene, "aisle lights", (0.0, 3.5, 1.6), (0.0, 3.5, 0.0), 5.0, 120, (0.94, 0.97, 1.0), 0.4)
s.plain_world(scene, (0.9, 0.92, 0.95), 0.3)
scene.view_settings.exposure = -0.6

s.camera(scene, (0.03, -0.52, 0.34), (0.0, 0.2, 0.04), lens=40, fstop=2.8, focus=(0.02, 0.0, 0.06))
s.save(scene)
