"""Aptayu prototype 5, the gift set: the face oil's carton standing in a tray, sandalwood outside
and indigo inside, beside the balm jar.

    bash tools/render/render.sh aptayu/prototype-gift-set --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import packshot  # noqa: E402
import studio as s  # noqa: E402
from packs import AptayuMaterials, aptayu_carton, aptayu_jar  # noqa: E402

a = s.args()
scene = s.reset()
packshot.studio(scene, a, seed=45)
m = AptayuMaterials()
board = s.matte("gift board", s.rgb("#eadcc2"), roughness=(0.55, 0.7), bump=0.04, scale=60)
inside = s.matte("tray inside", s.rgb("#1f2a4d"), roughness=(0.6, 0.8), bump=0.03, scale=60)
# the tray (boxes stand on their base): a floor and four low walls, indigo inside, sandalwood out
s.box(scene, "tray floor", (0.212, 0.122, 0.004), inside, (0, 0, 0))
for name, size, loc in [
    ("tray front", (0.22, 0.004, 0.03), (0, -0.063, 0)),
    ("tray back", (0.22, 0.004, 0.03), (0, 0.063, 0)),
    ("tray left", (0.004, 0.122, 0.03), (-0.108, 0, 0)),
    ("tray right", (0.004, 0.122, 0.03), (0.108, 0, 0)),
]:
    s.box(scene, name, size, board, loc, edge=0.0008)
aptayu_carton(scene, m, "carton-kumkumadi", (-0.052, 0.02, 0.004), turn=-12, name="carton")
aptayu_jar(scene, m, (0.045, -0.008, 0.004), turn=-10, name="jar")
packshot.shoot(scene, (0.0, 0.0, 0.05), distance=0.72, height=0.26, turn=-6)
