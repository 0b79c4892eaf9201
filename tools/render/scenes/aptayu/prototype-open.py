"""Aptayu prototype 2, the balm jar open: the lid set down upside down beside it, the balm's
surface showing.

    bash tools/render/render.sh aptayu/prototype-open --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import packshot  # noqa: E402
import studio as s  # noqa: E402
from packs import AptayuMaterials, aptayu_jar  # noqa: E402

a = s.args()
scene = s.reset()
packshot.studio(scene, a, seed=42)
aptayu_jar(scene, AptayuMaterials(), (-0.03, 0, 0), turn=10, open_lid=(0.055, 0.03, 0))
packshot.shoot(scene, (0.01, 0.01, 0.03), distance=0.55, height=0.22, turn=-4)
