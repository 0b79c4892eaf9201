"""Grand Kayal's illustration series as the hotel printed it: three postcards (the lobby, the pool,
the view from a room; drawn by tools/render/brands/grandkayal/posts.ts) left on a linen cloth on
a teak writing table by a window, a room's brass key on its wooden tag and a fountain pen beside
them, soft morning light from the left. A 50 mm lens at f/4 from a guest sitting at the table.

    npx tsx tools/render/brands/grandkayal/posts.ts postcards
    bash tools/render/render.sh grandkayal/postcards --denoise
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, HERE)

import bmesh  # noqa: E402
from mathutils import Vector  # noqa: E402

import hotel as h  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=71)
rng = s.RNG(2207)

teak = s.wood("teak", s.rgb("#6a4328"), s.rgb("#3a2618"), scale=(1.5, 20, 20), rings=5)
linen = s.matte("linen cloth", s.rgb("#efe7d8"), roughness=(0.8, 0.95), bump=0.5, scale=420)
brass = s.glossy("brass", s.rgb("#b08a4a"), roughness=(0.15, 0.3), metallic=1.0)
tag = s.wood("key tag", s.rgb("#7a5034"), s.rgb("#4a2e1c"), scale=(2, 30, 30), rings=4)
pen = s.glossy("pen lacquer", s.rgb("#1c1a18"), roughness=(0.05, 0.12), coat=0.5)

s.box(scene, "table", (1.6, 1.0, 0.04), teak, (0, 0.1, -0.04), edge=0.004)
# the linen cloth: a runner with a soft fold or two
bm = bmesh.new()
cols, rows = 60, 40
grid = []
for j in range(rows + 1):
    row = []
    for i in range(cols + 1):
        u, v = i / cols, j / rows
        z = 0.002 + 0.0015 * (1 + math.sin(u * 7.0 + 1.3) * math.sin(v * 3.1) ** 2) + 0.0025 * max(0.0, math.sin(v * 9 - 2.0)) ** 6
        row.append(bm.verts.new(((u - 0.5) * 0.9, (v - 0.5) * 0.62 + 0.06, z)))
    grid.append(row)
for j in range(rows):
    for i in range(cols):
        bm.faces.new((grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]))
cloth = h._mesh(scene, "linen", bm, linen)
s.smooth(cloth)


def card(name, image, centre, turn, lift=0.0, curl=0.002):
    """An A6 postcard (148 × 105 mm, 350 gsm) lying on the cloth, its corners lifting a little."""
    w, d = 0.148, 0.105

    def point(u, v):
        z = lift + curl * ((2 * u - 1) ** 4 + 0.6 * (2 * v - 1) ** 4)
        return ((u - 0.5) * w, (v - 0.5) * d, z)

    bm = bmesh.new()
    s.uv_grid(bm, 24, 16, point)
    m = s.printed(f"{name} print", s.texture("grandkayal", image), roughness=(0.45, 0.6), bump=0.05)
    obj = h._mesh(scene, name, bm, m, (centre[0], centre[1], 0.008), (0, 0, math.radians(turn)))
    obj.modifiers.new("card", "SOLIDIFY").thickness = 0.0005
    s.smooth(obj)
    return obj


card("the view from a room", "postcard-view-from-a-room", (0.02, 0.06), -4, lift=0.0005)
card("the lobby", "postcard-lobby", (-0.135, 0.135), 9, lift=0.0)
card("the pool", "postcard-pool-from-above", (0.165, 0.165), -13, lift=0.0)

# a room's key: a brass key on a ring through a teak tag, and a fountain pen
s.box(scene, "key tag", (0.03, 0.085, 0.008), tag, (0.2, -0.05, 0.006), (0, 0, math.radians(28)), edge=0.004)
ring = s.lathe(scene, "key ring", [(0.009, 0.0), (0.011, 0.0), (0.011, 0.002), (0.009, 0.002)], brass, (0.215, -0.0, 0.01), segments=32, caps=False)
kb = bmesh.new()
h._limb(kb, Vector((0, 0, 0)), Vector((0.05, 0.03, 0)), 0.003, 0.0025, 8)
h._mesh(scene, "key", kb, brass, (0.222, 0.01, 0.011))
s.lathe(scene, "key bow", [(0.006, 0.0), (0.01, 0.0), (0.01, 0.002), (0.006, 0.002)], brass, (0.222, 0.01, 0.01), segments=24, caps=False)
pb = bmesh.new()
h._limb(pb, Vector((0, 0, 0)), Vector((0.13, -0.02, 0)), 0.0065, 0.005, 16)
h._mesh(scene, "pen", pb, pen, (-0.23, -0.07, 0.015))
cb = bmesh.new()
h._limb(cb, Vector((0.13, -0.02, 0)), Vector((0.145, -0.0225, 0)), 0.005, 0.0015, 16)
h._mesh(scene, "nib", cb, brass, (-0.23, -0.07, 0.015))

# soft morning light from a window on the left, the room's bounce, a faint warm sky
s.plain_world(scene, (0.95, 0.9, 0.85), 0.25)
s.sun(scene, elevation=28, azimuth=-100, strength=3.0, colour=(1.0, 0.88, 0.72), angle=4.0)
s.area_light(scene, "window", (-1.2, 0.2, 0.9), (0.0, 0.1, 0.0), 1.2, 60, (0.92, 0.95, 1.0), 1.0)
s.area_light(scene, "bounce", (0.9, -0.8, 0.6), (0.0, 0.0, 0.0), 1.0, 8, (1.0, 0.92, 0.85))
scene.view_settings.exposure = -0.25

s.camera(scene, (0.01, -0.39, 0.43), (0.01, 0.11, 0.0), lens=50, fstop=4.0, focus=(0.02, 0.06, 0.008))
s.save(scene)
