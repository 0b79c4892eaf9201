"""Aptayu prototype 3, the 30 ml face oil's carton (Kumkumadi Tailam, indigo), standing.

    bash tools/render/render.sh aptayu/prototype-face-oil --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import packshot  # noqa: E402
import studio as s  # noqa: E402
from packs import AptayuMaterials, aptayu_carton  # noqa: E402

a = s.args()
scene = s.reset()
packshot.studio(scene, a, seed=43)
aptayu_carton(scene, AptayuMaterials(), "carton-kumkumadi", (0, 0, 0), turn=-24)
packshot.shoot(scene, (0, 0, 0.062), distance=0.6, height=0.1)
