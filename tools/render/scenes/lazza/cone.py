"""A Lazza cone (tender coconut under falooda) in a steel stand on a parlour's marble counter,
the parlour behind it out of focus: pistachio tiles, the campaign poster, tubs on a shelf, warm
pendant bulbs; an 85 mm lens at f/1.8.

    bash tools/render/render.sh lazza/cone --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import parlour  # noqa: E402
import studio as s  # noqa: E402
from packs import LazzaMaterials, lazza_cone  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 64, seed=13)
rng = s.RNG(31)
m = LazzaMaterials()

# ---- the counter and the room
parlour.counter(scene)
parlour.tile_wall(scene, upright=True)

poster = s.box(scene, "poster", (0.59, 0.003, 0.87), m.poster, (-0.42, 0.95, 0.1))
poster.data.uv_layers.new(name="UVMap")
for loop in poster.data.loops:
    co = poster.data.vertices[loop.vertex_index].co
    poster.data.uv_layers["UVMap"].data[loop.index].uv = (co.x / 0.59 + 0.5, co.z / 0.87)

# a shelf of tubs, lids up, at the back
shelf = s.matte("shelf", s.rgb("#3b1d14"), roughness=(0.3, 0.5))
s.box(scene, "tub shelf", (1.2, 0.2, 0.02), shelf, (0.45, 0.86, 0.22))
for i in range(9):
    x = 0.0 + i * 0.11 + rng.uniform(-0.01, 0.01)
    s.lathe(scene, f"tub {i}", [(0, 0), (0.042, 0), (0.05, 0.09), (0, 0.09)], m.tub, (x, 0.86, 0.24))
    lid = s.lathe(scene, f"lid {i}", [(0, 0.09), (0.051, 0.09), (0.051, 0.096), (0, 0.096)], m.lid, (x, 0.86, 0.24))
    uv = lid.data.uv_layers["UVMap"]
    for loop in lid.data.loops:
        co = lid.data.vertices[loop.vertex_index].co
        uv.data[loop.index].uv = (co.x / 0.102 + 0.5, co.y / 0.102 + 0.5)

# pendant bulbs: warm points that the lens turns into discs
parlour.bulbs(scene, [(-0.5, 0.42), (-0.12, 0.46), (0.28, 0.4), (0.62, 0.44)])

# ---- the cone in its stand
steel = s.glossy("steel", (0.8, 0.8, 0.8), roughness=(0.15, 0.3), metallic=1.0, bump=0.02, scale=60)
s.lathe(scene, "stand base", [(0, 0), (0.045, 0), (0.045, 0.004), (0.0, 0.005)], steel, (0, 0, 0))
s.lathe(scene, "stand post", [(0.004, 0.004), (0.004, 0.036)], steel, (0.03, 0.012, 0), caps=False)
s.box(scene, "stand arm", (0.028, 0.004, 0.003), steel, (0.018, 0.006, 0.033), rotation=(0, 0, 0.38))
ring = s.lathe(
    scene,
    "stand ring",
    [(0.0088, 0.033), (0.0108, 0.033), (0.0108, 0.036), (0.0088, 0.036), (0.0088, 0.033)],
    steel,
    (0, 0, 0),
    caps=False,
)
lazza_cone(scene, m, (0, 0, 0.006))

s.sky(scene, elevation=35, strength=0.05)
s.area_light(scene, "key", (-0.7, -0.6, 0.7), (0, 0, 0.12), 0.8, 28, (1.0, 0.94, 0.86))
s.area_light(scene, "fill", (0.6, -0.7, 0.2), (0, 0, 0.12), 0.8, 8, (0.9, 0.95, 1.0))
s.area_light(scene, "rim", (0.3, 0.5, 0.35), (0, 0, 0.15), 0.3, 25, (1.0, 0.8, 0.6))

scene.view_settings.exposure = -0.25
s.camera(scene, (0.09, -0.74, 0.16), (0.0, 0.0, 0.1), lens=85, fstop=2.8, focus=(0.0, -0.024, 0.08))
s.save(scene)
