"""Grand Kayal at dusk: the pool seen along its length from the steps at its shallow end, its
water lit from under the surface over blue-green glass mosaic, its far edge spilling over onto
the backwater so the two waters meet; on the left the colonnade, its arches running away with a
brass lantern lit in each under the tiled eave; on the right two teak loungers with the day's
towels, a book left open face-down and a glass of lime soda, and the garden's coconut palms
against the sky; beyond, a kettuvallam (houseboat) going home with its rooms lit, and the far
bank's trees and palms against the last of the light. Nobody in the frame: the guest has gone
in for dinner. A 28 mm lens at f/5.6 from a standing guest's eye, focused on the near lounger.

    RENDER_NICE=0 bash tools/render/render.sh grandkayal/pool --denoise
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, HERE)

import bpy  # noqa: E402

import hotel as h  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 128, seed=43)
rng = s.RNG(1307)

# ---- materials
# the mosaic's five blues and greens, close in tone so that at a distance the pool is one colour
MOSAIC = [s.rgb(c) for c in ("#34929a", "#3a9ea0", "#2f8a92", "#40a6a4", "#358e8c")]
lime = s.matte("lime plaster", s.rgb("#e6dccb"), roughness=(0.8, 0.95), bump=0.03, scale=3)
teak = s.wood("teak", s.rgb("#6a4328"), s.rgb("#3a2618"), scale=(1.5, 20, 20), rings=5)
laterite = s.stone("laterite coping", s.rgb("#b0714f"), s.rgb("#7a3f28"), s.rgb("#8a4a30"), roughness=(0.55, 0.8), scale=3.0)
deck = s.stone("deck stone", s.rgb("#8a7a66"), s.rgb("#6e604e"), s.rgb("#66584a"), roughness=(0.45, 0.7), scale=1.5)
tiles_floor = h.mosaic("pool floor mosaic", MOSAIC, s.rgb("#6fb2ae"), tile=0.04, axes="xy")
tiles_side = h.mosaic("pool side mosaic", MOSAIC, s.rgb("#6fb2ae"), tile=0.04, axes="yz")
tiles_end = h.mosaic("pool end mosaic", MOSAIC, s.rgb("#6fb2ae"), tile=0.04, axes="xz")
water = h.pool_water("pool water", s.rgb("#5fc4c0"), 0.35, ripple=0.12, scale=1.4)
backwater = h.water("backwater", s.rgb("#0c1412"), ripple=0.6, scale=0.5, roughness=0.03)
bank = s.matte("far bank", s.rgb("#0e130f"), roughness=(0.8, 0.95))
canopy = s.matte("far bank trees", s.rgb("#101710"), roughness=(0.8, 0.95))
frond = s.matte("palm fronds", s.rgb("#121a12"), roughness=(0.6, 0.8))
garden_frond = s.matte("garden palm fronds", s.rgb("#1f2a18"), roughness=(0.55, 0.8), bump=0.2, scale=30)
trunk = s.matte("palm trunk", s.rgb("#4a4034"), roughness=(0.7, 0.9), bump=0.6, scale=14)
brass = s.glossy("brass", s.rgb("#b08a4a"), roughness=(0.2, 0.35), metallic=1.0)
glow = s.emission("lantern glass", (1.0, 0.55, 0.22), 3.0)
glow.cycles.sample_as_light = False
rooms = s.emission("houseboat rooms", (1.0, 0.6, 0.3), 2.5)
rooms.cycles.sample_as_light = False
thatch = s.matte("woven roof", s.rgb("#4a3c28"), roughness=(0.8, 0.95), bump=0.6, scale=90)
hull_teak = s.matte("houseboat hull", s.rgb("#241710"), roughness=(0.4, 0.6), bump=0.1, scale=20)
roof_tiles = s.matte("clay roof tiles", s.rgb("#8a4030"), roughness=(0.7, 0.9), bump=0.4, scale=12)
linen = s.matte("linen", s.rgb("#e9e0d0"), roughness=(0.8, 0.95), bump=0.1, scale=200)
towel = s.matte("towel", s.rgb("#f1ebe0"), roughness=(0.9, 1.0), bump=0.15, scale=400)
stripe = s.matte("towel stripe", s.rgb("#e8a0a8"), roughness=(0.9, 1.0), bump=0.5, scale=400)
cover = s.matte("book cover", s.rgb("#2f4a3a"), roughness=(0.5, 0.7))
pages = s.matte("book pages", s.rgb("#efe6d0"), roughness=(0.8, 0.95))
glass = p.thin_glass("glass", roughness=0.02, dirt=0.1)
soda = s.glossy("lime soda", s.rgb("#d9e8b0"), roughness=(0.02, 0.05), scale=40)
soda.node_tree.nodes["Principled BSDF"].inputs["Transmission"].default_value = 0.9
frame = s.glossy("tortoiseshell", s.rgb("#3a2014"), roughness=(0.1, 0.2))
lens = s.glossy("dark lens", s.rgb("#1a1a18"), roughness=(0.02, 0.05))

# ---- the pool: 5 m by 18 m, 1.4 m deep, its water 8 cm under the deck, the far edge an overflow
PX, PY0, PY1, DEPTH, LEVEL = 2.5, -3.0, 15.0, 1.4, -0.08
s.box(scene, "pool floor", (2 * PX, PY1 - PY0, 0.1), tiles_floor, (0, (PY0 + PY1) / 2, -DEPTH - 0.1))
for side in (-1, 1):
    s.box(scene, f"pool side {side}", (0.1, PY1 - PY0, DEPTH), tiles_side, (side * (PX + 0.05), (PY0 + PY1) / 2, -DEPTH))
s.box(scene, "pool near end", (2 * PX, 0.1, DEPTH), tiles_end, (0, PY0 - 0.05, -DEPTH))
s.box(scene, "overflow wall", (2 * PX, 0.1, DEPTH - 0.1), tiles_end, (0, PY1 + 0.05, -DEPTH))
# the water runs 1 cm into the tiles, so the tiles and the lights are inside it (a shadow ray
# through a refracting surface is blocked: the pool would stay dark)
s.box(scene, "pool water", (2 * PX + 0.02, PY1 - PY0 + 0.02, DEPTH + LEVEL + 0.01), water, (0, (PY0 + PY1) / 2, -DEPTH - 0.01))
# the steps down at the near end, tiled
for k in range(3):
    s.box(scene, f"step {k}", (2.2, 0.4 * (3 - k), 0.3), tiles_floor, (-1.2, PY0 + 0.2 * (3 - k), -DEPTH + 0.3 * k + 0.15))
# the lights set in the side walls under the water, warm white: the pool glows from inside. Each
# wall's row of lamps is lit as one long strip light, unseen (six point lights made the tiles
# speckle: Cycles picks one light a sample); the lamps seen are round glowing faces in the tiles.
for side in (-1, 1):
    strip = s.area_light(scene, f"pool light {side}", (side * (PX - 0.08), (PY0 + PY1) / 2, -0.75), (0.0, (PY0 + PY1) / 2, -1.1), PY1 - PY0 - 1.0, 1100.0, (0.85, 0.95, 1.0), size_y=0.15)
    strip.visible_camera = False
    strip.visible_glossy = False
    strip.visible_transmission = False
    for k, y in enumerate((0.0, 5.0, 10.0)):
        lamp = s.lathe(scene, f"pool lamp {side} {k}", [(0.0, 0.0), (0.09, 0.0), (0.09, 0.01), (0.0, 0.012)], s.emission(f"pool lamp glow {side} {k}", (0.9, 0.96, 1.0), 6.0), (side * (PX - 0.005), y, -0.75), segments=32, rotation=(0, math.radians(-90 * side), 0))
        lamp.visible_diffuse = False
# the coping round three sides, the deck beyond it; the overflow's lip is the water's edge
s.box(scene, "coping near", (2 * PX + 0.7, 0.35, 0.06), laterite, (0, PY0 - 0.175, -0.04), edge=0.01)
for side in (-1, 1):
    s.box(scene, f"coping {side}", (0.35, PY1 - PY0 + 0.35, 0.06), laterite, (side * (PX + 0.175), (PY0 + PY1) / 2 + 0.175, -0.04), edge=0.01)
s.box(scene, "overflow lip", (2 * PX, 0.1, 0.02), laterite, (0, PY1 + 0.05, LEVEL - 0.02))
s.box(scene, "deck near", (30, 6, 0.2), deck, (0, PY0 - 3.35, -0.24))
s.box(scene, "deck left", (3.2, PY1 - PY0 + 0.35, 0.2), deck, (-PX - 0.35 - 1.6, (PY0 + PY1) / 2 + 0.175, -0.24))
s.box(scene, "deck right", (9.0, PY1 - PY0 + 0.35, 0.2), deck, (PX + 0.35 + 4.5, (PY0 + PY1) / 2 + 0.175, -0.24))
s.box(scene, "garden wall", (40, 1.0, 1.4), s.matte("retaining wall", s.rgb("#3b2f27")), (0, PY1 + 0.6, -1.6))

# ---- the colonnade on the left, built along X and turned to run along Y beside the pool
before = set(bpy.data.objects)
bays = [-2.5, 0.5, 3.5, 6.5, 9.5, 12.5, 15.5]
h.arcade(scene, "colonnade", bays, 0.0, 2.3, 0.55, 2.3, 3.8, 0.5, lime, base=-0.04)
s.box(scene, "cornice", (22, 0.7, 0.2), teak, (6.0, 0.25, 3.8))
eave = s.box(scene, "eave", (22, 2.6, 0.08), roof_tiles, (6.0, -0.6, 4.05))
eave.rotation_euler.x = math.radians(22)
s.box(scene, "verandah ceiling", (22, 4.0, 0.1), teak, (6.0, 2.3, 3.7))
s.box(scene, "verandah floor", (22, 4.0, 0.2), s.glossy("red oxide floor", s.rgb("#7a3020"), roughness=(0.1, 0.25), bump=0.01, scale=6), (6.0, 2.3, -0.24))
s.box(scene, "verandah wall", (22, 0.2, 3.8), lime, (6.0, 4.3, -0.04))
for k, x in enumerate(bays):
    h.lantern(scene, f"lantern {k}", (x, 0.25, 2.35), brass, glow, chain=0.95, energy=20.0)
    if k % 2 == 0:  # doors into the lobby, lit from inside
        s.box(scene, f"lobby door {k}", (1.2, 0.05, 2.4), s.emission(f"lobby light {k}", (1.0, 0.62, 0.35), 0.5), (x, 4.18, -0.04))
h.turn_about([o for o in bpy.data.objects if o not in before], 90, (0.0, 0.0))
for o in [o for o in bpy.data.objects if o not in before]:
    o.location.x -= PX + 0.35 + 3.2  # its outer face on the left deck's edge

# terracotta urns along the left deck between the arches, a young palm in each
clay = s.matte("terracotta", s.rgb("#9a5238"), roughness=(0.7, 0.9), bump=0.3, scale=20)
for k, y in enumerate((1.0, 7.0, 13.0)):
    s.lathe(scene, f"urn {k}", [(0, 0), (0.16, 0), (0.3, 0.18), (0.32, 0.38), (0.24, 0.58), (0.26, 0.62), (0.22, 0.62), (0.0, 0.56)], clay, (-PX - 1.3, y, -0.04), segments=40)
    p.palm(scene, f"urn palm {k}", (-PX - 1.3, y, 0.5), 1.3, (0.1, 0.05), rng, garden_frond, fronds=14, frond_length=0.8)

# ---- the garden on the right: two loungers with the day's towels, palms against the sky
for k, ly in enumerate((0.6, 3.6)):
    lx = PX + 1.8
    s.box(scene, f"lounger {k} frame", (0.72, 1.95, 0.07), teak, (lx, ly, 0.2), edge=0.01)
    for dx in (-0.3, 0.3):
        for dy in (-0.85, 0.85):
            s.box(scene, f"lounger {k} leg {dx}{dy}", (0.06, 0.06, 0.22), teak, (lx + dx, ly + dy, -0.04))
    s.box(scene, f"lounger {k} cushion", (0.66, 1.3, 0.07), linen, (lx, ly + 0.3, 0.27), edge=0.025)
    back = s.box(scene, f"lounger {k} back", (0.66, 0.7, 0.07), linen, (lx, ly - 0.62, 0.3), edge=0.025)
    back.rotation_euler.x = math.radians(-38)
    # a towel folded over the lounger's foot, its pink stripe across it
    p.pillow(scene, f"towel {k}", (0.6, 0.05, 0.42), towel, (lx, ly + 0.72, 0.34), (math.radians(90), 0, 0), rng=rng)
    s.box(scene, f"towel stripe {k}", (0.61, 0.06, 0.052), stripe, (lx, ly + 0.62, 0.34), edge=0.01)
    s.box(scene, f"side table {k}", (0.42, 0.42, 0.42), teak, (lx + 0.65, ly - 0.6, -0.04), edge=0.01)
# on the near lounger: a book left open face-down, sunglasses; on its table a glass of lime soda
bx, by = PX + 1.8, 0.45
for sgn in (-1, 1):
    leaf = s.box(scene, f"book half {sgn}", (0.13, 0.2, 0.012), cover, (bx + sgn * 0.062, by, 0.352), edge=0.002)
    leaf.rotation_euler.y = math.radians(sgn * 12)
    s.box(scene, f"book pages {sgn}", (0.12, 0.19, 0.01), pages, (bx + sgn * 0.06, by, 0.342), (0, math.radians(sgn * 12), 0))
p.spectacles(scene, "sunglasses", (bx - 0.05, by + 0.42, 0.342), 30, frame, lens)
gx, gy = PX + 1.8 + 0.65, 0.0
s.lathe(scene, "tumbler", [(0, 0), (0.035, 0), (0.04, 0.13), (0, 0.13)], glass, (gx, gy, 0.38), segments=48, caps=False)
s.lathe(scene, "soda", [(0, 0.004), (0.034, 0.004), (0.038, 0.09), (0, 0.09)], soda, (gx, gy, 0.38), segments=48)
for k, (x, y, ht, lean) in enumerate(((7.5, 1.5, 9.5, (-1.6, 0.4)), (9.2, 6.0, 11.0, (-0.8, 1.0)), (7.0, 10.5, 8.0, (-2.2, -0.6)), (11.0, 12.0, 12.5, (0.6, 0.3)))):
    palm = p.palm(scene, f"garden palm {k}", (x, y, -0.04), ht, lean, rng, garden_frond, fronds=18, frond_length=4.0)
    s.smooth(palm)
s.box(scene, "garden", (14, 22, 0.3), s.matte("lawn", s.rgb("#2a3a1c"), roughness=(0.8, 1.0), bump=0.5, scale=60), (18.85, 6.0, -0.35))

# low bollard lights along the right deck, each throwing a warm pool of light on the stone
for k, y in enumerate((-1.5, 6.0, 12.5)):
    bx_, by_ = PX + 0.75, y
    s.lathe(scene, f"bollard {k}", [(0, 0), (0.07, 0), (0.07, 0.42), (0.09, 0.44), (0.0, 0.46)], brass, (bx_, by_, -0.04), segments=24)
    s.lathe(scene, f"bollard {k} glow", [(0.072, 0.3), (0.072, 0.4)], s.emission(f"bollard glow {k}", (1.0, 0.7, 0.42), 4.0), (bx_, by_, -0.04), segments=24, caps=False)
    s.point_light(scene, f"bollard {k} light", (bx_, by_, 0.3), 12.0, (1.0, 0.72, 0.45), radius=0.05)

# ---- the backwater, the houseboat going home, the far bank
s.box(scene, "backwater", (900, 600, 0.1), backwater, (0, 310, -1.6))
h.kettuvallam(scene, "kettuvallam", (-16.0, 62.0, -1.35), -10, hull_teak, thatch, rooms, rng)
h.wooded_bank(scene, 170.0, -170, 170, rng, bank, frond, canopy, count=34)

# ---- light: the sky just after sunset, the lanterns and the pool's lights
s.sky(scene, elevation=-1.5, azimuth=198, strength=2.6, air=1.2, dust=3.0, ozone=2.5, sun_disc=False)
scene.view_settings.exposure = 0.5

s.camera(scene, (1.1, -6.8, 1.55), (-0.4, 20.0, 0.4), lens=28, fstop=5.6, focus=(PX + 1.8, 1.0, 0.3))
s.save(scene)
