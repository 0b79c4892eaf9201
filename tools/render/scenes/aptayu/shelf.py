"""Aptayu on a pharmacy's wooden shelf: cartons and balm jars faced out in two rows, a shelf above
them, warm light from a downlight over the aisle and a cool window to the left; an 85 mm lens at
f/2 focused on the front jar, the rest of the shelf falling out of focus.

    bash tools/render/render.sh aptayu/shelf
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import studio as s  # noqa: E402
from packs import AptayuMaterials, aptayu_carton, aptayu_jar  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 2400, 1600, 48, seed=11)
rng = s.RNG(30)

# ---- the shelving: teak planks, a back board, a lip on each shelf
teak = s.wood("teak", s.rgb("#8a5a34"), s.rgb("#4a2a16"), scale=(1.5, 18, 18), rings=5)
teak_end = s.wood("teak lip", s.rgb("#7a4c2a"), s.rgb("#3d2212"), scale=(1.5, 18, 18), rings=7)
back = s.wood("back board", s.rgb("#6d4a2e"), s.rgb("#3b2414"), scale=(0.8, 10, 30), rings=3)
for z in (0.0, 0.215):
    s.box(scene, f"shelf {z}", (1.6, 0.3, 0.022), teak, (0, 0.01, z - 0.022), edge=0.002)
    s.box(scene, f"lip {z}", (1.6, 0.012, 0.03), teak_end, (0, -0.145, z - 0.03), edge=0.002)
s.box(scene, "back", (1.6, 0.018, 0.9), back, (0, 0.17, -0.2))
s.box(scene, "upright", (0.025, 0.32, 0.9), teak_end, (-0.42, 0.01, -0.2), edge=0.002)

# a painted wall and a floor far behind the camera's blur do not show; the room's bounce does
s.plain_world(scene, (1.0, 0.86, 0.7), 0.12)

# ---- the products: two rows, faced out by hand (a few degrees off square, never aligned)
m = AptayuMaterials()
front_row = [
    ("carton-nalpamaradi", -0.30),
    ("carton-nalpamaradi", -0.25),
    ("jar", -0.185),
    ("carton-kumkumadi", -0.115),
    ("jar", -0.045),
    ("carton-kumkumadi", 0.025),
    ("carton-kumkumadi", 0.072),
    ("jar", 0.14),
    ("carton-nalpamaradi", 0.21),
    ("jar", 0.28),
]
for i, (kind, x) in enumerate(front_row):
    dx, dy, _ = s.jitter(rng, 0.003)
    turn = rng.uniform(-6, 6)
    if kind == "jar":
        aptayu_jar(scene, m, (x + dx, -0.085 + dy, 0), turn=turn * 2, name=f"jar {i}")
    else:
        aptayu_carton(scene, m, kind, (x + dx, -0.095 + dy, 0), turn=turn, name=f"carton {i}")
for i, x in enumerate([-0.28, -0.2, -0.12, -0.04, 0.04, 0.12, 0.2, 0.28]):
    dx, dy, _ = s.jitter(rng, 0.004)
    kind = "carton-kumkumadi" if i % 3 else "carton-nalpamaradi"
    aptayu_carton(scene, m, kind, (x + dx, 0.03 + dy, 0), turn=rng.uniform(-4, 4), name=f"back {i}")
# the shelf above: jars stacked two high, their bases in the frame's top edge
for i, x in enumerate([-0.24, -0.17, -0.1, -0.03, 0.04, 0.11, 0.18]):
    aptayu_jar(scene, m, (x, -0.07, 0.215), turn=rng.uniform(-20, 20), name=f"upper jar {i}")

# ---- light: a warm downlight over the aisle to the right, a cool window at the left, a warm
# strip under the upper shelf grazing the tops
s.area_light(scene, "downlight", (0.45, -0.7, 0.75), (-0.05, -0.05, 0.04), 0.25, 55, (1.0, 0.76, 0.5))
s.area_light(scene, "window", (-1.3, -0.5, 0.3), (0, -0.05, 0.06), 1.0, 28, (0.75, 0.86, 1.0), 0.7)
strip = s.area_light(scene, "strip", (0, -0.11, 0.19), (0, -0.11, 0), 1.4, 9, (1.0, 0.7, 0.42), 0.015)

s.camera(scene, (-0.3, -0.56, 0.1), (-0.03, -0.08, 0.075), lens=50, fstop=1.8, focus=(-0.045, -0.117, 0.035))
s.save(scene)
