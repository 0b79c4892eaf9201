"""Aptayu prototype 1, the 50 g balm jar, closed: a studio packshot on the sweep.

    bash tools/render/render.sh aptayu/prototype-jar --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import packshot  # noqa: E402
import studio as s  # noqa: E402
from packs import AptayuMaterials, aptayu_jar  # noqa: E402

a = s.args()
scene = s.reset()
packshot.studio(scene, a, seed=41)
aptayu_jar(scene, AptayuMaterials(), (0, 0, 0), turn=-6)
packshot.shoot(scene, (0, 0, 0.034), distance=0.5)
