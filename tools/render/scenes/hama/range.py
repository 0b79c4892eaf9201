"""Hama's commuter range as the catalogue shows it: the red backpack, the waxed-canvas tote, the
laptop sleeve leaning on them and the rain cover rolled in its drawstring sack, on a warm grey
paper sweep under one big soft key. An 85 mm lens at f/8 from a standing height, every piece sharp.

    npx tsx tools/render/brands/hama/brand.ts && bash tools/render/render.sh hama/range --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import bags  # noqa: E402
import packshot  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=83)
rng = s.RNG(3004)
packshot.catalogue(scene)

tag = bags.hama_tag()
label = s.printed("hama label", s.texture("hama", "label"), roughness=(0.6, 0.8), bump=0.2, fibre=1200)
red = bags.hama_red()
bags.backpack(scene, "backpack", (-0.16, 0.32, 0.0), turn=18, body=red, tag=tag, rng=rng)

# the tote: waxed canvas, a soft box with two carbon handles and the red tag
canvas = bags.nylon("waxed canvas", s.rgb("#9c8558"), sheen=0.2, weave=500, wet=0.25)
carbon = bags.nylon("tote handles", s.rgb("#1a1a1a"), sheen=0.3)
tote, _ = bags._shell(scene, "tote", 0.38, 0.13, 0.34, canvas, dome=0.012, bulge=0.12, wrinkle=0.005, rings=20)
parts = [tote]
# the opening's binding, carbon tape round the rim, and the dark inside showing under it
rim = [(*bags._ring(0.19 * 0.985, 0.065 * 0.59, 0.065 * 0.59, 2 * math.pi * i / 40), 0.333) for i in range(40)]
parts.append(p._wire(scene, "tote binding", rim, carbon, 0.006, closed=True))
for side in (-1, 1):
    y = side * 0.045
    parts.append(bags._strap(scene, f"tote handle {side}", [(-0.1, y, 0.33), (-0.08, y, 0.5), (0.08, y, 0.5), (0.1, y, 0.33)], carbon, width=0.03))
patch = p.plane(scene, "tote tag", 0.064, 0.026, tag, (0.0, -0.05, 0.2))
patch.rotation_euler = (math.radians(-5), 0, 0)
parts.append(patch)
tote_root = bpy.data.objects.new("tote set", None)
scene.collection.objects.link(tote_root)
for obj in parts:
    obj.parent = tote_root
tote_root.location = (0.3, 0.38, 0.0)
tote_root.rotation_euler = (0, 0, math.radians(-22))

# the laptop sleeve, carbon felt with a yellow woven label, leaning between them
felt = s.matte("sleeve felt", s.rgb("#2a2a2a"), roughness=(0.85, 0.95), bump=0.5, scale=400)
sleeve, _ = bags._shell(scene, "sleeve", 0.36, 0.024, 0.26, felt, dome=0.02, bulge=0.25, wrinkle=0.002, rings=16)
woven = p.plane(scene, "sleeve label", 0.04, 0.012, label, (0.13, -0.0125, 0.02))
woven.parent = sleeve
sleeve.location = (0.36, 0.08, 0.0)
sleeve.rotation_euler = (math.radians(-12), 0, math.radians(-18))

# the rain cover, rolled tight in its yellow stuff sack, the drawcord's loop and toggle on top
cover = bags.nylon("rain cover pouch", s.rgb("#f5c400"), sheen=0.3, ripstop=120)
cord = s.matte("drawcord", s.rgb("#1a1a1a"), roughness=(0.7, 0.9))
PX, PY = 0.06, -0.14
bags.stuff_sack(scene, "pouch", 0.052, 0.1, cover, (PX, PY, 0.0), cord, seed=3, turn=-20, tag=tag)

# the phone mount: a carbon cradle on its handlebar clamp, a phone held in it by a yellow band
yellow = bags.nylon("mount band", s.rgb("#f5c400"), sheen=0.2, weave=1400)
screen = s.glossy("phone glass", (0.01, 0.012, 0.015), roughness=(0.02, 0.08), coat=1.0)
clamp = s.glossy("mount plastic", s.rgb("#1e1e1e"), roughness=(0.35, 0.55))
mount = bpy.data.objects.new("phone mount", None)
scene.collection.objects.link(mount)
mount_parts = [
    s.lathe(scene, "bar clamp", [(0.0, 0.0), (0.022, 0.0), (0.022, 0.05), (0.0, 0.05)], clamp, (0, 0, 0), segments=32, rotation=(0, math.radians(90), 0)),
    s.box(scene, "cradle", (0.085, 0.012, 0.16), clamp, (0.025, 0, 0.02), edge=0.004),
    s.box(scene, "phone", (0.075, 0.009, 0.152), screen, (0.025, -0.01, 0.024), edge=0.004),
    s.box(scene, "band", (0.09, 0.016, 0.018), yellow, (0.025, -0.004, 0.09), edge=0.003),
]
for obj in mount_parts:
    obj.parent = mount
mount.location = (-0.3, -0.3, 0.022)
mount.rotation_euler = (math.radians(-62), 0, math.radians(24))

s.camera(scene, (0.16, -2.55, 0.85), (0.1, 0.25, 0.2), lens=85, fstop=8, focus=(0.05, 0.1, 0.2))
s.save(scene)
