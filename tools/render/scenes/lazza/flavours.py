"""Lazza's three flavour stories on the parlour counter: a steel stand of three cones, tender
coconut, jackfruit and filter coffee on top, each beside what it is made of: a tender coconut
trimmed to a point with a straw in it, jackfruit bulbs on a banana leaf, a tumbler of filter
coffee in its dabarah. Late afternoon light from the door on the left; a 70 mm lens at f/4.

    bash tools/render/render.sh lazza/flavours --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import packs  # noqa: E402
import parlour  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402
from food import tender_coconut  # noqa: E402
from packs import LazzaMaterials, lazza_cone  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 64, seed=17)
rng = s.RNG(53)
m = LazzaMaterials()

parlour.counter(scene)
# the wall behind the counter in the parlour's chocolate, the menu board's frame on it
choc = s.matte("chocolate wall", s.rgb("#4a261a"), roughness=(0.5, 0.7), bump=0.05, scale=8)
s.box(scene, "wall", (3.0, 0.05, 2.0), choc, (0, 0.98, -0.9))
pistachio = s.matte("pistachio dado", s.rgb("#a9cf8d"), roughness=(0.3, 0.5), bump=0.02, scale=8)
s.box(scene, "dado rail", (3.0, 0.03, 0.05), pistachio, (0, 0.95, 0.3))
parlour.bulbs(scene, [(-0.55, 0.5), (-0.05, 0.54), (0.45, 0.48)])

# ---- the three cones in a steel stand (a bar with three rings on two legs)
steel = s.glossy("steel", (0.8, 0.8, 0.8), roughness=(0.15, 0.3), metallic=1.0, bump=0.02, scale=60)
flavours = {
    "coconut": packs._ice_cream("tender coconut top", s.rgb("#f7f1e3")),
    "jackfruit": packs._ice_cream("jackfruit", s.rgb("#f2b632")),
    "coffee": packs._ice_cream("filter coffee", s.rgb("#8a5a3b")),
}
XS = (-0.16, 0.0, 0.16)
# two rails, front and back, with the rings between them: the cones stand in the rings, clear of
# the rails (a plate across would cut through them)
for side in (-1, 1):
    s.box(scene, f"stand rail {side}", (0.42, 0.004, 0.004), steel, (0, side * 0.0128, 0.034), edge=0.001)
for x in (-0.2, 0.2):
    s.box(scene, f"stand leg {x}", (0.006, 0.03, 0.034), steel, (x, 0, 0))
# each cone in its own flavour's sleeve
sleeves = ("cone-sleeve", "cone-sleeve-jackfruit", "cone-sleeve-filter-coffee")
for x, flavour, sleeve in zip(XS, flavours.values(), sleeves):
    s.lathe(scene, f"ring {x}", [(0.0088, 0.033), (0.0108, 0.033), (0.0108, 0.038), (0.0088, 0.038), (0.0088, 0.033)], steel, (x, 0, 0), caps=False)
    lazza_cone(scene, LazzaMaterials(sleeve=sleeve), (x, 0, 0.006), flavour_top=flavour)

# ---- tender coconut: a green nut trimmed to a point as the seller does it, a hole cut in the
# top, a paper straw in it
husk = s.glossy("coconut husk", s.rgb("#5f8f2a"), roughness=(0.3, 0.5), bump=0.05, scale=20)
cut = s.matte("trimmed husk", s.rgb("#e9e2c4"), roughness=(0.6, 0.8), bump=0.5, scale=90)
flesh = s.matte("coconut flesh", s.rgb("#f4efe2"), roughness=(0.3, 0.5), bump=0.05, scale=60)
tender_coconut(scene, "coconut", husk, cut, (-0.32, 0.22, 0.088), (0, 0, math.radians(20)), rng, size=0.8, trim=0.72)
s.lathe(scene, "coconut opening", [(0.0, 0.0), (0.013, 0.0), (0.013, 0.002), (0.0, 0.002)], flesh, (-0.32, 0.22, 0.206), segments=32)
straw = s.matte("straw", s.rgb("#e9dcc0"), roughness=(0.6, 0.8))
p._wire(scene, "straw", [(-0.318, 0.22, 0.19), (-0.312, 0.215, 0.25), (-0.298, 0.205, 0.31)], straw, 0.0035)

# ---- jackfruit bulbs on a piece of banana leaf
leaf = s.glossy("banana leaf", s.rgb("#3f7a2a"), roughness=(0.25, 0.4), bump=0.2, scale=8)
leaf_plane = p.plane(scene, "banana leaf", 0.22, 0.16, leaf, (0.0, 0.17, 0.001))
leaf_plane.rotation_euler = (math.radians(-90), 0, math.radians(8))
pod = packs._ice_cream("jackfruit bulb", s.rgb("#f0a81e"))
for i in range(5):
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.02, location=(rng.uniform(-0.06, 0.06), 0.2 + rng.uniform(-0.04, 0.04), 0.012))
    bulb = bpy.context.active_object
    bulb.scale = (1.0, 1.6, 0.7)
    bulb.rotation_euler = (0, 0, rng.uniform(0, math.pi))
    bulb.data.materials.append(pod)
    s.smooth(bulb)

# ---- filter coffee, frothed, in a steel tumbler and dabarah
coffee = s.matte("coffee froth", s.rgb("#b88a62"), roughness=(0.35, 0.5), bump=0.05, scale=200)
p.tumbler_and_dabarah(scene, "coffee", (0.28, 0.2, 0.0), steel, coffee, froth_level=0.096)

# ---- light: the afternoon through the door (left), a soft fill, the bulbs behind
s.sky(scene, elevation=35, strength=0.05)
s.area_light(scene, "door", (-1.1, -0.5, 0.6), (0, 0.05, 0.1), 1.2, 24, (1.0, 0.86, 0.68))
s.area_light(scene, "fill", (0.8, -0.8, 0.3), (0, 0.05, 0.1), 0.9, 5, (0.9, 0.95, 1.0))
s.area_light(scene, "rim", (0.3, 0.6, 0.45), (0, 0, 0.15), 0.4, 20, (1.0, 0.8, 0.6))
scene.view_settings.exposure = -0.3

s.camera(scene, (0.05, -1.25, 0.3), (0.0, 0.1, 0.13), lens=60, fstop=2.8, focus=(0.0, 0.0, 0.12))
s.save(scene)
