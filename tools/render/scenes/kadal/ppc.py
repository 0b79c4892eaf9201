"""PPC (Kadal's own service page): a laptop open on a café table in Fort Kochi at eleven in the
morning, a browser showing the results for "ice cream delivery kochi" with Lazza's ad, labelled
Sponsored, above the organic results. Sun from the window on the left across the table, a steel
tumbler of chai in its dabarah beside the laptop, a phone face down, the café's laterite wall and
a chair soft behind. A 50 mm lens at f/5.6 from a seat to the left, focused on the ad.

    npx tsx tools/render/brands/kadal/screens.ts
    bash tools/render/render.sh kadal/ppc --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402
from mathutils import Euler, Matrix, Vector  # noqa: E402

import devices as d  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1500, 1000, 24, seed=43)
rng = s.RNG(1100)

# ---- the café: a wooden table, a laterite wall behind, a window on the left
top = s.wood("table top", s.rgb("#9a6a44"), s.rgb("#5a3820"), scale=(1.2, 26, 26), rings=5, roughness=(0.3, 0.55))
s.box(scene, "table", (1.2, 0.8, 0.035), top, (0.05, 0.05, -0.035), edge=0.004)
laterite = s.matte("laterite", s.rgb("#a0563a"), roughness=(0.8, 0.95), bump=0.6, scale=9)
s.box(scene, "wall", (4.0, 0.1, 3.0), laterite, (0.2, 1.6, -0.8))
lime = s.matte("lime wash", s.rgb("#e6dfcf"), roughness=(0.8, 0.95), bump=0.2, scale=5)
wx = -1.0
s.box(scene, "window sill wall", (0.1, 3.0, 0.75), lime, (wx - 0.05, 0.2, -0.8))
s.box(scene, "window lintel wall", (0.1, 3.0, 1.2), lime, (wx - 0.05, 0.2, 1.0))
s.box(scene, "window left wall", (0.1, 1.0, 1.1), lime, (wx - 0.05, -1.75, -0.05))
s.box(scene, "window right wall", (0.1, 1.0, 1.1), lime, (wx - 0.05, 2.1, -0.05))
iron = s.matte("window iron", s.rgb("#2f3a36"), roughness=(0.4, 0.6))
for i, y in enumerate((-0.5, -0.05, 0.4, 0.85)):
    s.box(scene, f"window bar {i}", (0.025, 0.025, 1.1), iron, (wx, y, -0.05))
s.box(scene, "window rail", (0.04, 2.5, 0.03), iron, (wx, 0.2, 0.5))
# a cane chair's back across the table, far out of focus
cane = s.matte("cane", s.rgb("#b48a55"), roughness=(0.5, 0.7), bump=0.5, scale=300)
for i in range(9):  # a cane chair's back across the table: a teak frame, a rail, cane spindles
    s.box(scene, f"chair spindle {i}", (0.012, 0.012, 0.38), cane, (0.18 + i * 0.045, 0.78, 0.08))
chair_teak = s.wood("chair teak", s.rgb("#5a3620"), s.rgb("#2e1a0e"))
s.box(scene, "chair rail", (0.46, 0.03, 0.04), chair_teak, (0.36, 0.78, 0.46), edge=0.01)
s.box(scene, "chair post l", (0.035, 0.035, 0.55), chair_teak, (0.13, 0.78, -0.05), edge=0.005)
s.box(scene, "chair post r", (0.035, 0.035, 0.55), chair_teak, (0.59, 0.78, -0.05), edge=0.005)
# a potted plant on the wall's ledge at the right
leaf = s.glossy("leaf", s.rgb("#3d6b35"), roughness=(0.3, 0.5), bump=0.05)
pot = s.matte("terracotta", s.rgb("#b0603c"), roughness=(0.7, 0.9))
s.lathe(scene, "pot", [(0, 0), (0.09, 0), (0.12, 0.2), (0.125, 0.21), (0, 0.21)], pot, (0.75, 1.35, 0.0))
for k in range(11):
    ang = 2 * math.pi * k / 11 + rng.uniform(-0.2, 0.2)
    lean = rng.uniform(0.35, 0.9)
    length = rng.uniform(0.28, 0.42)
    blade = s.lathe(scene, f"leaf {k}", [(0.0, 0.0), (0.03, 0.25 * length), (0.035, 0.6 * length), (0.0, length)], leaf, (0.75, 1.35, 0.2), segments=12)
    blade.scale = (1.0, 0.12, 1.0)
    blade.rotation_euler = (lean * math.cos(ang), lean * math.sin(ang), ang)

s.sky(scene, elevation=35, azimuth=-95, strength=0.35, dust=1.2)

# ---- the laptop, the chai, the phone
screen = s.texture("kadal", "ppc")
d.laptop(scene, "laptop", screen, (0.0, 0.0, 0.0), turn=4, open_deg=108, strength=1.6, shell=(0.56, 0.57, 0.6), gamma=1.4)

steel = s.glossy("steel", (0.78, 0.78, 0.77), roughness=(0.1, 0.2), metallic=1.0, bump=0.02, scale=50)
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
nt.links.new(s._bump(nt, froth.outputs["Fac"], 0.1, 0.0004), bsdf.inputs["Normal"])
p.tumbler_and_dabarah(scene, "chai", (0.245, -0.1, 0.0), steel, tea, froth_level=0.09)

# the phone face down on the table's left
back = s.glossy("phone back", (0.55, 0.6, 0.62), roughness=(0.25, 0.4), bump=0.0)
frame = d.anodised("phone frame", (0.6, 0.62, 0.64))
ph = d.slab(scene, "phone", 0.0762, 0.1632, 0.0083, 0.0105, [frame, back, back], edge=0.0016)
ph.location = (-0.3, 0.2, 0.0)
ph.rotation_euler = (0, 0, math.radians(-18))
cam_bump = s.glossy("camera bump", (0.1, 0.1, 0.11), roughness=(0.1, 0.2), bump=0.0)
bump = d.slab(scene, "phone camera", 0.028, 0.03, 0.0012, 0.007, [cam_bump, cam_bump, cam_bump], edge=0.0004)
bump.parent = ph
bump.location = (-0.018, 0.055, 0.0083)

# ---- the sun through the window (the bars' shadows fall across the table's left), sky fill
s.sun(scene, elevation=32, azimuth=-100, strength=3.2, colour=(1.0, 0.92, 0.8), angle=1.2)
s.area_light(scene, "window sky", (wx + 0.05, 0.1, 0.3), (0.0, 0.0, 0.1), 1.4, 6, (0.85, 0.92, 1.0), 1.0)
s.area_light(scene, "room bounce", (0.6, -1.2, 0.6), (0.0, 0.1, 0.1), 1.0, 4, (1.0, 0.93, 0.85))

# the camera: a seat to the laptop's left front, looking at the ad on the screen
ang = math.radians(180 - 108)
hinge = Vector((0.0, 0.221 / 2 - 0.004, 0.0135))
up = Vector((0.0, math.cos(ang), math.sin(ang)))
normal = Vector((0.0, -math.sin(ang), math.cos(ang)))
centre = hinge + up * (0.221 / 2 + 0.008)
ad = centre + up * 0.04 + Vector((-0.06, 0, 0))
view = normal.copy()
view.rotate(Euler((0, 0, math.radians(-24))))
eye = centre + view * 0.86
# the laptop is turned 4°: turn the view with it
rot = Matrix.Rotation(math.radians(4), 3, "Z")
scene.view_settings.exposure = -0.2
s.camera(scene, tuple(rot @ eye), tuple(rot @ (centre + Vector((0.085, -0.04, -0.05)))), lens=50, fstop=5.6, focus=tuple(rot @ ad))
s.save(scene)
