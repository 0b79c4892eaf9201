"""Lazza's filter-coffee flavour story, on a black granite kitchen counter at dawn: a Lazza cone of
filter-coffee ice cream standing in a steel tumbler of coffee in its dabarah (how Kerala's homes
would serve it), the brass two-tier coffee filter behind it, out of focus, and roasted beans spilt
across the stone. Grey first light from a window behind on the left, a warm kitchen bulb on the
right; a 90 mm lens at f/3.2 from a standing person's chest, focused on the cone.

    npx tsx tools/render/brands/make-brands.ts
    bash tools/render/render.sh lazza/filter-coffee --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bmesh  # noqa: E402

import props as p  # noqa: E402
import studio as s  # noqa: E402
from packs import LazzaMaterials, _ice_cream, lazza_cone  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=37)
rng = s.RNG(5150)
m = LazzaMaterials(sleeve="cone-sleeve-filter-coffee")

# ---- the counter: black granite with its glints, a lime-washed wall behind
granite = s.stone("black granite", s.rgb("#1a1a1c"), s.rgb("#8a8478"), s.rgb("#0a0a0b"), roughness=(0.18, 0.32), scale=14)
s.box(scene, "counter", (1.8, 1.0, 0.04), granite, (0, 0.2, -0.04), edge=0.003)
wall = s.matte("lime wash", s.rgb("#5f7a84"), roughness=(0.8, 0.95), bump=0.3, scale=5)
s.box(scene, "wall", (4, 0.05, 2), wall, (0, 0.72, -0.04))
s.plain_world(scene, (0.7, 0.74, 0.8), 0.08)

# ---- the tumbler of coffee in its dabarah, the cone standing in it
steel = s.glossy("steel", (0.8, 0.8, 0.79), roughness=(0.06, 0.16), metallic=1.0, bump=0.02, scale=50)
coffee = p.chai_material("filter coffee", broken=0.35, rim=0.033)
p.tumbler_and_dabarah(scene, "coffee", (0.0, 0.0, 0.0), steel, coffee, froth_level=0.088)
lazza_cone(scene, m, (0.0, 0.0, 0.062), flavour_top=_ice_cream("filter coffee", s.rgb("#8a5a3b")))

# ---- the brass coffee filter behind: two stacked cylinders, the upper one's lid and knob
brass = s.glossy("brass", s.rgb("#b58a3c"), roughness=(0.2, 0.4), metallic=1.0, bump=0.05, scale=40)
fx, fy = -0.17, 0.3
s.lathe(scene, "filter lower", [(0, 0), (0.05, 0), (0.052, 0.004), (0.052, 0.11), (0.054, 0.114), (0, 0.114)], brass, (fx, fy, 0), segments=64)
s.lathe(scene, "filter upper", [(0, 0.1), (0.046, 0.1), (0.046, 0.19), (0.05, 0.194), (0, 0.194)], brass, (fx, fy, 0), segments=64)
s.lathe(scene, "filter lid", [(0, 0.194), (0.052, 0.194), (0.052, 0.2), (0.02, 0.21), (0.008, 0.212), (0.012, 0.23), (0, 0.232)], brass, (fx, fy, 0), segments=64)

# ---- roasted beans spilt on the stone: each an ellipsoid with its furrow pressed in
bean = s.glossy("roasted bean", s.rgb("#3a2214"), roughness=(0.25, 0.45), bump=0.1, scale=300)
for k in range(34):
    ang = rng.uniform(0, 2 * math.pi)
    r = abs(rng.gauss(0.0, 0.09)) + 0.09
    x, y = 0.12 + r * math.cos(ang) * 1.3, -0.02 + r * math.sin(ang) * 0.6
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=16, v_segments=10, radius=1.0)
    for v in bm.verts:
        furrow = 0.35 * math.exp(-((v.co.x / 0.18) ** 2)) if v.co.z > 0 else 0.0
        v.co = (v.co.x * 0.0045, v.co.y * 0.0062, (v.co.z - furrow * v.co.z) * 0.0032 + 0.0032)
    flip = k % 4 == 0
    obj = s.mesh_object(scene, f"bean {k}", bm, bean, (x, y, 0.0064 if flip else 0.0), (math.pi if flip else 0.0, 0, rng.uniform(0, math.pi)))
    s.smooth(obj)

# ---- light: dawn through the window behind on the left, the bulb on the right, a soft front fill
s.area_light(scene, "window", (-0.8, 0.7, 0.6), (0.0, 0.0, 0.1), 1.2, 20, (0.82, 0.88, 1.0))
s.point_light(scene, "kitchen bulb", (0.55, 0.1, 0.55), 14, (1.0, 0.72, 0.45), radius=0.04)
s.area_light(scene, "fill", (0.2, -1.0, 0.4), (0.0, 0.0, 0.1), 1.0, 2.0, (1.0, 0.96, 0.9))
scene.view_settings.exposure = -0.1

s.camera(scene, (0.07, -0.85, 0.4), (-0.03, 0.08, 0.1), lens=85, fstop=3.2, focus=(0.0, 0.0, 0.16))
s.save(scene)
