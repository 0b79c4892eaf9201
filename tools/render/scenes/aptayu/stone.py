"""Aptayu close up on Kota stone: the Kumkumadi carton standing, the balm jar open in front of it
with its lid upside down beside, two sticks of sandalwood; soft window light from the left, a
100 mm lens at f/4 low over the stone.

    bash tools/render/render.sh aptayu/stone
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import math  # noqa: E402

import studio as s  # noqa: E402
from packs import AptayuMaterials, aptayu_carton, aptayu_jar  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=12)

kota = s.stone("kota stone", s.rgb("#86938c"), s.rgb("#b9bfb2"), s.rgb("#4f5c58"), roughness=(0.16, 0.45), scale=14)
s.box(scene, "slab", (1.2, 0.9, 0.03), kota, (0, 0.2, -0.03), edge=0.002)
wall = s.matte("lime plaster", s.rgb("#a8927a"), roughness=(0.8, 0.95), bump=0.3, scale=12)
s.box(scene, "wall", (2.0, 0.05, 1.2), wall, (0, 1.1, -0.03))
s.plain_world(scene, (0.95, 0.9, 0.85), 0.08)

m = AptayuMaterials()
aptayu_carton(scene, m, "carton-kumkumadi", (-0.035, 0.03, 0), turn=-18, name="carton")
aptayu_jar(scene, m, (0.03, -0.035, 0), turn=14, name="jar", open_lid=(0.1, 0.01, 0))

sandal = s.wood("sandalwood", s.rgb("#c99a68"), s.rgb("#9b6a3e"), scale=(60, 60, 4), rings=3, roughness=(0.55, 0.8))
for i, (x, y, ang) in enumerate([(-0.06, -0.09, 8), (-0.05, -0.075, -4)]):
    stick = s.lathe(scene, f"stick {i}", [(0, -0.05), (0.0042, -0.05), (0.0045, 0.05), (0, 0.05)], sandal, (x, y, 0.0045))
    stick.rotation_euler = (0, math.radians(90), math.radians(ang))

s.area_light(scene, "window", (-0.9, -0.2, 0.45), (0, 0, 0.04), 0.9, 45, (1.0, 0.93, 0.84), 0.6)
s.area_light(scene, "bounce", (0.6, -0.5, 0.15), (0, 0, 0.04), 0.5, 4, (1.0, 0.9, 0.8))
s.area_light(scene, "rim", (0.2, 0.6, 0.35), (0, 0, 0.06), 0.3, 12, (1.0, 0.85, 0.7))

scene.view_settings.exposure = -0.3
s.camera(scene, (0.05, -0.78, 0.2), (0.01, 0.0, 0.055), lens=85, fstop=5.6, focus=(0.02, -0.05, 0.04))
s.save(scene)
