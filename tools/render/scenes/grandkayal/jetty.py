"""Grand Kayal's jetty terrace at the blue hour, where tonight's menu is served: a table for two at
the end of the teak jetty, white linen, karimeen pollichathu in its charred banana-leaf parcel on
each plate, two glasses of lime soda, a hurricane lamp lit between them, two teak chairs; the
backwater still and dark beyond, a houseboat going home with its windows lit, the far bank's
palms against the last light. A 35 mm lens at f/2.8 from a standing guest's eye behind the near
chair, focused on the lamp.

    bash tools/render/render.sh grandkayal/jetty --denoise
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, HERE)

import hotel as h  # noqa: E402
import people as pp  # noqa: E402
import props as p  # noqa: E402
import street as st  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=59)
rng = s.RNG(4711)

# ---- materials
teak = s.wood("jetty teak", s.rgb("#5a3a24"), s.rgb("#2e1d12"), scale=(1.5, 24, 24), rings=6, roughness=(0.3, 0.55))
linen = s.matte("linen", s.rgb("#f3ece0"), roughness=(0.8, 0.95), bump=0.3, scale=200)
china = s.glossy("plates", s.rgb("#f4f0e8"), roughness=(0.05, 0.12), coat=0.3, scale=30)
leaf = s.glossy("banana leaf parcel", s.rgb("#4a6a22"), roughness=(0.3, 0.5), bump=0.4, scale=60)
char = s.matte("charred leaf", s.rgb("#2a2414"), roughness=(0.6, 0.8), bump=0.6, scale=90)
brass = s.glossy("brass", s.rgb("#b08a4a"), roughness=(0.2, 0.35), metallic=1.0)
glass = p.thin_glass("glass", roughness=0.02, dirt=0.1)
soda = s.glossy("lime soda", s.rgb("#d9e8b0"), roughness=(0.02, 0.05), scale=40)
soda.node_tree.nodes["Principled BSDF"].inputs["Transmission"].default_value = 0.9
backwater = h.water("backwater", s.rgb("#0a1416"), ripple=0.4, scale=0.7, roughness=0.03)
bank = s.matte("far bank", s.rgb("#0b100d"), roughness=(0.8, 0.95))
frond = s.matte("palm fronds", s.rgb("#0f160f"), roughness=(0.6, 0.8))
canopy = s.matte("far bank trees", s.rgb("#0c120d"), roughness=(0.8, 0.95))
flame = s.emission("flame", (1.0, 0.62, 0.25), 30.0)
bulb = s.emission("festoon bulbs", (1.0, 0.66, 0.34), 14.0)
bulb.cycles.sample_as_light = False
cable = s.matte("cable", s.rgb("#151515"), roughness=(0.4, 0.6))
window_glow = s.emission("houseboat rooms", (1.0, 0.6, 0.3), 2.5)
window_glow.cycles.sample_as_light = False
thatch = s.matte("woven roof", s.rgb("#4a3c28"), roughness=(0.8, 0.95), bump=0.6, scale=90)
hull_teak = s.matte("houseboat hull", s.rgb("#241710"), roughness=(0.4, 0.6), bump=0.1, scale=20)

# ---- the jetty: planks with gaps running out over the water, posts at its edges
for k in range(30):
    s.box(scene, f"plank {k}", (3.2, 0.14, 0.04), teak, (0, -3.0 + k * 0.155, -0.04), edge=0.006)
for x in (-1.55, 1.55):
    for y in (-2.0, 0.5, 1.5):
        s.lathe(scene, f"post {x} {y}", [(0, -1.5), (0.07, -1.5), (0.07, 0.5), (0.05, 0.53), (0, 0.53)], teak, (x, y, 0), segments=16)
s.box(scene, "backwater", (900, 600, 0.1), backwater, (0, 300, -0.7))

# ---- the table for two, its cloth falling to the deck, two teak chairs
TZ = 0.74
s.box(scene, "table top", (0.9, 0.8, 0.03), teak, (0, 0.4, TZ - 0.03))
h.tablecloth(scene, "cloth", 0.9, 0.8, 0.34, linen, (0, 0.4, TZ), rng)
pp.chair(scene, "near chair", (0.05, -0.12, 0), 0, teak)
pp.chair(scene, "far chair", (-0.05, 0.95, 0), 180, teak)

# ---- the plates: a parcel of karimeen in banana leaf on each, charred at its folds
for k, (x, y, turn) in enumerate(((0.02, 0.16, 8), (-0.03, 0.66, 190))):
    s.lathe(scene, f"plate {k}", [(0, 0), (0.1, 0), (0.13, 0.014), (0.134, 0.016), (0.13, 0.017), (0.098, 0.004), (0, 0.004)], china, (x, y, TZ + 0.003), segments=64)
    p.pillow(scene, f"parcel {k}", (0.17, 0.04, 0.1), leaf, (x, y + 0.05, TZ + 0.022), (math.radians(-90), 0, math.radians(turn)), rng=rng)
    s.box(scene, f"char {k}", (0.16, 0.012, 0.004), char, (x, y, TZ + 0.038), (0, 0, math.radians(turn + 4)), edge=0.002)
    gx, gy = x + 0.24, y + (0.08 if k == 0 else -0.08)
    s.lathe(scene, f"glass {k}", [(0, 0), (0.03, 0), (0.034, 0.12), (0, 0.12)], glass, (gx, gy, TZ + 0.003), segments=48, caps=False)
    s.lathe(scene, f"soda {k}", [(0, 0.004), (0.029, 0.004), (0.032, 0.085), (0, 0.085)], soda, (gx, gy, TZ + 0.003), segments=48)

# ---- the hurricane lamp between them: a brass font and cap, a glowing glass chimney
lx, ly, lz = -0.25, 0.42, TZ + 0.003
h.hurricane_lamp(scene, "lamp", (lx, ly, lz), brass, glass, flame)

# a festoon of warm bulbs strung along the jetty's posts, sagging between them
for k, (px, ya, yb) in enumerate(((x, ya, yb) for x in (-1.55, 1.55) for ya, yb in ((-2.0, 0.5), (0.5, 1.5)))):
    st.festoon(scene, f"festoon {k}", (px, ya, 0.5), (px, yb, 0.5), 0.1 * (yb - ya) / 2.5, cable, bulb)
# ---- the backwater beyond: a houseboat going home, the far bank
h.kettuvallam(scene, "kettuvallam", (16.0, 75.0, -0.5), -6, hull_teak, thatch, window_glow, rng)
h.wooded_bank(scene, 180.0, -170, 170, rng, bank, frond, canopy, count=34, canopy_height=(3.0, 7.0))

# ---- light: the blue hour's sky, the lantern, a warm spill from the terrace behind us
s.sky(scene, elevation=-1.2, azimuth=200, strength=3.2, air=1.3, dust=2.5, ozone=3.0, sun_disc=False)
s.area_light(scene, "terrace spill", (0.0, -4.0, 2.2), (0.0, 0.4, 0.6), 2.0, 40, (1.0, 0.75, 0.5))
scene.view_settings.exposure = 0.9

s.camera(scene, (0.3, -2.1, 1.3), (-0.05, 2.2, 0.75), lens=35, fstop=2.8, focus=(-0.25, 0.42, TZ + 0.12))
s.save(scene)
