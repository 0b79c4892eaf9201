"""Lazza's tender-coconut flavour story, at the karikku seller's cart by the road: a Lazza cone of
tender coconut standing in the cut top of a green nut as the seller opens them, half a nut beside
it with its soft white flesh scooped thin, the flesh's curls on the plank, the seller's heap of
nuts behind, out of focus, and the road's glare beyond. Hard noon sun from the left, high; a 70 mm
lens at f/2.8 from a buyer’s chest, focused on the cone.

    bash tools/render/render.sh lazza/tender-coconut --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

from mathutils import Euler, Vector  # noqa: E402

import studio as s  # noqa: E402
from packs import LazzaMaterials, _ice_cream, lazza_cone  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=71)
rng = s.RNG(4242)
m = LazzaMaterials()

# ---- the cart's plank top, sun-bleached and scored by the knife; the ground far below
plank = s.wood("cart planks", s.rgb("#a08a6a"), s.rgb("#5e4a36"), scale=(1.4, 26, 26), rings=9, roughness=(0.6, 0.85))
for k in range(7):
    s.box(scene, f"plank {k}", (1.8, 0.195, 0.04), plank, (0, -0.3 + k * 0.2, -0.04), edge=0.004)
# beyond the cart: the shade of the roadside trees, sun breaking through their leaves
leaves, nt, bsdf, coords = s._material("tree shade")
canopy = s._noise(nt, coords, 1.6, detail=6, roughness=0.7)
ramp = nt.nodes.new("ShaderNodeValToRGB")
ramp.color_ramp.elements[0].color = (*s.rgb("#0e1a0c"), 1)
ramp.color_ramp.elements[1].color = (*s.rgb("#5e7a30"), 1)
ramp.color_ramp.elements[0].position = 0.45
ramp.color_ramp.elements[1].position = 0.7
nt.links.new(canopy.outputs["Fac"], ramp.inputs["Fac"])
nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
bsdf.inputs["Roughness"].default_value = 0.8
s.box(scene, "trees", (30, 0.5, 12), leaves, (0, 7.0, -2.0))

# ---- tender coconuts: a green egg of husk, its top cut to a cone by the machete (pale fibre at
# the facets), or opened: the cut face, the thin shell and the white flesh inside
husk, nt, bsdf, coords = s._material("coconut husk")
# olive to yellow-green in broad patches, brown freckles, a waxy sheen
patches = s._noise(nt, coords, 9, detail=4, roughness=0.6)
ramp = nt.nodes.new("ShaderNodeValToRGB")
ramp.color_ramp.elements[0].color = (*s.rgb("#34561a"), 1)
ramp.color_ramp.elements[1].color = (*s.rgb("#7a8c30"), 1)
nt.links.new(patches.outputs["Fac"], ramp.inputs["Fac"])
freckles = s._noise(nt, coords, 60, detail=2, offset=0.3)
spots = nt.nodes.new("ShaderNodeMapRange")
spots.inputs["From Min"].default_value = 0.68
spots.inputs["From Max"].default_value = 0.74
nt.links.new(freckles.outputs["Fac"], spots.inputs["Value"])
mix = nt.nodes.new("ShaderNodeMixRGB")
nt.links.new(spots.outputs["Result"], mix.inputs["Fac"])
nt.links.new(ramp.outputs["Color"], mix.inputs["Color1"])
mix.inputs["Color2"].default_value = (*s.rgb("#6a5028"), 1)
nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
nt.links.new(s._range(nt, patches.outputs["Fac"], 0.28, 0.45), bsdf.inputs["Roughness"])
nt.links.new(s._bump(nt, freckles.outputs["Fac"], 0.15, 0.0006), bsdf.inputs["Normal"])
fibre = s.matte("cut husk", s.rgb("#e8dcb0"), roughness=(0.6, 0.8), bump=1.5, scale=300)
shell = s.matte("shell", s.rgb("#6a4a2a"), roughness=(0.4, 0.6), bump=0.3, scale=80)
flesh = s.glossy("tender flesh", s.rgb("#f4f0e4"), roughness=(0.12, 0.25), bump=0.05, scale=40)
flesh.node_tree.nodes["Principled BSDF"].inputs["Subsurface"].default_value = 0.3
flesh.node_tree.nodes["Principled BSDF"].inputs["Subsurface Radius"].default_value = (0.004, 0.004, 0.003)

NUT = [(0.0, 0.0), (0.025, 0.006), (0.05, 0.025), (0.075, 0.06), (0.088, 0.1), (0.09, 0.14), (0.084, 0.17), (0.072, 0.195)]


def three_sided(obj):
    """A nut is not round: its husk grows in three soft ridges."""
    for v in obj.data.vertices:
        ang = math.atan2(v.co.y, v.co.x)
        k = 1.0 + 0.07 * math.cos(3 * ang)
        v.co.x *= k
        v.co.y *= k
    return obj


def nut(name, location, tilt, turn, cut=True):
    """A whole nut whose middle is at `location`; its top cut to a blunt cone of pale fibre and a
    flat crown if `cut`."""
    rot = (math.radians(tilt[0]), math.radians(tilt[1]), math.radians(turn))
    middle = Euler(rot).to_matrix() @ Vector((0, 0, 0.11))
    location = Vector(location) - middle
    three_sided(s.lathe(scene, name, NUT, husk, location, segments=48, rotation=rot))
    top = [(0.072, 0.195), (0.046, 0.228), (0.03, 0.24), (0.0, 0.242)] if cut else [(0.072, 0.195), (0.05, 0.213), (0.02, 0.225), (0.0, 0.226)]
    s.lathe(scene, name + " top", top, fibre if cut else husk, location, segments=9 if cut else 48, rotation=rot)


# the seller's heap behind: nuts lying every way, two rows deep
for k in range(16):
    x = -0.75 + (k % 8) * 0.21 + rng.uniform(-0.04, 0.04)
    y = 0.62 + (k // 8) * 0.22 + rng.uniform(-0.03, 0.03)
    nut(f"heap {k}", (x, y, 0.088 + (0.16 if k % 6 == 2 else 0.0)), (rng.uniform(60, 110), rng.uniform(-20, 20)), rng.uniform(0, 360), cut=k % 5 == 0)

# the hero nut, standing, its top sliced off flat and the cone pushed into the opening
hx, hy = 0.0, 0.0
three_sided(s.lathe(scene, "hero nut", NUT + [(0.064, 0.205), (0.05, 0.215)], husk, (hx, hy, 0), segments=64))
s.lathe(scene, "hero cut", [(0.05, 0.215), (0.02, 0.2155), (0.016, 0.2155)], fibre, (hx, hy, 0), segments=64, caps=False)
s.lathe(scene, "hero shell", [(0.016, 0.2155), (0.013, 0.2158), (0.011, 0.212)], shell, (hx, hy, 0), segments=64, caps=False)
lazza_cone(scene, m, (hx, hy, 0.178), flavour_top=_ice_cream("tender coconut top", s.rgb("#f7f1e3")))

# half a nut on its side, the flesh showing: outer husk, the pale cut ring, the shell, the flesh
half = (-0.23, 0.1, 0.1)
rot = (math.radians(128), 0, math.radians(25))
s.lathe(scene, "half husk", [(0.0, 0.0), (0.025, 0.006), (0.05, 0.025), (0.075, 0.06), (0.088, 0.1), (0.09, 0.11)], husk, half, segments=64, rotation=rot, caps=False)
s.lathe(scene, "half cut", [(0.09, 0.11), (0.06, 0.11)], fibre, half, segments=64, rotation=rot, caps=False)
s.lathe(scene, "half shell", [(0.06, 0.11), (0.056, 0.11)], shell, half, segments=64, rotation=rot, caps=False)
s.lathe(scene, "half flesh", [(0.056, 0.11), (0.05, 0.07), (0.03, 0.04), (0.0, 0.034)], flesh, half, segments=64, rotation=rot, caps=False)
# the loose curls of flesh the seller scraped out for the buyer, on the plank
for k in range(5):
    bx, by = 0.17 + rng.uniform(-0.05, 0.05), -0.06 + rng.uniform(-0.05, 0.05)
    curl = s.lathe(scene, f"curl {k}", [(0.0, 0.0), (0.018, 0.002), (0.026, 0.008), (0.028, 0.012)], flesh, (bx, by, 0.0), segments=24, rotation=(math.radians(rng.uniform(60, 100)), 0, math.radians(rng.uniform(0, 360))))
    curl.scale = (1.0, 0.5, 1.0)

# the seller's machete laid across the plank's near edge
blade = s.glossy("blade", (0.55, 0.55, 0.56), roughness=(0.2, 0.45), metallic=1.0, bump=0.2, scale=30)
handle = s.wood("handle", s.rgb("#4a2e1a"), s.rgb("#2a180c"), scale=(1, 20, 20), rings=4)
s.box(scene, "machete blade", (0.34, 0.06, 0.003), blade, (0.34, -0.22, 0.0), (0, 0, math.radians(-12)), edge=0.001)
s.box(scene, "machete handle", (0.13, 0.03, 0.025), handle, (0.57, -0.27, 0.0), (0, 0, math.radians(-12)), edge=0.008)

# ---- noon: a hard high sun from the left, the sky, the road's glare as a warm bounce
s.sky(scene, elevation=62, azimuth=-120, strength=0.6, sun_disc=False)
s.sun(scene, elevation=62, azimuth=-118, strength=6.0, colour=(1.0, 0.95, 0.86), angle=0.8)
s.area_light(scene, "road glare", (0.0, -1.2, -0.2), (0.0, 0.0, 0.15), 1.5, 12, (1.0, 0.93, 0.82))
scene.view_settings.exposure = -0.5

s.camera(scene, (0.12, -1.75, 0.58), (-0.06, 0.1, 0.2), lens=90, fstop=2.8, focus=(0.0, 0.0, 0.26))
s.save(scene)
