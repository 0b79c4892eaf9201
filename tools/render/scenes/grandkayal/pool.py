"""Grand Kayal at dusk: the pool seen from the colonnade, through its arches, brass lanterns lit in
them; a guest on a lounger at the water's edge; beyond the pool's far edge the backwater, a
kettuvallam (houseboat) going home with its windows lit and its boatman at the bow, and the
palms of the far bank against the last of the sky. A 24 mm lens at f/4 from a standing guest's
height inside the colonnade, focused on the guest.

    bash tools/render/render.sh grandkayal/pool --denoise
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, HERE)

import hotel as h  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=43)
rng = s.RNG(1307)

# ---- materials
lime = s.matte("lime plaster", s.rgb("#e9e0cf"), roughness=(0.75, 0.95), bump=0.2, scale=5)
oxide = s.glossy("red oxide floor", s.rgb("#7a3020"), roughness=(0.08, 0.22), bump=0.01, scale=6)
teak = s.wood("teak", s.rgb("#6a4328"), s.rgb("#3a2618"), scale=(1.5, 20, 20), rings=5)
laterite = s.matte("laterite coping", s.rgb("#a65a3a"), roughness=(0.7, 0.9), bump=0.5, scale=30)
deck = s.matte("deck stone", s.rgb("#8f8270"), roughness=(0.5, 0.7), bump=0.1, scale=3)
pool_water = h.water("pool water", s.rgb("#07333a"), ripple=0.25, scale=2.0, roughness=0.02)
# the pool lit from under the water: its surface glows a little, unevenly
nt = pool_water.node_tree
bsdf = nt.nodes["Principled BSDF"]
bsdf.inputs["Emission"].default_value = (*s.rgb("#1f9a9a"), 1)
bsdf.inputs["Emission Strength"].default_value = 0.3
backwater = h.water("backwater", s.rgb("#0c1412"), ripple=0.5, scale=0.6, roughness=0.03)
bank = s.matte("far bank", s.rgb("#0e130f"), roughness=(0.8, 0.95))
frond = s.matte("palm fronds", s.rgb("#121a12"), roughness=(0.6, 0.8))
brass = s.glossy("brass", s.rgb("#b08a4a"), roughness=(0.2, 0.35), metallic=1.0)
glow = s.emission("lantern glass", (1.0, 0.55, 0.22), 2.5)
glow.cycles.sample_as_light = False
window_glow = s.emission("houseboat windows", (1.0, 0.62, 0.3), 6.0)
window_glow.cycles.sample_as_light = False
thatch = s.matte("woven canopy", s.rgb("#5a4a32"), roughness=(0.8, 0.95), bump=0.6, scale=90)
hull_teak = s.matte("houseboat hull", s.rgb("#241710"), roughness=(0.4, 0.6), bump=0.1, scale=20)
linen = s.matte("linen", s.rgb("#f3ece0"), roughness=(0.8, 0.95), bump=0.3, scale=200)
skin = s.matte("skin", s.rgb("#7a4e36"), roughness=(0.45, 0.6), bump=0.02)
kurta = s.matte("guest's kurta", s.rgb("#e8a0a8"), roughness=(0.8, 0.95), bump=0.2, scale=200)
mundu = s.matte("boatman's mundu", s.rgb("#d9d2c2"), roughness=(0.8, 0.95))
shirt = s.matte("boatman's shirt", s.rgb("#35404a"), roughness=(0.8, 0.95))
bamboo = s.matte("bamboo pole", s.rgb("#6b5a3a"), roughness=(0.5, 0.7))

# ---- the colonnade: a red oxide floor, a teak ceiling, three arches and the start of a fourth
s.box(scene, "verandah floor", (16, 10.5, 0.2), oxide, (0, -5.0, -0.2))
s.box(scene, "verandah ceiling", (16, 10.5, 0.15), teak, (0, -5.0, 4.0))
s.box(scene, "back wall", (16, 0.2, 4.2), lime, (0, -10.2, 0))
bays = [-6.0, -3.0, 0.0, 3.0, 6.0]
h.arcade(scene, "colonnade", bays, 0.0, 2.5, 0.5, 2.3, 4.0, 0.45, lime)
s.box(scene, "cornice", (16, 0.6, 0.25), teak, (0, 0.2, 4.0))
for i, x in enumerate(bays[1:4]):
    h.lantern(scene, f"lantern {i}", (x, 0.22, 2.55), brass, glow, chain=0.9, energy=22.0)

# a teak bench against the back wall's shadow, out of focus in the foreground
s.box(scene, "bench", (1.8, 0.45, 0.06), teak, (-3.4, -2.0, 0.42), edge=0.01)
for dx in (-0.8, 0.8):
    s.box(scene, f"bench leg {dx}", (0.06, 0.4, 0.42), teak, (-3.4 + dx, -2.0, 0.0))

# ---- the pool deck and the pool, its far edge an overflow onto the backwater
s.box(scene, "deck", (40, 3.0, 0.2), deck, (0, 1.9, -0.2))
s.box(scene, "pool left deck", (10, 6.0, 0.2), deck, (-12, 6.4, -0.2))
s.box(scene, "pool right deck", (10, 6.0, 0.2), deck, (12, 6.4, -0.2))
s.box(scene, "pool basin", (14, 6.0, 0.1), s.matte("pool tiles", s.rgb("#2f8f8c"), roughness=(0.2, 0.3)), (0, 6.4, -1.3))
s.box(scene, "pool water", (14, 6.0, 0.02), pool_water, (0, 6.4, -0.1))
s.box(scene, "near coping", (14, 0.35, 0.06), laterite, (0, 3.42, -0.04))
s.box(scene, "overflow edge", (14, 0.2, 0.02), laterite, (0, 9.45, -0.12))
s.box(scene, "garden wall", (40, 1.0, 1.2), s.matte("retaining wall", s.rgb("#3b2f27")), (0, 10.0, -1.5))

# ---- a guest on a lounger at the water's edge, the lounger teak with a linen cushion
lx, ly = 0.4, 2.5
s.box(scene, "lounger frame", (1.95, 0.7, 0.08), teak, (lx, ly, 0.25), edge=0.01)
for dx in (-0.85, 0.85):
    for dy in (-0.3, 0.3):
        s.box(scene, f"lounger leg {dx}{dy}", (0.06, 0.06, 0.25), teak, (lx + dx, ly + dy, 0.0))
s.box(scene, "lounger cushion", (1.3, 0.66, 0.07), linen, (lx + 0.3, ly, 0.33), edge=0.025)
backrest = s.box(scene, "lounger back", (0.7, 0.66, 0.07), linen, (lx - 0.55, ly, 0.36), edge=0.025)
backrest.rotation_euler = (0, math.radians(35), 0)
h.figure(scene, "guest", "recline", (lx - 0.2, ly, 0.31), 0, skin, kurta, linen)
# a tumbler of lime soda on a side table
s.box(scene, "side table", (0.4, 0.4, 0.45), teak, (lx - 1.35, ly - 0.1, 0.0), edge=0.01)
s.lathe(scene, "tumbler", [(0, 0), (0.035, 0), (0.04, 0.12), (0, 0.12)], s.glossy("glass", (0.9, 0.95, 0.9), roughness=(0.02, 0.05)), (lx - 1.35, ly - 0.1, 0.45))

# ---- the backwater, the houseboat going home, the far bank
s.box(scene, "backwater", (900, 600, 0.1), backwater, (0, 310, -1.6))
h.kettuvallam(scene, "kettuvallam", (-25.0, 58.0, -1.3), -8, hull_teak, thatch, window_glow, rng, boatman=(skin, shirt, mundu, bamboo))
h.far_bank(scene, 160.0, -150, 150, rng, bank, frond, count=26)

# ---- light: the sky just after sunset, the lanterns, a warm spill from the lobby behind
s.sky(scene, elevation=-1.5, azimuth=198, strength=2.6, air=1.2, dust=3.0, ozone=2.5, sun_disc=False)
s.area_light(scene, "lobby spill", (0.0, -9.8, 2.0), (0.0, 0.0, 0.5), 4.0, 90, (1.0, 0.75, 0.5), 1.5)
scene.view_settings.exposure = 0.6

s.camera(scene, (-0.6, -6.4, 1.5), (0.4, 6.0, 1.35), lens=24, fstop=4.0, focus=(lx, ly, 0.6))
s.save(scene)
