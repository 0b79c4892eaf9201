"""Manorama Sahapadi's launch advertisement in the morning paper: the Kochi Courier folded at the
spine on a tea shop's wooden table, a steel tumbler of chai in its dabarah on the page's top
corner, a plate of pazham pori (plantain fritters) beside it, reading glasses beside the paper,
morning sun low through the window on the left. A 50 mm lens at f/2.8 from a seated reader's
height, focused on the advertisement, the news above it falling soft.

    bash tools/render/render.sh sahapadi/newspaper --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=31)
rng = s.RNG(67)

# ---- the table and the shop
table = s.wood("table", s.rgb("#8a5e3c"), s.rgb("#4e3220"), scale=(2.5, 40, 40), rings=7, roughness=(0.35, 0.6))
s.box(scene, "table", (1.4, 1.0, 0.035), table, (0, 0.15, -0.035), edge=0.004)
wall = s.matte("lime wash", s.rgb("#9cc0c8"), roughness=(0.8, 0.95), bump=0.25, scale=6)
s.box(scene, "wall", (4.0, 0.05, 2.5), wall, (0, 1.35, -0.8))
s.plain_world(scene, (0.95, 0.93, 0.9), 0.22)

# a shelf of glass jars (bharanis) with biscuits and banana chips, far out of focus
shelf = s.wood("shelf", s.rgb("#6b4a30"), s.rgb("#3e2a1a"), scale=(1.2, 14, 14), rings=3)
s.box(scene, "shelf", (1.8, 0.25, 0.025), shelf, (0.1, 1.2, 0.32))
jar_glass = p.thin_glass("jar glass", tint=(0.95, 0.97, 0.96), roughness=0.03, dirt=0.15)
fills = [s.rgb(h) for h in ("#d9a441", "#c8702a", "#e8d9a0", "#b04a2a", "#f0e4c8")]
for i in range(7):
    x = -0.62 + i * 0.2 + rng.uniform(-0.02, 0.02)
    r = rng.uniform(0.065, 0.08)
    hgt = rng.uniform(0.22, 0.28)
    s.lathe(scene, f"jar {i}", [(0, 0), (r, 0), (r, hgt), (r * 0.6, hgt + 0.03), (r * 0.6, hgt + 0.05), (0, hgt + 0.05)], jar_glass, (x, 1.2, 0.345))
    fill = s.matte(f"snack {i}", rng.choice(fills), roughness=(0.5, 0.8), bump=0.8, scale=120)
    s.lathe(scene, f"snack {i}", [(0, 0.002), (r - 0.004, 0.002), (r - 0.004, hgt * rng.uniform(0.4, 0.8)), (0, hgt * 0.7)], fill, (x, 1.2, 0.345))

# ---- the paper
paper = p.newsprint("newsprint", s.texture("sahapadi", "newspaper"), tone=0.88)
p.folded_sheet(scene, "newspaper", (0.33, 0.52), paper, (0.02, 0.12, 0), turn=-5, rng=rng)

# ---- chai in a tumbler on the paper's top corner, vada on a plate beside it
steel = s.glossy("stainless steel", (0.8, 0.8, 0.79), roughness=(0.03, 0.09), metallic=1.0, bump=0.02, scale=50)
tea = bpy.data.materials.new("chai")
tea.use_nodes = True
nt = tea.node_tree
bsdf = nt.nodes["Principled BSDF"]
coords = nt.nodes.new("ShaderNodeTexCoord")
froth = s._noise(nt, coords, 60, detail=2, roughness=0.5)
ramp = nt.nodes.new("ShaderNodeValToRGB")
ramp.color_ramp.elements[0].color = (*s.rgb("#b8875a"), 1)
ramp.color_ramp.elements[1].color = (*s.rgb("#e6cba4"), 1)
ramp.color_ramp.elements[0].position = 0.35
ramp.color_ramp.elements[1].position = 0.75
nt.links.new(froth.outputs["Fac"], ramp.inputs["Fac"])
nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
bsdf.inputs["Roughness"].default_value = 0.35
bsdf.inputs["Specular"].default_value = 0.3
nt.links.new(s._bump(nt, froth.outputs["Fac"], 0.1, 0.0004), bsdf.inputs["Normal"])
p.tumbler_and_dabarah(scene, "chai", (0.19, 0.29, 0.0025), steel, tea, froth_level=0.096)

plate = s.glossy("plate steel", (0.75, 0.75, 0.74), roughness=(0.12, 0.28), metallic=1.0, bump=0.04, scale=60)
s.lathe(scene, "plate", [(0, 0), (0.07, 0), (0.085, 0.012), (0.088, 0.0135), (0.0865, 0.014), (0.069, 0.0015), (0, 0.0015)], plate, (0.33, 0.13, 0), segments=128)
pori = p.fritter_material("pazham pori", "#8a4a14", "#e0a040")
for i, (x, y, ang) in enumerate([(0.33, 0.12, 28), (0.36, 0.19, 12)]):
    p.pazham_pori(scene, i, (x, y, 0.0015 + i * 0.006), ang, 0.08 * i, pori)

# someone's reading glasses, folded, on the table beside the paper
gunmetal = s.glossy("gunmetal", (0.22, 0.21, 0.2), roughness=(0.15, 0.3), metallic=1.0, scale=80)
p.spectacles(scene, "glasses", (-0.235, 0.1, 0.0115), 62, gunmetal, p.thin_glass("lens", roughness=0.0, dirt=0.05))

# ---- morning sun low through the window on the left, the window's sky, the shop's tube light
# overhead (it lights the chai in the tumbler), the room's bounce
s.sun(scene, elevation=22, azimuth=-118, strength=7.0, colour=(1.0, 0.86, 0.68), angle=1.5)
# the window: a wall at x = -0.9 with an opening from 0.15 m over the table to 1.1 m, one
# horizontal rail and one iron bar; their shadows fall on the table and the news, not the ad
wx = -0.9
s.box(scene, "window sill wall", (0.1, 3.0, 0.95), wall, (wx - 0.05, 0.3, -0.8))
s.box(scene, "window lintel wall", (0.1, 3.0, 1.0), wall, (wx - 0.05, 0.3, 1.1))
s.box(scene, "window left wall", (0.1, 1.0, 1.0), wall, (wx - 0.05, -1.7, 0.15))
s.box(scene, "window right wall", (0.1, 1.0, 1.0), wall, (wx - 0.05, 2.1, 0.15))
iron = s.matte("window iron", s.rgb("#2f3a36"), roughness=(0.4, 0.6))
s.box(scene, "window rail", (0.04, 2.0, 0.035), iron, (wx, 0.0, 0.3))
s.box(scene, "window bar", (0.03, 0.03, 1.0), iron, (wx, 0.82, 0.15))
s.area_light(scene, "window", (wx + 0.02, 0.2, 0.6), (0.0, 0.1, 0.0), 1.2, 4, (0.9, 0.95, 1.0), 0.9)
s.area_light(scene, "tube light", (0.15, 0.45, 1.5), (0.15, 0.3, 0.0), 1.2, 6, (0.92, 0.97, 1.0), 0.08)
s.area_light(scene, "bounce", (0.8, -0.6, 0.5), (0.0, 0.0, 0.0), 0.8, 2, (1.0, 0.92, 0.85))

scene.view_settings.exposure = 0.15
s.camera(scene, (0.11, -0.47, 0.64), (0.03, 0.1, 0.0), lens=50, fstop=2.8, focus=(0.02, -0.01, 0.003))
s.save(scene)
