"""The beach at five: a Lazza cone planted tip-down in the sand of Kozhikode beach as the sun goes
low over the sea, its tub lying beside it, a family walking the waterline. A 50 mm lens at f/2.8
from a kneeling height, looking down at the cone with the sea and the sun above it.

    bash tools/render/render.sh lazza/beach --denoise
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, os.path.join(HERE, "..", "grandkayal"))  # the water and the figures

import hotel as h  # noqa: E402
import studio as s  # noqa: E402
from packs import LazzaMaterials, lazza_cone  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=19)
m = LazzaMaterials()

# ---- dry sand to the waterline 6 m out, damp sand, then the sea
sand, nt, bsdf, coords = s._material("sand")
bsdf.inputs["Base Color"].default_value = (*s.rgb("#b89a72"), 1)
bsdf.inputs["Roughness"].default_value = 0.9
mapping = nt.nodes.new("ShaderNodeMapping")
mapping.inputs["Scale"].default_value = (3.0, 12.0, 1.0)
nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
ripples = nt.nodes.new("ShaderNodeTexNoise")
ripples.inputs["Scale"].default_value = 3.0
ripples.inputs["Detail"].default_value = 6
nt.links.new(mapping.outputs["Vector"], ripples.inputs["Vector"])
nt.links.new(s._bump(nt, ripples.outputs["Fac"], 0.6, 0.006), bsdf.inputs["Normal"])
s.box(scene, "sand", (40, 9, 0.1), sand, (0, 1.5, -0.1))
damp = s.glossy("damp sand", s.rgb("#6e573f"), roughness=(0.05, 0.25), bump=0.05, scale=2)
s.box(scene, "damp sand", (200, 20, 0.1), damp, (0, 16, -0.14))
sea = h.water("sea", s.rgb("#16303c"), ripple=1.0, scale=0.5, roughness=0.08)
s.box(scene, "sea", (900, 600, 0.1), sea, (0, 326, -0.17))

# ---- the cone, planted, and its tub on its side
lazza_cone(scene, m, (0.0, 0.0, -0.035), tilt=(5, -7))
s.lathe(scene, "tub", [(0, 0), (0.042, 0), (0.05, 0.09), (0, 0.09)], m.tub, (0.26, 0.28, 0.046), rotation=(math.radians(90), 0, math.radians(35)))

# ---- a family walking the waterline, small against the sea
skin = s.matte("skin", s.rgb("#6e4630"), roughness=(0.45, 0.6))
for i, (x, y, cloth) in enumerate(((-5.5, 23.0, "#c8102e"), (-4.9, 23.3, "#f3ece0"), (-4.5, 23.1, "#2433a0"))):
    h.figure(scene, f"walker {i}", "stand", (x, y, -0.04), 90, skin, s.matte(f"walker cloth {i}", s.rgb(cloth), roughness=(0.8, 0.95)))

# ---- the sun low over the sea, ahead and to the right; a warm bounce off the sand
s.sky(scene, elevation=4, azimuth=20, strength=0.7, air=1.0, dust=1.0, ozone=2.0, sun_disc=True)
s.sun(scene, 4, 200, 2.5, (1.0, 0.7, 0.42), angle=1.0)  # the lamp's azimuth runs 180° from the sky's
s.area_light(scene, "sand bounce", (0.2, -0.8, 0.1), (0, 0, 0.12), 1.0, 5, (1.0, 0.85, 0.7))
scene.view_settings.exposure = -0.8

s.camera(scene, (0.1, -1.1, 0.3), (0.0, 0.6, 0.136), lens=50, fstop=2.8, focus=(0.0, 0.0, 0.12))
s.save(scene)
