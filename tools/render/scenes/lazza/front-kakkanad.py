"""Lazza's parlour portrait, Kakkanad: the shop at the foot of a concrete and glass block by the
IT park, the curtain wall dark above it; at dusk, lit from inside (`parlour.portrait`).

    npx tsx tools/render/brands/make-brands.ts && bash tools/render/render.sh lazza/front-kakkanad --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import parlour  # noqa: E402

parlour.portrait("glass", 72, (3.4, -12.4, 1.5), (0.7, 0.5, 3.0))
