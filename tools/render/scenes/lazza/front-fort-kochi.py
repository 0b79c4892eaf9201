"""Lazza's parlour portrait, Fort Kochi: the shop in an ochre lime-washed warehouse front, a
clay-tile eave over its fascia, teak shutters folded open beside the glass; at dusk, lit from
inside (`parlour.portrait`).

    npx tsx tools/render/brands/make-brands.ts && bash tools/render/render.sh lazza/front-fort-kochi --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import parlour  # noqa: E402

parlour.portrait("heritage", 71, (-3.4, -12.0, 1.6), (-0.9, 0.5, 2.9))
