"""Hama in Varkala: a backpackers' hostel room on the cliff at the end of the afternoon, the red
backpack unpacked on the lower bunk (the laptop sleeve and the rain cover's pouch beside it on the
sheet, a pillow at the head), the window's wooden shutters open onto the Arabian Sea, the low
sun laying the window bars' shadows across the bed. A 40 mm lens at f/4 from the room's door, so
the bag is sharp and the sea outside falls a little soft.

    npx tsx tools/render/brands/hama/brand.ts && bash tools/render/render.sh hama/hostel --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bags  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=97)
rng = s.RNG(4417)

# ---- the room: a lime-washed wall with one window (1.2 × 1.1 m, its sill at 0.85 m), a red oxide
# floor, the bunk's lower bed along the wall under the window
WALL_Y, T = 1.2, 0.25  # the wall's inner face, its thickness
WX, WZ0, WZ1 = 0.6, 0.85, 1.95  # the window's half width, sill and head
lime = s.matte("lime wash", s.rgb("#e6dccb"), roughness=(0.8, 0.95), bump=0.25, scale=4)
oxide = s.glossy("red oxide floor", s.rgb("#7a2e22"), roughness=(0.2, 0.45), bump=0.05, scale=6)
teak = s.wood("shutter teak", s.rgb("#6e4328"), s.rgb("#3f2416"), scale=(1, 1, 14))
blue = s.matte("frame paint", s.rgb("#2f5f7a"), roughness=(0.4, 0.6), bump=0.05, scale=30)
iron = s.glossy("window bars", s.rgb("#1d1d1f"), roughness=(0.35, 0.55), metallic=0.6)

s.box(scene, "floor", (8, 8, 0.02), oxide, (0, 0, -0.02))
y_mid = WALL_Y + T / 2
s.box(scene, "wall left", (3.0, T, 2.9), lime, (-WX - 1.5, y_mid, 0))
s.box(scene, "wall right", (3.0, T, 2.9), lime, (WX + 1.5, y_mid, 0))
s.box(scene, "wall under", (2 * WX, T, WZ0), lime, (0, y_mid, 0))
s.box(scene, "wall over", (2 * WX, T, 2.9 - WZ1), lime, (0, y_mid, WZ1))
s.box(scene, "side wall", (0.2, 6, 2.9), lime, (-2.4, -1.5, 0))
s.box(scene, "ceiling", (8, 8, 0.1), lime, (0, 0, 2.9))
# the frame, painted blue, and five iron bars
F = 0.06
for name, size, loc in (
    ("frame sill", (2 * WX + 2 * F, T + 0.04, F), (0, y_mid - 0.02, WZ0 - F / 2)),
    ("frame head", (2 * WX + 2 * F, T, F), (0, y_mid, WZ1 - F / 2)),
    ("frame left", (F, T, WZ1 - WZ0), (-WX, y_mid, WZ0)),
    ("frame right", (F, T, WZ1 - WZ0), (WX, y_mid, WZ0)),
):
    s.box(scene, name, size, blue, loc, edge=0.004)
for i in range(5):
    x = -WX + 2 * WX * (i + 1) / 6
    s.lathe(scene, f"bar {i}", [(0.0, 0.0), (0.009, 0.0), (0.009, WZ1 - WZ0), (0.0, WZ1 - WZ0)], iron, (x, y_mid, WZ0), segments=16)
# the shutters, folded back against the outside of the wall (seen edge-on through the opening)
for side in (-1, 1):
    shutter = s.box(scene, f"shutter {side}", (WX, 0.035, WZ1 - WZ0 - 0.04), teak, (0, 0, 0), edge=0.004)
    shutter.location = (side * (WX + WX / 2 * 0.2), WALL_Y + T + 0.05, WZ0 + 0.02)
    shutter.rotation_euler = (0, 0, math.radians(side * 62))

# ---- the lower bunk: a black steel frame, a mattress under a white sheet, a pillow at the wall
steel = s.glossy("bunk steel", s.rgb("#202124"), roughness=(0.3, 0.5), metallic=0.7)
sheet = s.matte("sheet", s.rgb("#f1efe9"), roughness=(0.8, 0.95), bump=0.6, scale=60)
BX0, BX1, BY0, BY1 = -2.3, 0.75, 0.25, 1.15  # the bed's footprint, its head at the side wall
TOP = 0.58  # the mattress's top
s.box(scene, "bed base", (BX1 - BX0, BY1 - BY0, 0.05), steel, ((BX0 + BX1) / 2, (BY0 + BY1) / 2, 0.36))
s.box(scene, "mattress", (BX1 - BX0 - 0.04, BY1 - BY0 - 0.04, TOP - 0.41), sheet, ((BX0 + BX1) / 2, (BY0 + BY1) / 2, 0.41), edge=0.04)
for x in (BX1 - 0.02,):
    for y in (BY0 + 0.02, BY1 - 0.02):
        s.lathe(scene, f"post {x:.2f} {y:.2f}", [(0.0, 0.0), (0.02, 0.0), (0.02, 2.0), (0.0, 2.0)], steel, (x, y, 0), segments=16)
s.lathe(scene, "foot rail", [(0.0, 0.0), (0.015, 0.0), (0.015, BY1 - BY0), (0.0, BY1 - BY0)], steel, (BX1 - 0.02, BY0, 0.75), segments=12, rotation=(math.radians(-90), 0, 0))
s.box(scene, "upper bunk", (BX1 - BX0, BY1 - BY0, 0.06), steel, ((BX0 + BX1) / 2, (BY0 + BY1) / 2, 1.55))
s.box(scene, "upper mattress", (BX1 - BX0 - 0.04, BY1 - BY0 - 0.04, 0.16), sheet, ((BX0 + BX1) / 2, (BY0 + BY1) / 2, 1.61), edge=0.04)
cotton = s.matte("pillow case", s.rgb("#e9e4da"), roughness=(0.8, 0.95), bump=0.5, scale=70)
p.pillow(scene, "pillow", (0.55, 0.14, 0.36), cotton, (-1.8, 0.7, TOP - 0.02), (math.radians(-80), 0, math.radians(90)), rng=rng)

# ---- Hama on the bed: the backpack leaning back on the wall, the sleeve and the pouch on the sheet
tag = bags.hama_tag()
label = s.printed("hama label", s.texture("hama", "label"), roughness=(0.6, 0.8), bump=0.2, fibre=1200)
red = bags.hama_red()
pack = bags.backpack(scene, "backpack", (-0.15, 0.86, TOP - 0.015), turn=-14, body=red, tag=tag, rng=rng)
pack.rotation_euler = (math.radians(-9), 0, math.radians(-14))
felt = s.matte("sleeve felt", s.rgb("#2a2a2a"), roughness=(0.85, 0.95), bump=0.5, scale=400)
sleeve = s.box(scene, "sleeve", (0.36, 0.26, 0.024), felt, (-0.72, 0.6, TOP - 0.005), (0, 0, math.radians(24)), edge=0.01)
woven = p.plane(scene, "sleeve label", 0.04, 0.012, label, (0.13, -0.12, 0.024))
woven.rotation_euler = (math.radians(-90), 0, 0)
woven.parent = sleeve
cover = bags.nylon("rain cover pouch", s.rgb("#f5c400"), sheen=0.1)
pouch = bags._soft_box(scene, "pouch", (0.14, 0.09, 0.11), cover, (0.28, 0.68, TOP - 0.01), taper=(0.8, 0.85), edge=0.035, wrinkle=0.006)
pouch.rotation_euler = (0, 0, math.radians(30))

# ---- outside: the cliff's edge with its palms, the Arabian Sea to the horizon
grass = s.matte("cliff top", s.rgb("#4b5a2a"), roughness=(0.8, 1.0), bump=0.6, scale=2)
laterite = s.matte("laterite", s.rgb("#8a4a2c"), roughness=(0.8, 1.0), bump=0.8, scale=1.5)
s.box(scene, "cliff top", (60, 3.0, 0.5), grass, (0, WALL_Y + T + 1.5, -0.6))
s.box(scene, "cliff face", (60, 2.0, 29.5), laterite, (0, WALL_Y + T + 3.6, -30), (math.radians(-8), 0, 0))
sea = s.glossy("sea", s.rgb("#1c4a5e"), roughness=(0.1, 0.22), bump=0.4, scale=0.4)
s.box(scene, "sea", (2000, 2000, 0.1), sea, (0, WALL_Y + 1015, -30))
frond = s.matte("palm fronds", s.rgb("#233018"), roughness=(0.6, 0.8))
for i, (x, dy, h) in enumerate(((-2.2, 2.2, 9.5), (0.5, 3.2, 7.0), (1.9, 2.7, 11.0))):
    p.palm(scene, f"palm {i}", (x, WALL_Y + dy, -0.4), h, (rng.uniform(-1.5, 1.5), rng.uniform(0.5, 2.0)), rng, frond, fronds=14, frond_length=3.8)

# ---- light: the sun low over the sea, straight in through the window; the sky's blue fills the room
s.sky(scene, elevation=30, azimuth=28, strength=0.14, air=1.0, dust=0.6, ozone=2.0, sun_disc=True)
s.sun(scene, elevation=30, azimuth=208, strength=4.0, colour=(1.0, 0.8, 0.6), angle=1.0)
s.area_light(scene, "room bounce", (0.4, -2.2, 1.8), (-0.3, 0.8, 0.6), 1.6, 35, (1.0, 0.9, 0.82))
scene.view_settings.exposure = -0.2

s.camera(scene, (0.95, -1.05, 1.12), (-0.12, 0.9, 0.92), lens=40, fstop=4.0, focus=(-0.15, 0.78, TOP + 0.22))
s.save(scene)
